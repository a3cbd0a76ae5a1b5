// runBatch(): extract every page of a folder of pages, a JSONL file of {id, html} or a WARC file into JSONL
// records {id, url?, status?, text, method, ms} or {id, url?, status?, ms, error}, in input order, in this thread or on worker
// threads; with `resume`, continue an output file that a killed run left behind (resume.ts).
import { promises as fs } from 'fs';
import type { Writable } from 'stream';
import { InputError } from '../errors';
import { checkOptions } from '../option-checks';
import { BATCH_OPTIONS } from '../options';
import type { ExtractorInfo } from '../extractor';
import type { ExtractOptions } from '../inference/extract';
import { createExtractor, DEFAULT_METHOD } from '../inference/registry';
import type { DoubtfulPage } from './doubtful-pages';
import { refuseOutputOverInput } from './output-over-input';
import { DEFAULT_PAGE_TIMEOUT_MS } from './page-timeout';
import { openRecordFile, streamRecordOutput, type RecordOutput } from './record-output';
import { ExtractionPool, PAGES_IN_FLIGHT_PER_WORKER } from './pool';
import { pageOutcome } from './page-job';
import { recordJob, writeBatchRecords, type BatchCounts, type RecordJob } from './records';
import { checkRecordOptions, recordOptionsOf, writeRecordOptions, type RecordOptions } from './record-options';
import { afterWrittenPages, recoverRecordFile, type WrittenRecords } from './resume';
import { openBatchSource, STANDARD_INPUT } from './source';

export interface BatchStart {
  /** The method's name and what its extractor says about itself. */
  method: string;
  info?: ExtractorInfo;
  /** Worker threads (0: extraction runs in this thread). */
  workers: number;
  /** Number of pages when known up front (a folder), else undefined. */
  total?: number;
  /** Input size in bytes (compressed for .gz), for progress through a file. */
  bytes: number;
  /** Records already in the output that a resumed run keeps. */
  resumed: number;
  /** Subfolders of an input folder that were not read (no `recursive`). */
  skippedFolders: number;
  /** Files of an input folder that were not read: pages neither by their names (.html, .htm …) nor by their first bytes. */
  otherFiles: readonly string[];
  /** Hidden files of an input folder named as page files (`.page.html`, macOS's `._page.html`), not read. */
  hiddenPageFiles: readonly string[];
  /** Entries of an input folder that are neither files nor folders (a named pipe, a socket, a device), not read. */
  specialFiles: readonly string[];
  /**
   * A resumed run whose output has records but no file that says how they were made (record-options.ts; outputs
   * of versions that kept none): its options could not be checked against theirs.
   */
  uncheckedResume: boolean;
}

export interface BatchSummary {
  /** Records written by this run, `failed` of them errors. */
  pages: number;
  failed: number;
  /** Pages of this run whose output is doubtful (confidence below DOUBTFUL_BELOW), and the least confident of them. */
  doubtful: number;
  leastConfident: DoubtfulPage[];
  /** Input records that are not pages (a WARC's requests, metadata, non-HTML responses). */
  skipped: number;
  /** Records a resumed run found in the output and kept, `resumedFailed` of them errors. */
  resumed: number;
  resumedFailed: number;
  seconds: number;
  pagesPerSecond: number;
}

export interface BatchRunOptions extends ExtractOptions {
  /** A folder of pages (files named .html, .htm, .xhtml …, or that start as HTML; gzipped too) or one page file, a JSONL file of {id, html} (.jsonl.gz too; '-': standard input), or a .warc / .warc.gz file. */
  input: string;
  /** Read the subfolders of an input folder too (page ids are paths in the folder); default false. */
  recursive?: boolean;
  /** A file to write (.jsonl, or .jsonl.gz; its folders are created), or a stream. */
  output: string | Writable;
  /** Pages extracted in parallel by this many worker threads, each loading the model; default 1. */
  jobs?: number;
  /**
   * Time budget of one page in ms (default 30,000): a page still running then is recorded as `{error:
   * "timeout"}`, its worker thread is replaced and the batch goes on. 0: no budget, and with `jobs` 1 the pages
   * are extracted in this thread.
   */
  pageTimeoutMs?: number;
  /**
   * Keep the whole records of an existing output file and continue after them, instead of starting over; an
   * InputError when they were made with other options (the file record-options.ts keeps beside the output).
   */
  resume?: boolean;
  /**
   * Replace an output file that already holds records. Without it (or `resume`) such a file is refused with an
   * InputError and left as it is: a long run's records are not lost to a command run again without --resume.
   */
  overwrite?: boolean;
  /** Called once the extractor is ready, before the first page. */
  onStart?: (start: BatchStart) => void;
  /** Called after each record written. */
  onProgress?: (counts: BatchCounts) => void;
}

interface Extraction {
  job: RecordJob;
  inFlight: number;
  start: Pick<BatchStart, 'method' | 'info' | 'workers'>;
  close(): Promise<void>;
}

/** Pages run on worker threads for parallel jobs, and for a time budget (a running page cannot be stopped otherwise). */
function onWorkers(jobs: number, pageTimeoutMs: number): boolean {
  return jobs > 1 || pageTimeoutMs > 0;
}

/** Extraction on the threads of `pool`. */
function poolExtraction(pool: ExtractionPool): Extraction {
  return {
    job: (entry) => pool.run(entry),
    inFlight: pool.threads * PAGES_IN_FLIGHT_PER_WORKER,
    start: { method: pool.name, info: pool.info, workers: pool.threads },
    close: () => pool.close(),
  };
}

async function startExtraction(options: ExtractOptions, jobs: number, pageTimeoutMs: number): Promise<Extraction> {
  if (onWorkers(jobs, pageTimeoutMs)) return poolExtraction(await ExtractionPool.create(options, jobs, pageTimeoutMs));
  const extractor = await createExtractor(options.method ?? DEFAULT_METHOD, options);
  return {
    job: recordJob(async (page) => pageOutcome(extractor, page, options)),
    inFlight: 1,
    start: { method: extractor.name, info: extractor.info, workers: 0 },
    close: async () => {},
  };
}

/** What to do with an output file that holds records: continue it, replace it, or neither (it is refused). */
interface OutputChoice {
  resume: boolean;
  overwrite: boolean;
}

interface OpenOutput {
  out: RecordOutput;
  written: WrittenRecords;
  uncheckedResume: boolean;
}

/**
 * Opens the output; a resumed one after its whole records, once the options that made them are found to be
 * `recordOptions` (record-options.ts). With `recordOptions`, the file that says how the records are made is written
 * beside a new output; without, none is kept (a queue's shards: each is written whole, never resumed).
 */
async function openOutput(output: string | Writable, { resume, overwrite }: OutputChoice, recordOptions?: RecordOptions): Promise<OpenOutput> {
  if (typeof output !== 'string') {
    if (resume) throw new InputError('resuming a batch needs an output file');
    return { out: streamRecordOutput(output), written: { count: 0, failed: 0 }, uncheckedResume: false };
  }
  if (resume && overwrite) throw new InputError('resume and overwrite exclude each other: --resume continues the output, --overwrite replaces it');
  const existing = await fs.stat(output).catch(() => null);
  const continued = resume && existing !== null && existing.size > 0;
  // Only a file has a place beside it for the options: not /dev/null, a named pipe or a terminal.
  const keptOptions = existing === null || existing.isFile() ? recordOptions : undefined;
  const checked = continued && keptOptions !== undefined ? await checkRecordOptions(output, keptOptions) : true;
  const written = continued ? await recoverRecordFile(output) : { count: 0, failed: 0 };
  const out = await openRecordFile(output, { append: continued, replace: overwrite });
  if (keptOptions !== undefined && written.count === 0) writeRecordOptions(output, keptOptions);
  return { out, written, uncheckedResume: written.count > 0 && !checked };
}

export async function runBatch(options: BatchRunOptions): Promise<BatchSummary> {
  checkOptions(BATCH_OPTIONS, options);
  const { jobs = 1, pageTimeoutMs = DEFAULT_PAGE_TIMEOUT_MS, ...batch } = options;
  return writeBatch(batch, onWorkers(jobs, pageTimeoutMs), (extractOptions) => startExtraction(extractOptions, jobs, pageTimeoutMs), true);
}

/**
 * runBatch on the threads of a pool started beforehand with the same extraction options, which stays open after
 * the batch: a queue worker's, which loads the model once for all its shards.
 */
export async function runBatchOnPool(pool: ExtractionPool, options: Omit<BatchRunOptions, 'jobs' | 'pageTimeoutMs'>): Promise<BatchSummary> {
  checkOptions(BATCH_OPTIONS, options);
  return writeBatch(options, true, async () => ({ ...poolExtraction(pool), close: async () => {} }), false);
}

/**
 * Reads the input, extracts each page with the extraction `start` gives (once the input and output are open), writes
 * the records; `keepsRecordOptions`: an output file says how its records are made, a resumed one is checked, and
 * one that holds records is replaced only with `overwrite` (a queue's shards, each written whole, are replaced).
 */
async function writeBatch(
  options: Omit<BatchRunOptions, 'jobs' | 'pageTimeoutMs'>,
  onWorkerThreads: boolean,
  start: (options: ExtractOptions) => Promise<Extraction>,
  keepsRecordOptions: boolean,
): Promise<BatchSummary> {
  const { input, output, resume = false, overwrite = !keepsRecordOptions, recursive, onStart, onProgress, ...extractOptions } = options;
  if (typeof output === 'string' && input !== STANDARD_INPUT) refuseOutputOverInput(input, output);
  // On worker threads, JSONL lines are decoded and parsed where they are extracted.
  const source = await openBatchSource(input, { recursive, maxPageBytes: extractOptions.maxPageBytes, rawJsonl: onWorkerThreads, encoding: extractOptions.encoding, url: extractOptions.url });
  const { out, written, uncheckedResume } = await openOutput(output, { resume, overwrite }, keepsRecordOptions ? recordOptionsOf(extractOptions) : undefined);
  let extraction: Extraction | null = null;
  try {
    extraction = await start(extractOptions);
    const { skippedFolders = 0, otherFiles = [], hiddenPageFiles = [], specialFiles = [] } = source;
    onStart?.({ ...extraction.start, total: source.total, bytes: source.bytes, resumed: written.count, skippedFolders, otherFiles, hiddenPageFiles, specialFiles, uncheckedResume });
    const started = performance.now();
    const entries = written.count > 0 ? afterWrittenPages(source.entries, written, output as string) : source.entries;
    const counts = await writeBatchRecords(entries, extraction.job, out, { inFlight: extraction.inFlight, onProgress });
    const seconds = (performance.now() - started) / 1000;
    const { pages, failed, doubtful, leastConfident, skipped } = counts;
    const resumed = { resumed: written.count, resumedFailed: written.failed };
    return { pages, failed, doubtful, leastConfident, skipped, ...resumed, seconds, pagesPerSecond: seconds > 0 ? pages / seconds : 0 };
  } finally {
    await out.close();
    await extraction?.close();
  }
}
