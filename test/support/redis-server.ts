// A real redis-server for the queue tests, on a free loopback port: without persistence, or with Redis's default
// (snapshots now and then, no append-only log: what the Debian package runs), and optionally a password. It can
// be killed (SIGKILL) and started again on the same port and folder, as a crashed server comes back. The tests
// need the Debian package redis-server (.ci/run installs it); without it they fail and say so, never skipped.
import { spawn, type ChildProcess } from 'child_process';
import { existsSync, mkdtempSync } from 'fs';
import { createServer } from 'net';
import { tmpdir } from 'os';
import * as path from 'path';

export interface RedisServer {
  url: string;
  /** Kills the server with SIGKILL (no snapshot on the way out). */
  kill(): Promise<void>;
  /** Starts it again on the same port, folder and options: it reads what it had saved there. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface RedisServerOptions {
  /** `none` (default): nothing saved; `default`: Redis's own snapshot rules and no append-only log. */
  persistence?: 'none' | 'default';
  password?: string;
}

const READY = /Ready to accept connections/;
const START_TIMEOUT_MS = 15000;

function findRedisServer(): string {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/sbin', '/usr/local/bin'];
  const found = dirs.map((dir) => path.join(dir, 'redis-server')).find((file) => existsSync(file));
  if (found === undefined) {
    throw new Error('redis-server not found: the queue tests need a real Redis; install it with `apt-get install -y redis-server`');
  }
  return found;
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function spawnReady(binary: string, args: string[]): Promise<{ child: ChildProcess; exited: Promise<void> }> {
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start in ${START_TIMEOUT_MS} ms: ${log}`)), START_TIMEOUT_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (READY.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with code ${code}: ${log}`));
    });
  });
  return { child, exited };
}

export async function startRedisServer({ persistence = 'none', password }: RedisServerOptions = {}): Promise<RedisServer> {
  const binary = findRedisServer();
  const port = await freeLoopbackPort();
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-redis-'));
  const saving = persistence === 'none' ? ['--save', ''] : [];
  const args = ['--port', String(port), '--bind', '127.0.0.1', ...saving, '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'];
  if (password !== undefined) args.push('--requirepass', password);
  let running = await spawnReady(binary, args);
  return {
    url: `redis://127.0.0.1:${port}`,
    kill: async () => {
      running.child.kill('SIGKILL');
      await running.exited;
    },
    restart: async () => {
      running = await spawnReady(binary, args);
    },
    stop: async () => {
      running.child.kill('SIGTERM');
      await running.exited;
    },
  };
}

/**
 * A redis-server for the tests of one file: started before them and stopped after them. Its `url` is read inside
 * a test (the server is not started yet when the file's top level runs).
 */
export function redisServerForTheseTests(): { readonly url: string } {
  let server: RedisServer | undefined;
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get url(): string {
      if (server === undefined) throw new Error('the redis-server of these tests has not started');
      return server.url;
    },
  };
}
