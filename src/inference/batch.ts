// The batch runner: streams pages through an extractor, writes one JSONL record per page, never stops on a bad page.
import type { Writable } from 'stream';
import type { BatchSource } from './batch-input';

export interface BatchRecord {
  id: string;
  text?: string;
  method?: string;
  /** Extraction time of this page in milliseconds. */
  ms: number;
  error?: string;
}

export interface BatchSummary {
  pages: number;
  failed: number;
  seconds: number;
  pagesPerSecond: number;
}

export type PageExtractor = (html: string | Uint8Array) => { text: string; method: string };

export async function runBatch(
  source: BatchSource,
  extract: PageExtractor,
  out: Writable,
  onProgress?: (done: number, bytesRead: number) => void,
): Promise<BatchSummary> {
  const started = performance.now();
  let pages = 0;
  let failed = 0;
  for await (const item of source.items) {
    const record = extractOne(item.id, item.html, item.error, extract);
    if (record.error) failed++;
    pages++;
    if (!out.write(JSON.stringify(record) + '\n')) await new Promise((resolve) => out.once('drain', resolve));
    onProgress?.(pages, item.bytesRead);
  }
  const seconds = (performance.now() - started) / 1000;
  return { pages, failed, seconds, pagesPerSecond: seconds > 0 ? pages / seconds : 0 };
}

function extractOne(
  id: string,
  html: string | Uint8Array | undefined,
  readError: string | undefined,
  extract: PageExtractor,
): BatchRecord {
  if (readError !== undefined || html === undefined) return { id, ms: 0, error: readError ?? 'no html' };
  const t0 = performance.now();
  try {
    const { text, method } = extract(html);
    return { id, text, method, ms: round(performance.now() - t0) };
  } catch (err) {
    return { id, ms: round(performance.now() - t0), error: (err as Error).message };
  }
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
