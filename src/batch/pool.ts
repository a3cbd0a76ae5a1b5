// Parallel batch extraction: worker threads, each with its own extractor (the model is loaded once per
// worker). Each worker holds the page it extracts and the next one (PAGES_PER_WORKER), and sends back whole record
// lines: parsing a JSONL line, extracting and serialising the record all happen there, leaving the main thread to
// read lines and write records. A worker that dies (an uncaught error, out of memory) fails only the page it was
// extracting; its next page goes back to the queue, and a fresh worker takes its place. A page still running after
// the time budget is recorded as `{error: "timeout"}` and its worker is stopped and replaced (synchronous extraction
// cannot be interrupted otherwise).
import * as path from 'path';
import { Worker } from 'worker_threads';
import { Web2TextError } from '../errors';
import type { PageOutcome } from './page-job';
import { failedRecord, type RecordLine } from './records';
import type { BatchItem, UnparsedLine } from './source';
import type { ExtractorInfo } from '../extractor';
import type { ExtractOptions } from '../inference/extract';

/**
 * Pages a batch keeps in flight per worker. Records are written in input order, so a long page holds back the
 * ones after it; with enough queued, the other workers keep busy meanwhile (2 → 16 per worker: 143 → 157
 * pages/s on 2 cores, 1,592 CleanEval pages).
 */
export const PAGES_IN_FLIGHT_PER_WORKER = 16;

/**
 * Pages a worker is sent before it is done with the first: the next page waits in its port, so that it starts as soon
 * as the page before is done, not once the main thread has read that page's record and sent another.
 */
const PAGES_PER_WORKER = 2;

export interface PoolTask {
  seq: number;
  entry: BatchItem | UnparsedLine;
}

export type PoolReply =
  | { type: 'ready'; name: string; info?: ExtractorInfo }
  | { type: 'failed'; message: string; /** The worker's error was a domain error (errors.ts), not a bug. */ domainError: boolean }
  | { type: 'done'; seq: number; record: RecordLine };

/** The worker script beside this file: .js in dist, .ts when running from source through tsx. */
const WORKER_FILE = path.join(__dirname, `pool-worker${path.extname(__filename)}`);

function spawnWorker(options: ExtractOptions): Worker {
  if (!WORKER_FILE.endsWith('.ts')) return new Worker(WORKER_FILE, { workerData: options });
  // From source: tsx's require hook first (a dev dependency, as tsx itself), then the TypeScript worker. tsx's
  // own flags are not passed on: its ESM hooks do not reach a worker's entry script.
  const code = `require('tsx/cjs'); require(${JSON.stringify(WORKER_FILE)});`;
  return new Worker(code, { eval: true, workerData: options, execArgv: [] });
}

interface Job {
  task: PoolTask;
  resolve: (record: RecordLine) => void;
}

interface Slot {
  worker: Worker;
  /** The jobs sent to the worker, in order: the first is the page it extracts, the others wait in its port. */
  jobs: Job[];
  /** The first job's time budget. */
  timer?: NodeJS.Timeout;
}

/** The error of a page over its time budget. */
export const TIMEOUT_ERROR = 'timeout';

/** setTimeout's longest delay (≈ 24.8 days); Node fires a longer one after 1 ms, which would time out every page. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** A worker being started: the thread, and its extractor's name once built (or why it could not be). */
interface StartingWorker {
  worker: Worker;
  ready: Promise<{ worker: Worker; name: string; info?: ExtractorInfo }>;
}

/** Starts a worker; `ready` resolves once its extractor is built (or rejects with the reason it could not be). */
function startWorker(options: ExtractOptions): StartingWorker {
  const worker = spawnWorker(options);
  const ready = new Promise<{ worker: Worker; name: string; info?: ExtractorInfo }>((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`batch worker exited with code ${code} while starting`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (reply: PoolReply) => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      if (reply.type === 'ready') return resolve({ worker, name: reply.name, info: reply.info });
      void worker.terminate();
      const message = reply.type === 'failed' ? reply.message : 'batch worker sent a result before it was ready';
      reject(reply.type === 'failed' && reply.domainError ? new Web2TextError(message) : new Error(message));
    });
  });
  return { worker, ready };
}

export class ExtractionPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  /** Replacement workers still building their extractor. */
  private readonly starting = new Set<Worker>();
  private seq = 0;
  private started: number;
  private closed = false;
  /** Set when a dead worker could not be replaced: every page still to come fails with it. */
  private brokenReason: string | null = null;

  private constructor(
    private readonly options: ExtractOptions,
    /** Worker threads the pool keeps running. */
    readonly threads: number,
    /** Time budget of one page in ms; 0: none. */
    private readonly pageTimeoutMs: number,
    /** The method's name and what its extractor says about itself (as built in the first worker). */
    readonly name: string,
    readonly info: ExtractorInfo | undefined,
  ) {
    this.started = threads;
  }

  /** Starts `size` workers; rejects (with every worker stopped) when the extractor cannot be built. */
  static async create(options: ExtractOptions, size: number, pageTimeoutMs = 0): Promise<ExtractionPool> {
    const started = await Promise.allSettled(Array.from({ length: size }, () => startWorker(options).ready));
    const failure = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    const workers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    if (failure !== undefined) {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
      throw failure.reason;
    }
    const pool = new ExtractionPool(options, size, pageTimeoutMs, workers[0].name, workers[0].info);
    for (const { worker } of workers) pool.adopt(worker);
    return pool;
  }

  /** Worker threads started so far, each building its own extractor: `threads`, plus one per thread replaced. */
  get threadsStarted(): number {
    return this.started;
  }

  /** Why every page now fails, when a dead worker could not be replaced; else null. */
  get broken(): string | null {
    return this.brokenReason;
  }

  /** The record of one input entry, extracted on the next idle worker. */
  run(entry: BatchItem | UnparsedLine): Promise<RecordLine> {
    if (this.brokenReason !== null) return Promise.resolve(failedRecord(entry, { ms: 0, error: this.brokenReason }));
    return new Promise((resolve) => {
      this.queue.push({ task: { seq: this.seq++, entry }, resolve });
      this.dispatch();
    });
  }

  /** Stops every worker, replacements still starting too (else the process waits for their extractor). */
  async close(): Promise<void> {
    this.closed = true;
    for (const slot of this.slots) clearTimeout(slot.timer);
    await Promise.all([...this.slots.map((slot) => slot.worker), ...this.starting].map((worker) => worker.terminate()));
  }

  private adopt(worker: Worker): void {
    const slot: Slot = { worker, jobs: [] };
    this.slots.push(slot);
    worker.on('message', (reply: PoolReply) => {
      if (reply.type !== 'done' || slot.jobs.length === 0 || slot.jobs[0].task.seq !== reply.seq) return;
      this.finish(slot, reply.record);
      // The worker goes on with its next page now.
      if (slot.jobs.length > 0) this.startBudget(slot);
      this.dispatch();
    });
    let reason = 'stopped';
    worker.on('error', (err) => {
      reason = err.message;
    });
    worker.on('exit', (code) => {
      if (this.closed || !this.slots.includes(slot)) return;
      this.retire(slot, { ms: 0, error: `batch worker died on this page (exit code ${code}): ${reason}` });
    });
  }

  /** Hands the first job's record over. */
  private finish(slot: Slot, record: RecordLine): void {
    clearTimeout(slot.timer);
    slot.jobs.shift()?.resolve(record);
  }

  /**
   * Takes a worker out of the pool (the page it was extracting failed with `outcome`; the pages waiting in its port go
   * back to the front of the queue, in order) and starts a fresh one.
   */
  private retire(slot: Slot, outcome: PageOutcome): void {
    this.slots.splice(this.slots.indexOf(slot), 1);
    if (slot.jobs.length > 0) this.finish(slot, failedRecord(slot.jobs[0].task.entry, outcome));
    this.queue.unshift(...slot.jobs.splice(0));
    void this.replace();
    this.dispatch();
  }

  private startBudget(slot: Slot): void {
    if (this.pageTimeoutMs <= 0) return;
    slot.timer = setTimeout(() => {
      this.retire(slot, { ms: this.pageTimeoutMs, error: TIMEOUT_ERROR });
      void slot.worker.terminate();
    }, Math.min(this.pageTimeoutMs, LONGEST_TIMER_MS));
  }

  private async replace(): Promise<void> {
    const starting = startWorker(this.options);
    this.started++;
    this.starting.add(starting.worker);
    try {
      const { worker } = await starting.ready;
      if (this.closed) return void worker.terminate();
      this.adopt(worker);
      this.dispatch();
    } catch (err) {
      if (this.closed || this.slots.length > 0) return;
      this.brokenReason = `no batch worker left: ${(err as Error).message}`;
      for (const job of this.queue.splice(0)) job.resolve(failedRecord(job.task.entry, { ms: 0, error: this.brokenReason }));
    } finally {
      this.starting.delete(starting.worker);
    }
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      while (slot.jobs.length < PAGES_PER_WORKER && this.queue.length > 0) {
        const job = this.queue.shift()!;
        slot.jobs.push(job);
        slot.worker.postMessage(job.task);
        if (slot.jobs.length === 1) this.startBudget(slot);
      }
    }
  }
}
