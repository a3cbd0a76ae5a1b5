// runShardWorker(): takes shards from the BullMQ queue one at a time and extracts each into
// <output-dir>/<shard>.jsonl(.gz): written to a temporary file beside it, renamed into place once whole, so a
// shard's output either does not exist or holds every record once. A failed shard is retried by BullMQ up to its
// job's attempts; a worker that dies holds its shard's lock no longer than `stallSeconds`, after which BullMQ's
// stalled-job check hands the shard to another worker.
import { randomBytes } from 'crypto';
import { promises as fs } from 'fs';
import { hostname } from 'os';
import * as path from 'path';
import type { Job, Queue as JobQueue } from 'bullmq';
import { runBatch } from '../batch/run';
import type { BatchCounts } from '../batch/records';
import type { ExtractOptions } from '../inference/extract';
import { checkWritableFolder } from '../files/output-files';
import { bullmq, checkRedis, connectionOptions, DEFAULT_QUEUE } from './connection';
import { shardOutputFile, type ShardJobData, type ShardResult } from './shards';

/** Seconds a shard stays locked to a worker that stopped answering before another may take it. */
export const DEFAULT_STALL_SECONDS = 30;
/** Times a shard may be taken from a dead worker before it is failed (a page that kills every worker). */
const MAX_STALLS = 2;
/** How often an `untilEmpty` worker looks whether anything is left. */
const EMPTY_POLL_MS = 1000;

export interface ShardWorkerOptions extends ExtractOptions {
  redis: string;
  outputDir: string;
  queue?: string;
  /** Worker threads per shard (as `extract --jobs`); 1 = in this thread. */
  jobs?: number;
  /** Write `<shard>.jsonl.gz` instead of `<shard>.jsonl`. */
  gzip?: boolean;
  /** Stop once no shard is waiting, running or due for a retry. */
  untilEmpty?: boolean;
  stallSeconds?: number;
  /** Stop taking shards (the one in hand is finished first). */
  signal?: AbortSignal;
  onEvent?: (event: WorkerEvent) => void;
}

export type WorkerEvent =
  | { type: 'ready'; queue: string }
  | { type: 'shard-start'; shard: string; file: string; attempt: number }
  | { type: 'shard-progress'; shard: string; counts: BatchCounts; bytes: number }
  | { type: 'shard-done'; shard: string; result: ShardResult }
  | { type: 'shard-failed'; shard: string; reason: string; /** No tries left: the shard stays failed. */ final: boolean }
  | { type: 'error'; message: string };

export interface WorkerSummary {
  shards: number;
  failedShards: number;
  pages: number;
  failed: number;
  skipped: number;
  seconds: number;
}

const partPrefix = (shard: string) => `.${shard}.part-`;

/** Removes the temporary files of a shard left by a worker that died on it. */
async function removeDeadParts(dir: string, shard: string): Promise<void> {
  const names = await fs.readdir(dir);
  await Promise.all(names.filter((n) => n.startsWith(partPrefix(shard))).map((n) => fs.rm(path.join(dir, n), { force: true })));
}

export async function runShardWorker(options: ShardWorkerOptions): Promise<WorkerSummary> {
  const { redis, outputDir, queue = DEFAULT_QUEUE, jobs = 1, gzip = false, untilEmpty = false, stallSeconds = DEFAULT_STALL_SECONDS, signal, onEvent, ...extractOptions } =
    options;
  await checkWritableFolder(outputDir, { keepFolders: true });
  await checkRedis(redis);
  const started = performance.now();
  const summary: WorkerSummary = { shards: 0, failedShards: 0, pages: 0, failed: 0, skipped: 0, seconds: 0 };
  const workerId = `${hostname()}-${process.pid}`;

  const writeShard = async (job: Job<ShardJobData, ShardResult>): Promise<ShardResult> => {
    const { shard, file } = job.data;
    onEvent?.({ type: 'shard-start', shard, file, attempt: job.attemptsMade + 1 });
    await removeDeadParts(outputDir, shard);
    const output = shardOutputFile(outputDir, shard, gzip);
    const part = path.join(outputDir, `${partPrefix(shard)}${workerId}-${randomBytes(4).toString('hex')}${gzip ? '.jsonl.gz' : '.jsonl'}`);
    let bytes = 0;
    try {
      const batch = await runBatch({
        ...extractOptions,
        input: file,
        output: part,
        jobs,
        // Shards keep extracting in this thread (a page that kills the process stalls the shard, MAX_STALLS):
        // a per-page budget would start a worker thread and load the model once per shard.
        pageTimeoutMs: 0,
        onStart: (start) => (bytes = start.bytes),
        onProgress: (counts) => onEvent?.({ type: 'shard-progress', shard, counts, bytes }),
      });
      await fs.rename(part, output);
      const result: ShardResult = { output, pages: batch.pages, failed: batch.failed, skipped: batch.skipped, seconds: batch.seconds };
      summary.shards++;
      summary.pages += batch.pages;
      summary.failed += batch.failed;
      summary.skipped += batch.skipped;
      onEvent?.({ type: 'shard-done', shard, result });
      return result;
    } catch (err) {
      await fs.rm(part, { force: true });
      throw err;
    }
  };

  const connection = connectionOptions(redis);
  const { Queue, Worker } = bullmq();
  const worker = new Worker<ShardJobData, ShardResult>(queue, writeShard, {
    connection,
    concurrency: 1,
    lockDuration: stallSeconds * 1000,
    stalledInterval: stallSeconds * 1000,
    maxStalledCount: MAX_STALLS,
  });
  worker.on('failed', (job, err) => {
    if (job === undefined) return;
    const final = job.attemptsMade >= (job.opts.attempts ?? 1);
    if (final) summary.failedShards++;
    onEvent?.({ type: 'shard-failed', shard: job.data.shard, reason: err.message, final });
  });
  worker.on('error', (err) => onEvent?.({ type: 'error', message: err.message }));
  const left = new Queue(queue, { connection });
  try {
    await worker.waitUntilReady();
    onEvent?.({ type: 'ready', queue });
    await stopped(signal, untilEmpty ? () => isEmpty(left) : null);
    await worker.close();
  } finally {
    await left.close();
  }
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

async function isEmpty(queue: JobQueue): Promise<boolean> {
  const counts = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed');
  return Object.values(counts).every((n) => n === 0);
}

/** Resolves when `signal` aborts or, when given, `empty()` says the queue is done. */
async function stopped(signal: AbortSignal | undefined, empty: (() => Promise<boolean>) | null): Promise<void> {
  for (;;) {
    if (signal?.aborted) return;
    if (empty !== null && (await empty())) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, EMPTY_POLL_MS);
      function done() {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      }
      signal?.addEventListener('abort', done);
    });
  }
}
