// The batch record writer: streams pages through a page job (page-job.ts), writes one JSONL record per page in input
// order, never stops on a bad page. Up to `inFlight` pages are extracted at once (worker threads, pool.ts), where
// the record line is made too (recordJob), so that the main thread only reads lines and writes records.
import { DoubtfulPages, type DoubtfulPage } from './doubtful-pages';
import { jsonlItem } from './jsonl-source';
import type { RecordOutput } from './record-output';
import type { PageInput, PageOutcome } from './page-job';
import { isSkipped, type BatchId, type BatchItem, type SourceEntry, type UnparsedLine } from './source';

/** One output line: `{id, url?, status?, text, method, metadata, <the formats asked for>, fallbackReason?, blocks?, ms}` or `{id, url?, status?, ms, error}`. */
export interface BatchRecord extends PageOutcome {
  id: BatchId;
  url?: string;
  status?: number;
}

/** What a record says of where its page came from: its id, and its url and HTTP status where the input gave them. */
function recordHead({ id, url, status }: BatchItem): Pick<BatchRecord, 'id' | 'url' | 'status'> {
  return { id, ...(url === undefined ? {} : { url }), ...(status === undefined ? {} : { status }) };
}

/** Extracts one page (given with its id); resolves with an error outcome rather than rejecting when the page fails. */
export type PageJob = (page: PageInput, id: BatchId) => Promise<PageOutcome>;

/** One output line (JSON, without its line end), whether it records an error, and its page's confidence if any. */
export interface RecordLine {
  line: string;
  failed: boolean;
  estimate?: DoubtfulPage;
}

/** The record line of one input entry (an unparsed JSONL line is parsed first); resolves, never rejects. */
export type RecordJob = (entry: BatchItem | UnparsedLine) => Promise<RecordLine>;

function recordLine(record: BatchRecord): RecordLine {
  const line = { line: JSON.stringify(record), failed: record.error !== undefined };
  return record.confidence === undefined ? line : { ...line, estimate: { id: record.id, confidence: record.confidence } };
}

/** The record job of a page job. */
export function recordJob(job: PageJob): RecordJob {
  return async (entry) => recordLine(await recordOf(jsonlItem(entry), job));
}

/** The record of an entry that failed outside its page job (its worker died or ran out of time). */
export function failedRecord(entry: BatchItem | UnparsedLine, outcome: PageOutcome): RecordLine {
  return recordLine({ ...recordHead(jsonlItem(entry)), ...outcome });
}

/**
 * Counts so far: records written (`failed` of them errors, `doubtful` of them with a doubtful output), input
 * records skipped, input bytes read.
 */
export interface BatchCounts {
  pages: number;
  failed: number;
  doubtful: number;
  skipped: number;
  bytesRead: number;
}

/** The counts at the end, with the least confident doubtful pages (doubtful-pages.ts). */
export interface BatchTotals extends BatchCounts {
  leastConfident: DoubtfulPage[];
}

export interface BatchOptions {
  /** Pages handed to `job` before the oldest one is awaited (default 1: one page at a time). */
  inFlight?: number;
  /** Called after each record written. */
  onProgress?: (counts: BatchCounts) => void;
}

/** Writes one record per page of `entries`, in input order, extracted by `job`; counts the skipped ones. */
export async function writeBatchRecords(
  entries: AsyncIterable<SourceEntry>,
  job: RecordJob,
  out: RecordOutput,
  { inFlight = 1, onProgress }: BatchOptions = {},
): Promise<BatchTotals> {
  const counts: BatchCounts = { pages: 0, failed: 0, doubtful: 0, skipped: 0, bytesRead: 0 };
  const doubtful = new DoubtfulPages();
  const pending: { record: Promise<RecordLine>; bytesRead: number }[] = [];
  const writeOldest = async () => {
    const { record, bytesRead } = pending.shift()!;
    const done = await record;
    await out.write(done.line + '\n');
    counts.pages++;
    if (done.failed) counts.failed++;
    if (done.estimate !== undefined) {
      doubtful.add(done.estimate);
      counts.doubtful = doubtful.count;
    }
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
  return { ...counts, leastConfident: doubtful.leastConfident };
}

async function recordOf(item: BatchItem, job: PageJob): Promise<BatchRecord> {
  const { id, url, html, charset, error } = item;
  const head = recordHead(item);
  if (error !== undefined || html === undefined) return { ...head, ms: 0, error: error ?? 'no html' };
  try {
    return { ...head, ...(await job({ html, charset, url }, id)) };
  } catch (err) {
    return { ...head, ms: 0, error: (err as Error).message };
  }
}
