// `queue add` names why a path cannot be a shard: a folder was "no such file", which sent a user looking for a typo
// in a path that is there (a crawl's folder, where its WARC files were meant: crawl/*.warc.gz).
import { mkdirSync, mkdtempSync } from 'fs';
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
