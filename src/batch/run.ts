// runBatch(): extract every page of a folder of .html files or a JSONL file of {id, html} into JSONL records
// {id, text, method, ms} or {id, ms, error}, in input order, in this thread or on worker threads.
import type { Writable } from 'stream';
import type { ExtractorInfo } from '../extractor';
import { openOutputStream } from '../output-files';
import { openBatchSource } from './source';
import { ExtractionPool, PAGES_IN_FLIGHT_PER_WORKER } from './pool';
import { timedOutcome, writeBatchRecords, type BatchSummary, type PageJob } from './records';
import type { ExtractOptions } from '../inference/extract';
import { createExtractor, DEFAULT_METHOD } from '../inference/registry';

export interface BatchStart {
  /** The method's name and what its extractor says about itself. */
  method: string;
  info?: ExtractorInfo;
  /** Worker threads (0: extraction runs in this thread). */
  workers: number;
  /** Number of pages when known up front (a folder), else undefined. */
  total?: number;
  /** Input size in bytes, for progress through a JSONL stream. */
  bytes: number;
}

export interface BatchRunOptions extends ExtractOptions {
  /** A folder of .html/.htm files, or a JSONL file of {id, html} (other fields ignored). */
  input: string;
  /** A file to write (its folders are created), or a stream. */
  output: string | Writable;
  /** Pages extracted in parallel by this many worker threads, each loading the model; 1 = in this thread. */
  jobs?: number;
  /** Called once the extractor is ready, before the first page. */
  onStart?: (start: BatchStart) => void;
  /** Called after each record (records written, input bytes read). */
  onProgress?: (done: number, bytesRead: number) => void;
}

export async function runBatch(options: BatchRunOptions): Promise<BatchSummary> {
  const { input, output, jobs = 1, onStart, onProgress, ...extractOptions } = options;
  const source = await openBatchSource(input);
  let pool: ExtractionPool | null = null;
  let job: PageJob;
  let start: BatchStart;
  if (jobs > 1) {
    const started = await ExtractionPool.create(extractOptions, jobs);
    pool = started;
    job = (html) => started.run(html);
    start = { method: started.name, info: started.info, workers: jobs, total: source.total, bytes: source.bytes };
  } else {
    const extractor = await createExtractor(extractOptions.method ?? DEFAULT_METHOD, extractOptions);
    job = async (html) => timedOutcome(extractor, html, extractOptions);
    start = { method: extractor.name, info: extractor.info, workers: 0, total: source.total, bytes: source.bytes };
  }
  try {
    onStart?.(start);
    const out = typeof output === 'string' ? await openOutputStream(output) : output;
    const summary = await writeBatchRecords(source, job, out, {
      inFlight: pool === null ? 1 : jobs * PAGES_IN_FLIGHT_PER_WORKER,
      onProgress,
    });
    if (typeof output === 'string') await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    return summary;
  } finally {
    await pool?.close();
  }
}
