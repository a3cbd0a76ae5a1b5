// queueStatus(): the shards of the queue by state, the pages the finished ones hold, the pages/s of the whole
// crawl so far (from the first shard started to the last one finished), and why failed shards failed.
import type { Job } from 'bullmq';
import { bullmq, checkRedis, connectionOptions, DEFAULT_QUEUE } from './connection';
import type { ShardJobData, ShardResult } from './shards';

export interface FailedShard {
  shard: string;
  file: string;
  attempts: number;
  reason: string;
}

export interface QueueStatus {
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

export async function queueStatus({ redis, queue = DEFAULT_QUEUE }: { redis: string; queue?: string }): Promise<QueueStatus> {
  await checkRedis(redis);
  const jobs = new (bullmq().Queue)<ShardJobData, ShardResult>(queue, { connection: connectionOptions(redis) });
  try {
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
      waiting: counts.waiting + counts.prioritized,
      active: counts.active,
      delayed: counts.delayed,
      done: counts.completed,
      failed: counts.failed,
      pages,
      failedPages,
      pagesPerSecond: seconds > 0 ? Math.round((pages / seconds) * 10) / 10 : 0,
      failedShards,
    };
  } finally {
    await jobs.close();
  }
}
