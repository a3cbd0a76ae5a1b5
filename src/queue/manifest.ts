// The list of a queue's shards, and keeping it through a restart of Redis. Redis's default persistence (the
// Debian package's) is a snapshot now and then: a server killed before its next snapshot came back with 8 of 10
// queued shards gone, and the workers, finding nothing left, exited "complete" (issue 31). So `queue add` records
// its shards in a list beside their jobs and does not return before the server has them on disk: at once when it
// appends every write to its log (appendonly), else by a snapshot taken then. A restart may still roll back what
// happened since (a shard done is queued again: its worker finds the output there and is done at once), but no
// shard leaves the queue; and a worker remembers the list it saw, so a queue lost whole is noticed, not taken for
// a finished one (worker.ts).
import type * as IORedis from 'ioredis';
import { QueueError } from '../errors';
import type { ShardJobData } from './shards';

/** The Redis hash of the queue's shards: shard name → file. */
const manifestKey = (queue: string): string => `web2text:${queue}:shards`;

/** How long `queue add` waits for the server's snapshot. */
const SNAPSHOT_TIMEOUT_MS = 120_000;
const POLL_MS = 100;

export async function recordShards(client: IORedis.Redis, queue: string, shards: readonly ShardJobData[]): Promise<void> {
  if (shards.length > 0) await client.hset(manifestKey(queue), Object.fromEntries(shards.map(({ shard, file }) => [shard, file])));
}

export async function readManifest(client: IORedis.Redis, queue: string): Promise<ShardJobData[]> {
  const entries = await client.hgetall(manifestKey(queue));
  return Object.entries(entries).map(([shard, file]) => ({ shard, file }));
}

/** The fields of `INFO persistence`. */
async function persistenceInfo(client: IORedis.Redis): Promise<Map<string, string>> {
  const info = await client.info('persistence');
  return new Map(info.split(/\r?\n/).filter((line) => line.includes(':')).map((line) => line.split(':', 2) as [string, string]));
}

/** Resolves once what the server holds now is on its disk (its append-only log, or a snapshot taken now). */
export async function persistQueue(client: IORedis.Redis, shown: string): Promise<void> {
  let info = await persistenceInfo(client);
  if (info.get('aof_enabled') === '1') return;
  const deadline = Date.now() + SNAPSHOT_TIMEOUT_MS;
  const sleep = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));
  // A snapshot already running may have started before the shards were added: wait for it, then take one.
  while (info.get('rdb_bgsave_in_progress') === '1' && Date.now() < deadline) {
    await sleep();
    info = await persistenceInfo(client);
  }
  // Redis 7 counts its snapshots; an older server tells only when (in seconds) the last one ended.
  const counter = info.has('rdb_saves') ? 'rdb_saves' : 'rdb_last_save_time';
  const before = info.has('rdb_saves') ? Number(info.get('rdb_saves')) : Math.floor(Date.now() / 1000) - 1;
  try {
    await client.bgsave('SCHEDULE');
  } catch (err) {
    throw new QueueError(`Redis at ${shown} keeps its data in snapshots and refused to take one (${(err as Error).message}): a restart would lose the shards; turn on appendonly`);
  }
  for (;;) {
    info = await persistenceInfo(client);
    if (info.get('rdb_bgsave_in_progress') === '0' && Number(info.get(counter)) > before) break;
    if (Date.now() > deadline) throw new QueueError(`Redis at ${shown} did not save a snapshot within ${SNAPSHOT_TIMEOUT_MS / 1000} s: the shards are queued but a restart could lose them`);
    await sleep();
  }
  if (info.get('rdb_last_bgsave_status') !== 'ok') {
    throw new QueueError(`Redis at ${shown} could not save its snapshot (rdb_last_bgsave_status ${info.get('rdb_last_bgsave_status')}): a restart would lose the shards`);
  }
}
