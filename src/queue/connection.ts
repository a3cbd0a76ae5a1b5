// The Redis server behind the shard queue (BullMQ): checked once up front, so a server that is down or a bad URL
// is one QueueError instead of connection attempts retried forever. The password may come with the URL or apart
// from it (a file or an environment variable, kept out of `ps`); no message shows it.
import type * as BullMQ from 'bullmq';
import type * as IORedis from 'ioredis';
import { QueueError } from '../errors';

/** BullMQ, loaded when a queue is used (requiring it costs every other command ≈ 0.25 s at start-up). */
export function bullmq(): typeof BullMQ {
  return require('bullmq') as typeof BullMQ;
}

/** A Redis server: its URL, and its password when it is not in the URL. */
export interface RedisServer {
  url: string;
  password?: string;
}

/** A server as the library's calls take it: a URL alone, or with its password apart. */
export type RedisTarget = string | RedisServer;

export const serverOf = (target: RedisTarget): RedisServer => (typeof target === 'string' ? { url: target } : target);

/** The queue's name when none is given: its Redis keys start with `bull:web2text:`. */
export const DEFAULT_QUEUE = 'web2text';

/** How long to wait for a server that does not answer. */
const CONNECT_TIMEOUT_MS = 5000;

/** The URL as it may be shown: its password (if any) replaced by `***`. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password === '') return url;
    parsed.password = '***';
    return parsed.href;
  } catch {
    return url.replace(/\/\/([^/@]*):[^/@]*@/, '//$1:***@');
  }
}

/** `message` without the server's password, wherever a library wrote it. */
export function redactedMessage(message: string, server: RedisServer): string {
  const passwords = [server.password, passwordIn(server.url)].filter((p): p is string => p !== undefined && p !== '');
  return passwords.reduce((text, password) => text.split(password).join('***'), message.split(server.url).join(redactedUrl(server.url)));
}

function passwordIn(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).password) || undefined;
  } catch {
    return undefined;
  }
}

/** Connection options for BullMQ; workers block on Redis, so their commands are never given up on. */
export function connectionOptions(server: RedisServer): BullMQ.ConnectionOptions {
  return { url: server.url, ...(server.password === undefined ? {} : { password: server.password }), maxRetriesPerRequest: null };
}

/** A client that connects once, without retrying; rejects with a QueueError naming the (redacted) URL. */
export async function connectOnce(server: RedisServer): Promise<IORedis.Redis> {
  const { Redis } = require('ioredis') as typeof IORedis;
  const shown = redactedUrl(server.url);
  let client: IORedis.Redis;
  try {
    client = new Redis(server.url, { password: server.password, lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0, connectTimeout: CONNECT_TIMEOUT_MS });
  } catch (err) {
    throw new QueueError(`bad Redis URL ${shown}: ${redactedMessage((err as Error).message, server)}`);
  }
  // The socket's error (ECONNREFUSED …) says more than connect()'s "Connection is closed".
  let socketError: Error | null = null;
  client.on('error', (err: Error) => (socketError ??= err));
  try {
    await client.connect();
    await client.ping();
    if (socketError !== null) throw socketError; // e.g. a database number the server does not have
  } catch (err) {
    client.disconnect();
    throw new QueueError(`cannot reach Redis at ${shown}: ${redactedMessage((socketError ?? (err as Error)).message, server)}`);
  }
  return client;
}

/** A client that reconnects after the server comes back and waits for it, as the workers' BullMQ clients do. */
export function reconnectingClient(server: RedisServer): IORedis.Redis {
  const { Redis } = require('ioredis') as typeof IORedis;
  const client = new Redis(server.url, { password: server.password, maxRetriesPerRequest: null });
  client.on('error', () => {}); // reported by the workers' own clients
  return client;
}

/** Connects once and pings (see connectOnce). */
export async function checkRedis(server: RedisServer): Promise<void> {
  (await connectOnce(server)).disconnect();
}
