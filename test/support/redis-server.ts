// A real redis-server for the queue tests, on a free loopback port, with no persistence. The tests need the
// Debian package redis-server (.ci/run installs it); without it they fail and say so, they are never skipped.
import { spawn } from 'child_process';
import { existsSync, mkdtempSync } from 'fs';
import { createServer } from 'net';
import { tmpdir } from 'os';
import * as path from 'path';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
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

export async function startRedisServer(): Promise<RedisServer> {
  const binary = findRedisServer();
  const port = await freeLoopbackPort();
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'];
  const server = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start in ${START_TIMEOUT_MS} ms: ${log}`)), START_TIMEOUT_MS);
    server.stdout.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (READY.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with code ${code}: ${log}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}
