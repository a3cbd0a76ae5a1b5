// `queue add` names why a path cannot be a shard: a folder was "no such file", which sent a user looking for a typo
// in a path that is there (a crawl's folder, where its WARC files were meant: crawl/*.warc.gz).
import { mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { runCli } from '../support/run-cli';
import { redisServerForTheseTests } from '../support/redis-server';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-queue-add-'));
const redis = redisServerForTheseTests();

it('queue add of a folder says it is a folder, of a missing file that there is none; exit 2, nothing queued', () => {
  const crawl = path.join(dir, 'crawl');
  mkdirSync(crawl);
  const folder = runCli(['queue', 'add', '--redis', redis.url, crawl]);
  expect(folder.stderr).toBe(`web2text: cannot queue ${crawl}: is a folder (queue the WARC or JSONL files in it)\n`);
  expect(folder.status).toBe(2);
  const missing = runCli(['queue', 'add', '--redis', redis.url, path.join(crawl, 'nope.warc.gz')]);
  expect(missing.stderr).toBe(`web2text: cannot queue ${path.join(crawl, 'nope.warc.gz')}: no such file\n`);
  expect(missing.status).toBe(2);
  const status = runCli(['queue', 'status', '--redis', redis.url]);
  expect(JSON.parse(status.stdout)).toMatchObject({ shards: 0, waiting: 0 });
});

it('queue add -q writes the shards it queued and no summary line; queue status takes -q too', () => {
  const shard = path.join(dir, 'quiet.jsonl');
  writeFileSync(shard, `${JSON.stringify({ id: 'a', html: '<p>A page of a crawl with a sentence in it.</p>' })}\n`);
  const added = runCli(['queue', 'add', '-q', '--redis', redis.url, shard]);
  expect(added.status).toBe(0);
  expect(added.stderr).toBe('');
  expect(JSON.parse(added.stdout.trim())).toMatchObject({ state: 'added' });
  const again = runCli(['queue', 'add', '--redis', redis.url, shard]);
  expect(again.stderr).toBe('web2text: 0 shards added, 1 already on queue web2text\n');
  const status = runCli(['queue', 'status', '-q', '--redis', redis.url]);
  expect(status.status).toBe(0);
  expect(JSON.parse(status.stdout)).toMatchObject({ shards: 1 });
});
