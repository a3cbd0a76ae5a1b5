// A shard that the worker's options cannot read (--encoding asked of a JSONL shard, whose pages are text) is refused
// the same way at every try: it was retried up to its attempts, seconds apart, as if the refusal could pass. It is
// failed for good at its first try now, with its reason, and the worker goes on with the other shards; an error
// that may pass (a file not there yet) is still retried (missing-shard-file.test.ts).
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { runCli } from '../support/run-cli';
import { redisServerForTheseTests } from '../support/redis-server';
import { articleResponse, serialized, writeWarc } from '../support/warc-files';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-queue-refused-'));
const redis = redisServerForTheseTests();

it('a shard the worker\'s options refuse is failed for good at its first try, with the reason, and the other shards are done', async () => {
  const input = path.join(dir, 'crawl');
  mkdirSync(input);
  const jsonl = path.join(input, 'text-pages.jsonl');
  writeFileSync(jsonl, `${JSON.stringify({ id: 'p1', html: '<html><body><p>A page of the crawl with a sentence of its own to keep.</p></body></html>' })}\n`);
  const warc = path.join(input, 'byte-pages.warc.gz');
  await writeWarc(warc, serialized([articleResponse(1), articleResponse(2)], true));
  const queue = ['--redis', redis.url, '--queue', 'refused'];
  expect(runCli(['queue', 'add', ...queue, '--attempts', '3', jsonl, warc]).status).toBe(0);

  const out = path.join(dir, 'out');
  const worker = runCli(['worker', ...queue, '--input-dir', input, '--output-dir', out, '--method', 'cetd', '--encoding', 'windows-1252', '--until-empty']);
  expect(worker.stderr).toMatch(/shard text-pages failed for good: cannot read .*text-pages\.jsonl in the encoding windows-1252: JSONL holds each page's html as text/);
  expect(worker.stderr).not.toMatch(/to be retried/);
  expect(worker.stderr).toMatch(/shard byte-pages done: 2 pages, 0 failed/);
  expect(worker.status).toBe(1);
  expect(readdirSync(out)).toEqual(['byte-pages.jsonl']);

  const status = runCli(['queue', 'status', ...queue]);
  expect(JSON.parse(status.stdout).failedShards).toEqual([{ shard: 'text-pages', file: jsonl, attempts: 1, reason: expect.stringMatching(/in the encoding windows-1252/) }]);
}, 60_000);
