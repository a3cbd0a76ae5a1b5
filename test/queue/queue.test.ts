// Scale-out on a real redis-server: shards queued with `queue add`, extracted by `worker` processes; a worker
// killed with SIGKILL mid-shard has its shard finished by another; failed shards are retried up to a limit.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { gzipSync } from 'zlib';
import { articlePageIds, articleResponse, serialized, warcRecordBytes, writeWarc } from '../support/warc-files';
import { ARTICLE } from '../support/article-page';
import { runCli, startCli, type CliProcess } from '../support/run-cli';
import { startRedisServer, type RedisServer } from '../support/redis-server';

const SHARDS = 20;
const PAGES_PER_SHARD = 24;
/** A dead worker's shard is taken over within about twice this (lock expiry, then the next stalled check). */
const STALL_SECONDS = '2';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-queue-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});

/** Shards alternate between WARC.gz and JSONL files; returns each shard's file and its page ids in order. */
async function writeShards(): Promise<{ file: string; shard: string; ids: string[] }[]> {
  const pageIds = articlePageIds(SHARDS * PAGES_PER_SHARD);
  const shards = [];
  for (let s = 0; s < SHARDS; s++) {
    const shard = `crawl-${String(s).padStart(3, '0')}`;
    const pages = pageIds.slice(s * PAGES_PER_SHARD, (s + 1) * PAGES_PER_SHARD).map((id) => ({ ...articleResponse(id), id: `<urn:uuid:${shard}-${id}>` }));
    let file: string;
    if (s % 2 === 0) {
      file = path.join(dir, `${shard}.warc.gz`);
      await writeWarc(file, serialized(pages, true));
    } else {
      file = path.join(dir, `${shard}.jsonl`);
      writeFileSync(file, pages.map((p) => JSON.stringify({ id: p.id, url: p.url, html: Buffer.from(p.block).toString('latin1') })).join('\n') + '\n');
    }
    shards.push({ file, shard, ids: pages.map((p) => p.id as string) });
  }
  return shards;
}

const recordIds = (file: string) =>
  readFileSync(file, 'utf8').trim().split('\n').map((line) => (JSON.parse(line) as { id: string }).id);

function status(queue: string): Record<string, unknown> {
  const r = runCli(['queue', 'status', '--redis', redis.url, '--queue', queue]);
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout);
}

describe('queue and workers on a real Redis', () => {
  it(`${SHARDS} shards, 3 workers, one killed mid-shard: every shard's output once, with every record once`, async () => {
    const shards = await writeShards();
    const out = path.join(dir, 'out');
    const queue = ['--redis', redis.url, '--queue', 'crawl'];
    const added = runCli(['queue', 'add', ...queue, ...shards.map((s) => s.file)]);
    expect(added.status).toBe(0);
    expect(added.stdout.trim().split('\n').map((l) => JSON.parse(l).state)).toEqual(Array(SHARDS).fill('added'));

    const workerArgs = ['worker', ...queue, '--output-dir', out, '--until-empty', '--stall-seconds', STALL_SECONDS];
    const workers: CliProcess[] = [0, 1, 2].map(() => startCli(workerArgs));
    // Kill the first worker seen with records of a shard in its temporary file, before that shard is done.
    let victim: { worker: CliProcess; shard: string } | null = null;
    while (victim === null) {
      await sleep(20);
      const parts = existsSync(out) ? readdirSync(out).filter((n) => n.includes('.part-') && statSync(path.join(out, n)).size > 0) : [];
      for (const part of parts) {
        const shard = part.slice(1, part.indexOf('.part-'));
        const holder = workers.find((w) => w.stderr().includes(`shard ${shard} (try 1)`) && !w.stderr().includes(`shard ${shard} done`));
        if (holder !== undefined && victim === null) victim = { worker: holder, shard };
      }
      expect(workers.every((w) => w.child.exitCode === null)).toBe(true);
    }
    victim.worker.child.kill('SIGKILL');
    const codes = await Promise.all(workers.map((w) => w.exit));
    expect(codes.filter((c) => c === 0)).toHaveLength(2);

    const survivors = workers.filter((w) => w !== victim?.worker).map((w) => w.stderr()).join('');
    expect(survivors).toContain(`shard ${victim.shard} done`);
    const files = readdirSync(out).sort();
    expect(files).toEqual(shards.map((s) => `${s.shard}.jsonl`));
    for (const { shard, ids } of shards) expect(recordIds(path.join(out, `${shard}.jsonl`))).toEqual(ids);
    expect(status('crawl')).toMatchObject({ waiting: 0, active: 0, delayed: 0, done: SHARDS, failed: 0, pages: SHARDS * PAGES_PER_SHARD });

    // Adding the same shards again adds nothing.
    const again = runCli(['queue', 'add', ...queue, shards[0].file, shards[1].file]);
    expect(again.stdout.trim().split('\n').map((l) => JSON.parse(l).state)).toEqual(['completed', 'completed']);
    expect(again.stderr).toContain('0 shards added, 2 already on queue crawl');
    const other = path.join(dir, 'elsewhere');
    mkdirSync(other);
    writeFileSync(path.join(other, path.basename(shards[0].file)), '');
    const clash = runCli(['queue', 'add', ...queue, path.join(other, path.basename(shards[0].file))]);
    expect(clash.status).toBe(2);
    expect(clash.stderr).toMatch(/shard crawl-000 is already queued from .*crawl-000\.warc\.gz/);
  });

  it('retries a failing shard up to --attempts, then keeps it failed with its reason and no output', async () => {
    const whole = Buffer.concat(await Promise.all([articleResponse(1), articleResponse(2)].map((e) => warcRecordBytes(e, true))));
    const cut = path.join(dir, 'cut.warc.gz');
    writeFileSync(cut, whole.subarray(0, whole.length - 500));
    const good = path.join(dir, 'good.jsonl.gz');
    writeFileSync(good, gzipSync('{"id":1,"html":"<p>one page</p>"}\n'));
    const queue = ['--redis', redis.url, '--queue', 'retries'];
    expect(runCli(['queue', 'add', ...queue, '--attempts', '2', cut, good]).status).toBe(0);
    const out = path.join(dir, 'retries-out');
    const worker = runCli(['worker', ...queue, '--output-dir', out, '--until-empty', '--gzip', '--method', 'cetd']);
    expect(worker.status).toBe(0);
    expect(worker.stderr).toMatch(/shard cut failed, to be retried: cannot read .*cut\.warc\.gz at byte \d+: gzip data is cut short/);
    expect(worker.stderr).toMatch(/shard cut failed for good: cannot read/);
    expect(JSON.parse(worker.stderr.trim().split('\n').pop()!)).toMatchObject({ shards: 1, failedShards: 1, pages: 1 });
    expect(readdirSync(out)).toEqual(['good.jsonl.gz']);
    const state = status('retries') as { done: number; failed: number; failedShards: { shard: string; attempts: number; reason: string }[] };
    expect(state).toMatchObject({ done: 1, failed: 1 });
    expect(state.failedShards).toEqual([{ shard: 'cut', file: cut, attempts: 2, reason: expect.stringMatching(/gzip data is cut short/) }]);
  });

  it('--format markdown adds each page\'s Markdown to its record, beside the text and metadata, as extract --input does', async () => {
    const shard = path.join(dir, 'formats.jsonl');
    writeFileSync(shard, JSON.stringify({ id: 'article', url: 'https://news.example/rivers', html: ARTICLE }) + '\n');
    const queue = ['--redis', redis.url, '--queue', 'formats'];
    expect(runCli(['queue', 'add', ...queue, shard]).status).toBe(0);
    const out = path.join(dir, 'formats-out');
    const worker = runCli(['worker', ...queue, '--output-dir', out, '--until-empty', '--format', 'markdown']);
    expect(worker.status).toBe(0);
    const [record] = readFileSync(path.join(out, 'formats.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(record.id).toBe('article');
    expect(record.markdown).toMatch(/^# How rivers shaped the towns along them\n\n/);
    expect(record.markdown).toContain('The first bridges were built');
    expect(record.text).toContain('The first bridges were built');
    expect(record.html).toBeUndefined();
    // The page's <title> is "Rivers": the title chooser prefers it to a headline that shares few of its words (metadata/title.ts).
    expect(record.metadata.title).toBe('Rivers');
    const bad = runCli(['worker', ...queue, '--output-dir', out, '--format', 'pdf']);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim()).toBe('web2text: --format must be text, json, markdown, html, not "pdf"');
  });

  it('SIGTERM finishes the shard in hand and stops; the next shard stays queued for another worker', async () => {
    const ids = articlePageIds(80);
    const files = ['first', 'second'].map((name, s) => {
      const file = path.join(dir, `${name}.jsonl`);
      const pages = ids.slice(s * 40, (s + 1) * 40).map((id) => ({ id, html: Buffer.from(articleResponse(id).block).toString('latin1') }));
      writeFileSync(file, pages.map((p) => JSON.stringify(p)).join('\n') + '\n');
      return file;
    });
    const queue = ['--redis', redis.url, '--queue', 'stopping'];
    expect(runCli(['queue', 'add', ...queue, ...files]).status).toBe(0);
    const out = path.join(dir, 'stopping-out');
    const worker = startCli(['worker', ...queue, '--output-dir', out]);
    while (!worker.stderr().includes('shard first (try 1)')) await sleep(20);
    worker.child.kill('SIGTERM');
    expect(await worker.exit).toBe(0);
    expect(worker.stderr()).toContain('SIGTERM: finishing the shard in hand, then stopping');
    expect(readdirSync(out)).toEqual(['first.jsonl']);
    expect(recordIds(path.join(out, 'first.jsonl'))).toHaveLength(40);
    expect(status('stopping')).toMatchObject({ waiting: 1, active: 0, done: 1 });
  });

  it('a Redis that is down, a missing shard file and an unwritable output folder are one clear line and exit 2', async () => {
    const down = 'redis://127.0.0.1:1';
    const shard = path.join(dir, 'one.jsonl');
    writeFileSync(shard, '{"id":1,"html":"<p>a</p>"}\n');
    for (const args of [['queue', 'add', '--redis', down, shard], ['queue', 'status', '--redis', down], ['worker', '--redis', down, '--output-dir', path.join(dir, 'o')]]) {
      const r = runCli(args);
      expect(r.status).toBe(2);
      expect(r.stderr.trim()).toBe(`web2text: cannot reach Redis at ${down}: connect ECONNREFUSED 127.0.0.1:1`);
    }
    const missing = runCli(['queue', 'add', '--redis', redis.url, path.join(dir, 'nope.warc.gz')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr.trim()).toMatch(/^web2text: cannot queue .*nope\.warc\.gz: no such file$/);
    const blocked = path.join(shard, 'out'); // a folder inside a file cannot be made
    const worker = runCli(['worker', '--redis', redis.url, '--output-dir', blocked]);
    expect(worker.status).toBe(2);
    expect(worker.stderr.trim()).toBe(`web2text: cannot write ${blocked}: a part of its path is a file, not a folder`);
  });
});
