// The Redis server behind the shard queue (BullMQ): checked once up front, so a server that is down or a bad URL
// is one QueueError instead of connection attempts retried forever.
import type * as BullMQ from 'bullmq';
import type * as IORedis from 'ioredis';
import { QueueError } from '../errors';

/** BullMQ, loaded when a queue is used (requiring it costs every other command ≈ 0.25 s at start-up). */
export function bullmq(): typeof BullMQ {
  return require('bullmq') as typeof BullMQ;
}

/** The queue's name when none is given: its Redis keys start with `bull:web2text:`. */
export const DEFAULT_QUEUE = 'web2text';

/** How long to wait for a server that does not answer. */
const CONNECT_TIMEOUT_MS = 5000;

/** Connection options for BullMQ; workers block on Redis, so their commands are never given up on. */
export function connectionOptions(url: string): BullMQ.ConnectionOptions {
  return { url, maxRetriesPerRequest: null };
}

/** Connects once, without retrying, and pings; rejects with a QueueError naming the URL when that fails. */
export async function checkRedis(url: string): Promise<void> {
  const { Redis } = require('ioredis') as typeof IORedis;
  let client: IORedis.Redis;
  try {
    client = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0, connectTimeout: CONNECT_TIMEOUT_MS });
  } catch (err) {
    throw new QueueError(`bad Redis URL ${url}: ${(err as Error).message}`);
  }
  // The socket's error (ECONNREFUSED …) says more than connect()'s "Connection is closed".
  let socketError: Error | null = null;
  client.on('error', (err: Error) => (socketError ??= err));
  try {
    await client.connect();
    await client.ping();
    if (socketError !== null) throw socketError; // e.g. a database number the server does not have
  } catch (err) {
    throw new QueueError(`cannot reach Redis at ${url}: ${(socketError ?? (err as Error)).message}`);
  } finally {
    client.disconnect();
  }
}
