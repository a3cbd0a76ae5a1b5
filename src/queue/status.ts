// queueStatus(): the shards of the queue by state, the pages the finished ones hold, the pages/s of the whole
// crawl so far (from the first shard started to the last one finished), why failed shards failed, and which of
// the queue's shards (manifest.ts) have no output yet, with what became of each.
import { existsSync } from 'fs';
import type { Job } from 'bullmq';
import { checkOptions } from '../option-checks';
import { bullmq, connectionOptions, connectOnce, DEFAULT_QUEUE, serverOf, type RedisTarget } from './connection';
import { readManifest } from './manifest';
import { QUEUE_STATUS_OPTIONS } from './options';
import { shardJobId, shardOutputFile, type ShardJobData, type ShardResult } from './shards';

export interface FailedShard {
  shard: string;
  file: string;
  attempts: number;
  reason: string;
}

/** A shard of the queue that has no output: its job's state, or `lost` when the queue no longer has its job. */
export interface ShardWithoutOutput {
  shard: string;
  file: string;
  state: string;
}

export interface QueueStatus {
  /** Shards ever added to the queue (its list, manifest.ts). */
  shards: number;
  waiting: number;
  active: number;
  delayed: number;
  done: number;
  failed: number;
  /** Pages in the outputs of the finished shards, and how many of them are errors. */
  pages: number;
  failedPages: number;
  pagesPerSecond: number;
  failedShards: FailedShard[];
  /** The queue's shards that are not done (or, with `outputDir`, whose output file is not there). */
  withoutOutput: ShardWithoutOutput[];
}

/** Jobs fetched from Redis per call. */
const PAGE_SIZE = 1000;

async function* jobsOf(list: (start: number, end: number) => Promise<Job<ShardJobData, ShardResult>[]>): AsyncGenerator<Job<ShardJobData, ShardResult>> {
  for (let start = 0; ; start += PAGE_SIZE) {
    const jobs = await list(start, start + PAGE_SIZE - 1);
    yield* jobs;
    if (jobs.length < PAGE_SIZE) return;
  }
}

export interface QueueStatusOptions {
  redis: RedisTarget;
  queue?: string;
  /** The workers' output folder, when it can be seen from here: a done shard without its file there is listed. */
  outputDir?: string;
}

export async function queueStatus(options: QueueStatusOptions): Promise<QueueStatus> {
  checkOptions(QUEUE_STATUS_OPTIONS, options);
  const { redis: target, queue = DEFAULT_QUEUE, outputDir } = options;
  const redis = serverOf(target);
  const client = await connectOnce(redis);
  const jobs = new (bullmq().Queue)<ShardJobData, ShardResult>(queue, { connection: connectionOptions(redis) });
  try {
    const manifest = await readManifest(client, queue);
    const withoutOutput: ShardWithoutOutput[] = [];
    for (const { shard, file } of manifest) {
      const job = await jobs.getJob(shardJobId(shard));
      const state = job === undefined ? 'lost' : await job.getState();
      if (state !== 'completed') withoutOutput.push({ shard, file, state });
      else if (outputDir !== undefined && !hasOutput(outputDir, shard)) withoutOutput.push({ shard, file, state: 'completed, output missing' });
    }
    const counts = await jobs.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'completed', 'failed');
    let pages = 0;
    let failedPages = 0;
    let firstStart = Infinity;
    let lastFinish = 0;
    for await (const job of jobsOf((start, end) => jobs.getCompleted(start, end))) {
      pages += job.returnvalue?.pages ?? 0;
      failedPages += job.returnvalue?.failed ?? 0;
      firstStart = Math.min(firstStart, job.processedOn ?? Infinity);
      lastFinish = Math.max(lastFinish, job.finishedOn ?? 0);
    }
    const failedShards: FailedShard[] = [];
    for await (const job of jobsOf((start, end) => jobs.getFailed(start, end))) {
      failedShards.push({ shard: job.data.shard, file: job.data.file, attempts: job.attemptsMade, reason: job.failedReason });
    }
    const seconds = (lastFinish - firstStart) / 1000;
    return {
      shards: manifest.length,
      waiting: counts.waiting + counts.prioritized,
      active: counts.active,
      delayed: counts.delayed,
      done: counts.completed,
      failed: counts.failed,
      pages,
      failedPages,
      pagesPerSecond: seconds > 0 ? Math.round((pages / seconds) * 10) / 10 : 0,
      failedShards,
      withoutOutput,
    };
  } finally {
    await jobs.close();
    client.disconnect();
  }
}

/** Whether the shard's output (plain or gzipped) is in `outputDir`. */
export function hasOutput(outputDir: string, shard: string): boolean {
  return existsSync(shardOutputFile(outputDir, shard, false)) || existsSync(shardOutputFile(outputDir, shard, true));
}
