// The batch record writer: streams pages through an extraction job, writes one JSONL record per page in input
// order, never stops on a bad page. Up to `inFlight` pages are extracted at once (worker threads, pool.ts).
import type { Writable } from 'stream';
import type { Extractor } from '../extractor';
import type { BatchId, BatchSource } from './source';
import { extractWith, type PageReadingOptions } from '../inference/extract';

/** What became of one page: its text and method, or an error; `ms` is that page's extraction time. */
export interface PageOutcome {
  text?: string;
  method?: string;
  ms: number;
  error?: string;
}

export interface BatchRecord extends PageOutcome {
  id: BatchId;
}

export interface BatchSummary {
  pages: number;
  failed: number;
  seconds: number;
  pagesPerSecond: number;
}

/** Extracts one page; resolves with an error outcome rather than rejecting when the page fails. */
export type PageJob = (html: string | Uint8Array) => Promise<PageOutcome>;

export interface BatchOptions {
  /** Pages handed to `job` before the oldest one is awaited (default 1: one page at a time). */
  inFlight?: number;
  onProgress?: (done: number, bytesRead: number) => void;
}

/** Runs `extractor` on one page, timed, turning a thrown error into an error outcome. */
export function timedOutcome(extractor: Extractor, html: string | Uint8Array, reading: PageReadingOptions): PageOutcome {
  const t0 = performance.now();
  try {
    const { text, method } = extractWith(extractor, html, reading);
    return { text, method, ms: round(performance.now() - t0) };
  } catch (err) {
    return { ms: round(performance.now() - t0), error: (err as Error).message };
  }
}

/** Writes one record per page of `source`, in input order, extracted by `job`. */
export async function writeBatchRecords(
  source: BatchSource,
  job: PageJob,
  out: Writable,
  { inFlight = 1, onProgress }: BatchOptions = {},
): Promise<BatchSummary> {
  const started = performance.now();
  let pages = 0;
  let failed = 0;
  const pending: { record: Promise<BatchRecord>; bytesRead: number }[] = [];
  const writeOldest = async () => {
    const { record, bytesRead } = pending.shift()!;
    const done = await record;
    if (done.error) failed++;
    pages++;
    if (!out.write(JSON.stringify(done) + '\n')) await new Promise((resolve) => out.once('drain', resolve));
    onProgress?.(pages, bytesRead);
  };
  for await (const item of source.items) {
    pending.push({ record: recordOf(item.id, item.html, item.error, job), bytesRead: item.bytesRead });
    while (pending.length >= inFlight) await writeOldest();
  }
  while (pending.length > 0) await writeOldest();
  const seconds = (performance.now() - started) / 1000;
  return { pages, failed, seconds, pagesPerSecond: seconds > 0 ? pages / seconds : 0 };
}

async function recordOf(
  id: BatchId,
  html: string | Uint8Array | undefined,
  readError: string | undefined,
  job: PageJob,
): Promise<BatchRecord> {
  if (readError !== undefined || html === undefined) return { id, ms: 0, error: readError ?? 'no html' };
  try {
    return { id, ...(await job(html)) };
  } catch (err) {
    return { id, ms: 0, error: (err as Error).message };
  }
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
