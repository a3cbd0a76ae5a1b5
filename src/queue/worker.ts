// runShardWorker(): takes shards from the BullMQ queue one at a time and extracts each into
// <output-dir>/<shard>.jsonl(.gz): written to a temporary file beside it, renamed into place once whole, so a
// shard's output either does not exist or holds every record once. Pages run on worker threads started once,
// before the first shard (the model is loaded once per thread, not per shard), each within the page time limit of a
// local batch: no page holds the main thread, which renews the shard's lock. A failed shard is retried by BullMQ up
// to its job's attempts; a worker that dies holds its shard's lock no longer than `stallSeconds`, after which BullMQ's
// stalled-job check hands the shard to another worker. A shard whose output is already there (a shard queued
// again after a restart of Redis, or after a worker lost its lock) is done without extracting it again; a job
// whose data would make the worker read or write outside its folders is failed for good (shards.ts). A worker that
// runs until the queue is empty checks the queue's list of shards (manifest.ts) before it stops: a shard whose
// job the queue lost is queued again, and the shards left without output are named in its summary. The summary
// counts the pages whose output is doubtful, as a local batch's does (batch/doubtful-pages.ts).
import { randomBytes } from 'crypto';
import { existsSync, promises as fs } from 'fs';
import { hostname } from 'os';
import * as path from 'path';
import type { Job, Queue as JobQueue } from 'bullmq';
import { DoubtfulPages, type DoubtfulPage } from '../batch/doubtful-pages';
import { DEFAULT_PAGE_TIMEOUT_MS } from '../batch/page-timeout';
import { ExtractionPool } from '../batch/pool';
import { runBatchOnPool } from '../batch/run';
import type { BatchCounts } from '../batch/records';
import { refuseOneUrlForMany, type BatchId } from '../batch/source';
import { InputError, InputOptionError, Web2TextError } from '../errors';
import { jsonlLines } from '../files/jsonl-lines';
import type { ExtractOptions } from '../inference/extract';
import { checkWritableFolder } from '../files/output-files';
import { checkOptions } from '../option-checks';
import { queueShard } from './add';
import { bullmq, checkRedis, connectionOptions, DEFAULT_QUEUE, reconnectingClient, redactedMessage, serverOf, type RedisTarget } from './connection';
import { readManifest } from './manifest';
import { SHARD_WORKER_OPTIONS } from './options';
import { checkedJob, shardJobId, shardOutputFile, type ShardJobData, type ShardResult } from './shards';
import { hasOutput, type ShardWithoutOutput } from './status';

/** Seconds a shard stays locked to a worker that stopped answering before another may take it. */
export const DEFAULT_STALL_SECONDS = 30;
/** Times a shard may be taken from a dead worker before it is failed (a page that kills the worker process every time). */
const MAX_STALLS = 2;
/** How often an `untilEmpty` worker looks whether anything is left. */
const EMPTY_POLL_MS = 1000;

export interface ShardWorkerOptions extends ExtractOptions {
  redis: RedisTarget;
  /** The folder the shards' files must be in (links resolved): a job naming a file elsewhere is refused. */
  inputDir: string;
  outputDir: string;
  queue?: string;
  /** Worker threads extracting pages (as `extract --jobs`), started once for all shards; default 1. */
  jobs?: number;
  /** Time budget of one page in ms, as runBatch's (default 30,000): a page still running then is recorded as `{error: "timeout"}`; 0: none. */
  pageTimeoutMs?: number;
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
  | { type: 'ready'; queue: string; method: string; /** Worker threads extracting pages. */ threads: number }
  | { type: 'shard-start'; shard: string; file: string; attempt: number }
  | { type: 'shard-progress'; shard: string; counts: BatchCounts; bytes: number }
  | { type: 'shard-done'; shard: string; result: ShardResult; /** Its output was there already. */ found: boolean }
  | { type: 'shard-requeued'; shard: string; file: string }
  | { type: 'shard-failed'; shard: string; reason: string; /** No tries left: the shard stays failed. */ final: boolean }
  | { type: 'error'; message: string };

/** A doubtful page of a shard. */
export interface ShardDoubtfulPage extends DoubtfulPage {
  shard: string;
}

export interface WorkerSummary {
  shards: number;
  failedShards: number;
  pages: number;
  failed: number;
  /** Pages of the shards done whose output is doubtful (confidence below DOUBTFUL_BELOW), and the least confident of them. */
  doubtful: number;
  leastConfident: ShardDoubtfulPage[];
  skipped: number;
  seconds: number;
  /** Worker threads started, each building the extractor (loading the model): `jobs`, plus one per thread replaced after a page over its time limit or one that killed it. */
  threadsStarted: number;
  /** With `untilEmpty`: the queue's shards left without output when it stopped (failed, or lost). */
  withoutOutput?: ShardWithoutOutput[];
}

const partPrefix = (shard: string) => `.${shard}.part-`;

/** Removes the temporary files of a shard left by a worker that died on it. */
async function removeDeadParts(dir: string, shard: string): Promise<void> {
  const names = await fs.readdir(dir);
  await Promise.all(names.filter((n) => n.startsWith(partPrefix(shard))).map((n) => fs.rm(path.join(dir, n), { force: true })));
}

/** The counts of a shard output that is already there (written whole, then renamed into place). */
async function foundOutput(output: string): Promise<ShardResult> {
  let pages = 0;
  let failed = 0;
  const doubtful = new DoubtfulPages();
  for await (const { text } of jsonlLines(output)) {
    pages++;
    const record = JSON.parse(text) as { id: BatchId; error?: unknown; confidence?: unknown };
    if (record.error !== undefined) failed++;
    if (typeof record.confidence === 'number') doubtful.add({ id: record.id, confidence: record.confidence });
  }
  return { output, pages, failed, doubtful: doubtful.count, leastConfident: doubtful.leastConfident, skipped: 0, seconds: 0 };
}

export async function runShardWorker(options: ShardWorkerOptions): Promise<WorkerSummary> {
  checkOptions(SHARD_WORKER_OPTIONS, options);
  const { redis: target, inputDir, outputDir, pageTimeoutMs = DEFAULT_PAGE_TIMEOUT_MS, queue = DEFAULT_QUEUE, jobs = 1, gzip = false, untilEmpty = false, stallSeconds = DEFAULT_STALL_SECONDS, signal, onEvent, ...extractOptions } =
    options;
  refuseOneUrlForMany(inputDir, extractOptions.url, "a folder of shards, each page with its own url");
  const redis = serverOf(target);
  const inputStat = await fs.stat(inputDir).catch(() => null);
  if (!inputStat?.isDirectory()) throw new InputError(`--input-dir ${inputDir} is not a folder`);
  await checkWritableFolder(outputDir, { keepFolders: true });
  await checkRedis(redis);
  const started = performance.now();
  const doubtful = new DoubtfulPages<ShardDoubtfulPage>();
  const summary: WorkerSummary = { shards: 0, failedShards: 0, pages: 0, failed: 0, doubtful: 0, leastConfident: doubtful.leastConfident, skipped: 0, seconds: 0, threadsStarted: 0 };
  const workerId = `${hostname()}-${process.pid}`;
  const { Queue, Worker, UnrecoverableError, WaitingError } = bullmq();
  const connection = connectionOptions(redis);
  // Stops taking shards: on `signal`, or when the worker can no longer extract (`halted`).
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  signal?.addEventListener('abort', onAbort);
  if (signal?.aborted) stop.abort();
  let halted: Web2TextError | null = null;
  const left = new Queue<ShardJobData>(queue, { connection });
  const client = reconnectingClient(redis);
  // The queue's shards as this worker first saw them: a Redis that comes back without them is noticed.
  const known = new Map((await readManifest(client, queue)).map(({ shard, file }) => [shard, file]));
  let pool: ExtractionPool | null = null;

  const done = (shard: string, result: ShardResult, found: boolean): ShardResult => {
    summary.shards++;
    summary.pages += result.pages;
    summary.failed += result.failed;
    doubtful.addRun(result.doubtful, result.leastConfident.map((page) => ({ shard, ...page })));
    summary.doubtful = doubtful.count;
    summary.skipped += result.skipped;
    onEvent?.({ type: 'shard-done', shard, result, found });
    return result;
  };

  /** The job of a shard: its pages extracted on the threads of `pool`. */
  const shardWriter = (pool: ExtractionPool) => async (job: Job<ShardJobData, ShardResult>, token?: string): Promise<ShardResult> => {
    // BullMQ takes the next shard as it completes one: taken after the stop, it goes back to the queue untouched.
    if (stop.signal.aborted) {
      await job.moveToWait(token);
      throw new WaitingError();
    }
    const checked = await checkedJob(job.data, inputDir);
    if ('refused' in checked) throw new UnrecoverableError(checked.refused);
    const { shard, file } = checked;
    known.set(shard, file);
    onEvent?.({ type: 'shard-start', shard, file, attempt: job.attemptsMade + 1 });
    await removeDeadParts(outputDir, shard);
    const there = [shardOutputFile(outputDir, shard, gzip), shardOutputFile(outputDir, shard, !gzip)].find((candidate) => existsSync(candidate));
    if (there !== undefined) return done(shard, await foundOutput(there), true);
    const output = shardOutputFile(outputDir, shard, gzip);
    const part = path.join(outputDir, `${partPrefix(shard)}${workerId}-${randomBytes(4).toString('hex')}${gzip ? '.jsonl.gz' : '.jsonl'}`);
    let bytes = 0;
    try {
      const batch = await runBatchOnPool(pool, {
        ...extractOptions,
        input: file,
        output: part,
        onStart: (start) => (bytes = start.bytes),
        onProgress: (counts) => onEvent?.({ type: 'shard-progress', shard, counts, bytes }),
      });
      // Its pages ran out of worker threads (a dead one could not be replaced): the shard is not done, nor is this worker.
      if (pool.broken !== null) {
        halted ??= new Web2TextError(`worker stopped: ${pool.broken}`);
        stop.abort();
        throw new Error(pool.broken);
      }
      await fs.rename(part, output);
      const { pages, failed, doubtful, leastConfident, skipped, seconds } = batch;
      return done(shard, { output, pages, failed, doubtful, leastConfident, skipped, seconds }, false);
    } catch (err) {
      await fs.rm(part, { force: true });
      // The same options refuse the same shard at every try.
      if (err instanceof InputOptionError) throw new UnrecoverableError(err.message);
      throw err;
    }
  };

  /** Empty, with no shard the queue lost left to queue again. */
  const finished = async (): Promise<boolean> => {
    if (!(await isEmpty(left))) return false;
    for (const { shard, file } of await readManifest(client, queue)) known.set(shard, file);
    for (const [shard, file] of known) {
      if (hasOutput(outputDir, shard) || (await left.getJob(shardJobId(shard))) !== undefined) continue;
      await queueShard(left, { shard, file });
      onEvent?.({ type: 'shard-requeued', shard, file });
      return false;
    }
    return true;
  };
  /** Takes shards until stopped (or, with `untilEmpty`, until none is left). */
  const takeShards = async (pool: ExtractionPool): Promise<void> => {
    const worker = new Worker<ShardJobData, ShardResult>(queue, shardWriter(pool), {
      connection,
      autorun: false,
      concurrency: 1,
      lockDuration: stallSeconds * 1000,
      stalledInterval: stallSeconds * 1000,
      maxStalledCount: MAX_STALLS,
    });
    worker.on('failed', (job, err) => {
      if (job === undefined) return;
      const final = err instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
      if (final) summary.failedShards++;
      onEvent?.({ type: 'shard-failed', shard: String(job.data?.shard), reason: err.message, final });
    });
    worker.on('error', (err) => onEvent?.({ type: 'error', message: redactedMessage(err.message, redis) }));
    await worker.waitUntilReady();
    const running = worker.run();
    onEvent?.({ type: 'ready', queue, method: pool.name, threads: pool.threads });
    await stopped(stop.signal, untilEmpty ? finished : null);
    await worker.close();
    await running;
  };
  try {
    // Started before the first shard is taken: a model that cannot be loaded stops the worker, not every shard in turn.
    pool = await ExtractionPool.create(extractOptions, jobs, pageTimeoutMs);
    // A stop that came while the model loaded takes no shard.
    if (!stop.signal.aborted) await takeShards(pool);
    if (halted !== null) throw halted;
    if (untilEmpty && !stop.signal.aborted) summary.withoutOutput = await shardsWithoutOutput(left, known, outputDir);
  } finally {
    signal?.removeEventListener('abort', onAbort);
    summary.threadsStarted = pool?.threadsStarted ?? 0;
    await pool?.close();
    await left.close();
    client.disconnect();
  }
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

async function isEmpty(queue: JobQueue): Promise<boolean> {
  const counts = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed');
  return Object.values(counts).every((n) => n === 0);
}

/** The shards of `known` that have no output in `outputDir` and whose job is not done (done elsewhere counts). */
async function shardsWithoutOutput(queue: JobQueue<ShardJobData>, known: ReadonlyMap<string, string>, outputDir: string): Promise<ShardWithoutOutput[]> {
  const without: ShardWithoutOutput[] = [];
  for (const [shard, file] of known) {
    if (hasOutput(outputDir, shard)) continue;
    const job = await queue.getJob(shardJobId(shard));
    const state = job === undefined ? 'lost' : await job.getState();
    if (state !== 'completed') without.push({ shard, file, state });
  }
  return without;
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
