// addShards(): one job per input file on the BullMQ queue, idempotent: a shard whose job exists (waiting,
// running, done or failed) is not added again, so the same command can be run twice. The shards are recorded in
// the queue's list and on the server's disk before it returns (manifest.ts).
import { promises as fs } from 'fs';
import * as path from 'path';
import type { Queue } from 'bullmq';
import { InputError } from '../errors';
import { fileErrorReason } from '../files/error-reason';
import { checkOptions } from '../option-checks';
import { bullmq, connectionOptions, connectOnce, DEFAULT_QUEUE, redactedUrl, serverOf, type RedisTarget } from './connection';
import { persistQueue, recordShards } from './manifest';
import { ADD_SHARDS_OPTIONS } from './options';
import { shardJobId, shardName, type ShardJobData } from './shards';

/** Tries of a shard before it is failed for good (a retry waits 1 s, then 2 s, 4 s …). */
export const DEFAULT_ATTEMPTS = 3;
const RETRY_DELAY_MS = 1000;

export interface AddShardsOptions {
  redis: RedisTarget;
  files: string[];
  queue?: string;
  attempts?: number;
}

export interface AddedShard {
  shard: string;
  file: string;
  /** `added`, or the state of the job the shard already has (`waiting`, `active`, `completed`, `failed` …). */
  state: string;
}

/** Every file must exist, and two files may not make the same shard (they would write the same output). */
async function shardsOf(files: string[]): Promise<ShardJobData[]> {
  const shards = new Map<string, string>();
  for (const given of files) {
    const file = path.resolve(given);
    const stat = await fs.stat(file).catch((err: unknown) => {
      throw new InputError(`cannot queue ${given}: ${fileErrorReason(err)}`);
    });
    if (!stat.isFile()) throw new InputError(`cannot queue ${given}: ${stat.isDirectory() ? 'is a folder (queue the WARC or JSONL files in it)' : 'not a file'}`);
    const shard = shardName(file);
    const other = shards.get(shard);
    if (other !== undefined && other !== file) throw new InputError(`${other} and ${file} would both be shard ${shard}`);
    shards.set(shard, file);
  }
  return [...shards].map(([shard, file]) => ({ shard, file }));
}

export async function addShards(options: AddShardsOptions): Promise<AddedShard[]> {
  checkOptions(ADD_SHARDS_OPTIONS, options);
  const { redis: target, files, queue = DEFAULT_QUEUE, attempts = DEFAULT_ATTEMPTS } = options;
  const redis = serverOf(target);
  const shards = await shardsOf(files);
  const client = await connectOnce(redis);
  const jobs = new (bullmq().Queue)<ShardJobData>(queue, { connection: connectionOptions(redis) });
  try {
    const added: AddedShard[] = [];
    for (const data of shards) {
      const id = shardJobId(data.shard);
      const existing = await jobs.getJob(id);
      if (existing !== undefined && existing.data.file !== data.file) {
        throw new InputError(`shard ${data.shard} is already queued from ${existing.data.file}, not ${data.file}`);
      }
      if (existing !== undefined) {
        added.push({ ...data, state: await existing.getState() });
        continue;
      }
      await queueShard(jobs, data, attempts);
      added.push({ ...data, state: 'added' });
    }
    await recordShards(client, queue, shards);
    await persistQueue(client, redactedUrl(redis.url));
    return added;
  } finally {
    await jobs.close();
    client.disconnect();
  }
}

/** Adds a shard's job (BullMQ adds no job whose id it already holds, even when another `queue add` got there first). */
export async function queueShard(jobs: Queue<ShardJobData>, data: ShardJobData, attempts = DEFAULT_ATTEMPTS): Promise<void> {
  await jobs.add('shard', data, { jobId: shardJobId(data.shard), attempts, backoff: { type: 'exponential', delay: RETRY_DELAY_MS }, removeOnComplete: false, removeOnFail: false });
}
