// The batch record writer: streams pages through an extraction job, writes one JSONL record per page in input
// order, never stops on a bad page. Up to `inFlight` pages are extracted at once (worker threads, pool.ts).
import type { Extractor } from '../extractor';
import { extractPage, readPage, type PageOptions } from '../inference/extract';
import type { PageMetadata } from '../metadata/metadata';
import { jsonlItem } from './jsonl-source';
import type { RecordOutput } from './record-output';
import { isSkipped, type BatchId, type BatchItem, type JsonlLine, type SourceEntry } from './source';

/**
 * What became of one page: its text, method and metadata (and Markdown / HTML when asked for), or an error; `ms`
 * is that page's extraction time.
 */
export interface PageOutcome {
  text?: string;
  markdown?: string;
  html?: string;
  method?: string;
  metadata?: PageMetadata;
  /** Why the method that labelled the page is not the one asked for (a fallback). */
  fallbackReason?: string;
  ms: number;
  error?: string;
}

/** One output line: `{id, url?, text, markdown?, html?, method, fallbackReason?, metadata, ms}` or `{id, url?, ms, error}`. */
export interface BatchRecord extends PageOutcome {
  id: BatchId;
  url?: string;
}

/** A page to extract: its HTML, for bytes the charset they were served with, and its URL when known. */
export interface PageInput {
  html: string | Uint8Array;
  charset?: string;
  url?: string;
}

/** Extracts one page (given with its id); resolves with an error outcome rather than rejecting when the page fails. */
export type PageJob = (page: PageInput, id: BatchId) => Promise<PageOutcome>;

/** One output line (JSON, without its line end), and whether it records an error. */
export interface RecordLine {
  line: string;
  failed: boolean;
}

/**
 * The record line of one input entry (an unparsed JSONL line is parsed first). Worker threads make them, so the
 * main thread only reads lines and writes these.
 */
export type RecordJob = (entry: BatchItem | JsonlLine) => Promise<RecordLine>;

function recordLine(record: BatchRecord): RecordLine {
  return { line: JSON.stringify(record), failed: record.error !== undefined };
}

/** The record job of a page job. */
export function recordJob(job: PageJob): RecordJob {
  return async (entry) => recordLine(await recordOf(jsonlItem(entry), job));
}

/** The record of an entry that failed outside its extraction (its worker died or ran out of time). */
export function failedRecord(entry: BatchItem | JsonlLine, outcome: PageOutcome): RecordLine {
  const { id, url } = jsonlItem(entry);
  return recordLine({ ...(url === undefined ? { id } : { id, url }), ...outcome });
}

/** The record of an entry extracted by `extractor` in this thread (`timedOutcome`). */
export function extractedRecord(entry: BatchItem | JsonlLine, extractor: Extractor, options: PageOptions): RecordLine {
  const item = jsonlItem(entry);
  const head = item.url === undefined ? { id: item.id } : { id: item.id, url: item.url };
  if (item.error !== undefined || item.html === undefined) return recordLine({ ...head, ms: 0, error: item.error ?? 'no html' });
  return recordLine({ ...head, ...timedOutcome(extractor, { html: item.html, charset: item.charset, url: item.url }, options) });
}

/** Counts so far: records written (`failed` of them errors), input records skipped, input bytes read. */
export interface BatchCounts {
  pages: number;
  failed: number;
  skipped: number;
  bytesRead: number;
}

export interface BatchOptions {
  /** Pages handed to `job` before the oldest one is awaited (default 1: one page at a time). */
  inFlight?: number;
  /** Called after each record written. */
  onProgress?: (counts: BatchCounts) => void;
}

/** Runs `extractor` on one page, timed, turning a thrown error into an error outcome. */
export function timedOutcome(extractor: Extractor, page: PageInput, options: PageOptions): PageOutcome {
  const t0 = performance.now();
  try {
    const loaded = readPage(page.html, options, page.charset);
    const { text, markdown, html, method, metadata, fallbackReason } = extractPage(extractor, loaded, { ...options, url: page.url ?? options.url });
    const outcome: PageOutcome = { text, markdown, html, method, metadata, ms: round(performance.now() - t0) };
    return fallbackReason === undefined ? outcome : { ...outcome, fallbackReason };
  } catch (err) {
    return { ms: round(performance.now() - t0), error: (err as Error).message };
  }
}

/** Writes one record per page of `entries`, in input order, extracted by `job`; counts the skipped ones. */
export async function writeBatchRecords(
  entries: AsyncIterable<SourceEntry>,
  job: RecordJob,
  out: RecordOutput,
  { inFlight = 1, onProgress }: BatchOptions = {},
): Promise<BatchCounts> {
  const counts: BatchCounts = { pages: 0, failed: 0, skipped: 0, bytesRead: 0 };
  const pending: { record: Promise<RecordLine>; bytesRead: number }[] = [];
  const writeOldest = async () => {
    const { record, bytesRead } = pending.shift()!;
    const done = await record;
    await out.write(done.line + '\n');
    counts.pages++;
    if (done.failed) counts.failed++;
    counts.bytesRead = bytesRead;
    onProgress?.(counts);
  };
  try {
    for await (const entry of entries) {
      if (isSkipped(entry)) {
        counts.skipped++;
        continue;
      }
      pending.push({ record: job(entry), bytesRead: entry.bytesRead });
      while (pending.length >= inFlight) await writeOldest();
    }
  } finally {
    // Pages read before an input error (a truncated file) are still written.
    while (pending.length > 0) await writeOldest();
  }
  return counts;
}

async function recordOf({ id, url, html, charset, error }: BatchItem, job: PageJob): Promise<BatchRecord> {
  const head = url === undefined ? { id } : { id, url };
  if (error !== undefined || html === undefined) return { ...head, ms: 0, error: error ?? 'no html' };
  try {
    return { ...head, ...(await job({ html, charset, url }, id)) };
  } catch (err) {
    return { ...head, ms: 0, error: (err as Error).message };
  }
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
