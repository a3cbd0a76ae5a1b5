// A shard file a worker cannot see (a shared mount not up yet on its machine, a file being copied) is tried again,
// as other unreadable input is: it was failed for good at the first try, with no retry, so one machine without the
// mount emptied the queue of every shard it took.
import { mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { runCli, startCli } from '../support/run-cli';
import { redisServerForTheseTests } from '../support/redis-server';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-queue-missing-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const redis = redisServerForTheseTests();

it('a shard whose file is missing at its first try is retried, and done once the file is there', async () => {
  const input = path.join(dir, 'crawl');
  mkdirSync(input);
  const file = path.join(input, 'crawl-7.jsonl');
  const pages = ['p1', 'p2'].map((id) => JSON.stringify({ id, html: `<html><body><p>Page ${id} of the crawl, with a sentence of its own to keep.</p></body></html>` }));
  writeFileSync(file, pages.join('\n') + '\n');
  const queue = ['--redis', redis.url, '--queue', 'missing'];
  expect(runCli(['queue', 'add', ...queue, file]).status).toBe(0);
  const away = path.join(dir, 'crawl-7.jsonl.away');
  renameSync(file, away);

  const out = path.join(dir, 'out');
  const worker = startCli(['worker', ...queue, '--input-dir', input, '--output-dir', out, '--method', 'bte', '--until-empty']);
  while (!worker.stderr().includes('failed')) {
    expect(worker.child.exitCode).toBeNull();
    await sleep(50);
  }
  expect(worker.stderr()).toMatch(/shard crawl-7 failed, to be retried: cannot read .*crawl-7\.jsonl: no such file\n/);
  renameSync(away, file);

  expect(await worker.exit).toBe(0);
  expect(worker.stderr()).toMatch(/shard crawl-7 done: 2 pages, 0 failed/);
  const ids = readFileSync(path.join(out, 'crawl-7.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line).id);
  expect(ids).toEqual(['p1', 'p2']);
}, 60_000);
