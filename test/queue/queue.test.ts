// Scale-out on a real redis-server: shards queued with `queue add`, extracted by `worker` processes; a worker
// killed with SIGKILL mid-shard has its shard finished by another; failed shards are retried up to a limit.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { gzipSync } from 'zlib';
import { Redis } from 'ioredis';
import { articlePageIds, articleResponse, serialized, warcRecordBytes, writeWarc } from '../support/warc-files';
import { ARTICLE } from '../support/article-page';
import { runCli, startCli, type CliProcess } from '../support/run-cli';
import { redisServerForTheseTests, startRedisServer } from '../support/redis-server';
import { DOUBTFUL_BELOW } from '../../src/confidence/doubtful';

const SHARDS = 20;
const PAGES_PER_SHARD = 24;
/** A dead worker's shard is taken over within about twice this (lock expiry, then the next stalled check). */
const STALL_SECONDS = '2';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-queue-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const redis = redisServerForTheseTests();

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

function status(queue: string, url = redis.url): Record<string, unknown> {
  const r = runCli(['queue', 'status', '--redis', url, '--queue', queue]);
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

    const workerArgs = ['worker', ...queue, '--input-dir', dir, '--output-dir', out, '--until-empty', '--stall-seconds', STALL_SECONDS];
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

    const survivors = workers.filter((w) => w !== victim?.worker).map((w) => w.stderr());
    expect(survivors.join('')).toContain(`shard ${victim.shard} done`);
    // Each worker loaded the model once, on its one worker thread, before its first shard, not once per shard.
    for (const stderr of survivors) {
      const summary = JSON.parse(stderr.trim().split('\n').pop()!);
      expect(summary.shards).toBeGreaterThan(1);
      expect(summary.threadsStarted).toBe(1);
      expect(stderr.indexOf('on 1 worker thread')).toBeLessThan(stderr.indexOf(' (try 1)'));
    }
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
    const worker = runCli(['worker', ...queue, '--input-dir', dir, '--output-dir', out, '--until-empty', '--gzip', '--method', 'cetd']);
    // A shard left without output: the worker names it and exits 1.
    expect(worker.status).toBe(1);
    expect(worker.stderr).toMatch(/shard cut has no output \(failed\): .*cut\.warc\.gz/);
    expect(worker.stderr).toMatch(/shard cut failed, to be retried: cannot read .*cut\.warc\.gz at byte \d+: gzip data is cut short/);
    expect(worker.stderr).toMatch(/shard cut failed for good: cannot read/);
    expect(JSON.parse(worker.stderr.trim().split('\n').pop()!)).toMatchObject({ shards: 1, failedShards: 1, pages: 1, withoutOutput: [{ shard: 'cut', file: cut, state: 'failed' }] });
    expect(readdirSync(out)).toEqual(['good.jsonl.gz']);
    const state = status('retries') as { done: number; failed: number; failedShards: { shard: string; attempts: number; reason: string }[] };
    expect(state).toMatchObject({ shards: 2, done: 1, failed: 1, withoutOutput: [{ shard: 'cut', file: cut, state: 'failed' }] });
    expect(state.failedShards).toEqual([{ shard: 'cut', file: cut, attempts: 2, reason: expect.stringMatching(/gzip data is cut short/) }]);
  });

  it('-q prints only warnings and errors, as extract -q: no ready line, shard lines, progress or summary', async () => {
    const whole = Buffer.concat(await Promise.all([articleResponse(3), articleResponse(4)].map((e) => warcRecordBytes(e, true))));
    const cut = path.join(dir, 'quiet-cut.warc.gz');
    writeFileSync(cut, whole.subarray(0, whole.length - 500));
    const good = path.join(dir, 'quiet-good.jsonl');
    writeFileSync(good, JSON.stringify({ id: 'article', html: ARTICLE }) + '\n');
    const queue = ['--redis', redis.url, '--queue', 'quiet'];
    expect(runCli(['queue', 'add', ...queue, '--attempts', '1', good, cut]).status).toBe(0);
    const out = path.join(dir, 'quiet-out');
    const worker = runCli(['worker', ...queue, '--input-dir', dir, '--output-dir', out, '--until-empty', '--method', 'cetd', '-q']);
    expect(worker.status).toBe(1);
    const lines = worker.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^web2text: shard quiet-cut failed for good: cannot read .*quiet-cut\.warc\.gz at byte \d+: gzip data is cut short/);
    expect(lines[1]).toMatch(/^web2text: shard quiet-cut has no output \(failed\): .*quiet-cut\.warc\.gz$/);
    expect(readFileSync(path.join(out, 'quiet-good.jsonl'), 'utf8')).toContain('The first bridges were built');
  });

  it('counts the doubtful pages of its shards and names the least confident by shard and id, as extract --input does; also for a shard whose output is there already', async () => {
    const fixtures = path.join(__dirname, '..', 'fixtures', 'confidence');
    const page = (id: string, file: string) => JSON.stringify({ id, html: readFileSync(path.join(fixtures, file), 'utf8') });
    const shards = { 'pages-a': ['article-1', 'shop-1'], 'pages-b': ['shop-2', 'article-2', 'shop-3'] };
    const files = Object.entries(shards).map(([shard, ids]) => {
      const file = path.join(dir, `${shard}.jsonl`);
      writeFileSync(file, ids.map((id) => page(id, id.startsWith('shop') ? 'doubtful-shop.html' : 'confident-article.html')).join('\n') + '\n');
      return file;
    });
    const queue = ['--redis', redis.url, '--queue', 'doubtful'];
    expect(runCli(['queue', 'add', ...queue, ...files]).status).toBe(0);
    const out = path.join(dir, 'doubtful-out');
    const worker = runCli(['worker', ...queue, '--input-dir', dir, '--output-dir', out, '--until-empty']);
    expect(worker.status).toBe(0);
    const confidences = new Map(
      ['pages-a', 'pages-b'].flatMap((shard) =>
        readFileSync(path.join(out, `${shard}.jsonl`), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { id: string; confidence: number }).map((r) => [`${shard}/${r.id}`, r.confidence] as const),
      ),
    );
    const doubtful = [...confidences].filter(([, confidence]) => confidence < DOUBTFUL_BELOW).sort((a, b) => a[1] - b[1]);
    expect(doubtful.map(([name]) => name).sort()).toEqual(['pages-a/shop-1', 'pages-b/shop-2', 'pages-b/shop-3']);
    expect(worker.stderr).toMatch(/shard pages-b done: 3 pages, 0 failed, 2 doubtful, 0 skipped/);
    const named = doubtful.map(([name, confidence]) => `${name} ${confidence.toFixed(2)}`).join(', ');
    expect(worker.stderr).toContain(`web2text: 3 of 5 pages doubtful (confidence < ${DOUBTFUL_BELOW}); least confident: ${named}\n`);
    const summary = JSON.parse(worker.stderr.trim().split('\n').pop()!);
    expect(summary).toMatchObject({ shards: 2, pages: 5, doubtful: 3 });
    expect(summary.leastConfident).toEqual(doubtful.map(([name, confidence]) => ({ shard: name.split('/')[0], id: name.split('/')[1], confidence })));
    // Queued again, the shards' outputs are found and their doubtful pages counted from the records.
    expect(runCli(['queue', 'add', '--redis', redis.url, '--queue', 'doubtful-again', ...files]).status).toBe(0);
    const again = runCli(['worker', '--redis', redis.url, '--queue', 'doubtful-again', '--input-dir', dir, '--output-dir', out, '--until-empty']);
    expect(again.stderr).toMatch(/shard pages-a done: its output is there already \(2 pages, 0 failed, 1 doubtful\)/);
    expect(JSON.parse(again.stderr.trim().split('\n').pop()!)).toMatchObject({ shards: 2, pages: 5, doubtful: 3, leastConfident: summary.leastConfident });
  });

  it('exits 1 when a page of its shards failed, as a batch does, its record holding the error', async () => {
    const shard = path.join(dir, 'one-broken.jsonl');
    writeFileSync(shard, JSON.stringify({ id: 'article', html: ARTICLE }) + '\n{"id": "cut", "html": "<p>half\n');
    const queue = ['--redis', redis.url, '--queue', 'one-broken'];
    expect(runCli(['queue', 'add', ...queue, shard]).status).toBe(0);
    const out = path.join(dir, 'one-broken-out');
    const worker = runCli(['worker', ...queue, '--input-dir', dir, '--output-dir', out, '--until-empty', '--method', 'cetd']);
    expect(JSON.parse(worker.stderr.trim().split('\n').pop()!)).toMatchObject({ shards: 1, failedShards: 0, pages: 2, failed: 1 });
    const records = readFileSync(path.join(out, 'one-broken.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(records.map((record) => [record.id, record.error])).toEqual([['article', undefined], ['line 2', 'line is not valid JSON']]);
    expect(worker.status).toBe(1);
  });

  it('--format markdown adds each page\'s Markdown to its record, beside the text and metadata, as extract --input does', async () => {
    const shard = path.join(dir, 'formats.jsonl');
    writeFileSync(shard, JSON.stringify({ id: 'article', url: 'https://news.example/rivers', html: ARTICLE }) + '\n');
    const queue = ['--redis', redis.url, '--queue', 'formats'];
    expect(runCli(['queue', 'add', ...queue, shard]).status).toBe(0);
    const out = path.join(dir, 'formats-out');
    const worker = runCli(['worker', ...queue, '--input-dir', dir, '--output-dir', out, '--until-empty', '--format', 'markdown']);
    expect(worker.status).toBe(0);
    const [record] = readFileSync(path.join(out, 'formats.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(record.id).toBe('article');
    expect(record.markdown).toMatch(/^For most of recorded history/);
    expect(record.markdown).toContain('\n\nThe first bridges were built');
    expect(record.text).toContain('The first bridges were built');
    expect(record.html).toBeUndefined();
    // The page has no viewport and no social metadata (an older layout, metadata/title-sources.ts): its title is its
    // headline, not the one word of its <title> ("Rivers").
    expect(record.metadata.title).toBe('How rivers shaped the towns along them');
    const bad = runCli(['worker', ...queue, '--input-dir', dir, '--output-dir', out, '--format', 'pdf']);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim()).toBe('web2text: --format must be text, json, markdown, html, not "pdf"');
  });

  it('SIGTERM finishes the shard in hand and takes no other; a SIGTERM while the worker starts takes none', async () => {
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
    // Stopped once it has reached Redis, while its model loads: it takes no shard.
    const early = startCli(['worker', ...queue, '--input-dir', dir, '--output-dir', out]);
    const clients = new Redis(redis.url);
    try {
      while (String(await clients.client('LIST')).trim().split('\n').length < 2) await sleep(20);
    } finally {
      clients.disconnect();
    }
    early.child.kill('SIGTERM');
    expect(await early.exit).toBe(0);
    expect(early.stderr()).not.toMatch(/shard \w+ \(try/);
    expect(status('stopping')).toMatchObject({ waiting: 2, active: 0, done: 0 });
    // Stopped in its first shard: it finishes that one, and the next stays queued for another worker.
    const worker = startCli(['worker', ...queue, '--input-dir', dir, '--output-dir', out]);
    while (!worker.stderr().includes('shard first (try 1)')) await sleep(20);
    worker.child.kill('SIGTERM');
    expect(await worker.exit).toBe(0);
    expect(worker.stderr()).toContain('SIGTERM: finishing the shard in hand, then stopping');
    expect(worker.stderr()).not.toContain('shard second');
    expect(readdirSync(out)).toEqual(['first.jsonl']);
    expect(recordIds(path.join(out, 'first.jsonl'))).toHaveLength(40);
    expect(status('stopping')).toMatchObject({ waiting: 1, active: 0, done: 1 });
  });

  it('a Redis that is down, a missing shard file and an unwritable output folder are one clear line and exit 2', async () => {
    const down = 'redis://127.0.0.1:1';
    const shard = path.join(dir, 'one.jsonl');
    writeFileSync(shard, '{"id":1,"html":"<p>a</p>"}\n');
    for (const args of [['queue', 'add', '--redis', down, shard], ['queue', 'status', '--redis', down], ['worker', '--redis', down, '--input-dir', dir, '--output-dir', path.join(dir, 'o')]]) {
      const r = runCli(args);
      expect(r.status).toBe(2);
      expect(r.stderr.trim()).toBe(`web2text: cannot reach Redis at ${down}: connect ECONNREFUSED 127.0.0.1:1`);
    }
    const missing = runCli(['queue', 'add', '--redis', redis.url, path.join(dir, 'nope.warc.gz')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr.trim()).toMatch(/^web2text: cannot queue .*nope\.warc\.gz: no such file$/);
    const blocked = path.join(shard, 'out'); // a folder inside a file cannot be made
    const worker = runCli(['worker', '--redis', redis.url, '--input-dir', dir, '--output-dir', blocked]);
    expect(worker.status).toBe(2);
    expect(worker.stderr.trim()).toBe(`web2text: cannot write ${blocked}: a part of its path is a file, not a folder`);
  });

  it('a page that takes longer than the shard\'s lock does not stall it and stops at the default page time limit: the shard is done once, with its output', async () => {
    // Readability.js grows faster than the nesting depth: 1,000 nested <div>s take minutes, far over the lock (2 s)
    // and the default page time limit (30 s).
    const shard = path.join(dir, 'slow-page.jsonl');
    const pages = [{ id: 'first', html: ARTICLE }, { id: 'slow', html: '<body>' + '<div>x'.repeat(1000) }, { id: 'last', html: ARTICLE }];
    writeFileSync(shard, pages.map((p) => JSON.stringify(p)).join('\n') + '\n');
    const queue = ['--redis', redis.url, '--queue', 'slow-page'];
    expect(runCli(['queue', 'add', ...queue, shard]).status).toBe(0);
    const out = path.join(dir, 'slow-page-out');
    const worker = runCli(['worker', ...queue, '--input-dir', dir, '--output-dir', out, '--until-empty', '--stall-seconds', STALL_SECONDS, '--method', 'readability']);
    // The timed-out page is a failed page, as in a batch.
    expect(worker.status).toBe(1);
    expect(worker.stderr.match(/shard slow-page \(try/g)).toHaveLength(1);
    expect(worker.stderr).not.toMatch(/shard slow-page failed|stalled/);
    const records = readFileSync(path.join(out, 'slow-page.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(records.map((r) => r.error ?? 'text')).toEqual(['text', 'timeout', 'text']);
    expect(records[1].ms).toBe(30_000);
    expect(status('slow-page')).toMatchObject({ shards: 1, done: 1, failed: 0, withoutOutput: [] });
  });

  it('a worker whose timed-out thread cannot be replaced fails its shard for a retry elsewhere and stops, instead of finishing shards of error records', async () => {
    // The model is removed once the worker has built its extractor: the thread that replaces the one stopped at the
    // time limit (a page of 49,000 blocks takes seconds, over the limit of 1 s) cannot load it.
    const model = mkdtempSync(path.join(tmpdir(), 'w2t-model-'));
    cpSync(path.join(__dirname, '..', '..', 'models', 'default'), model, { recursive: true });
    const shard = path.join(dir, 'no-thread.jsonl');
    const pages = [{ id: 'long', html: '<body>' + '<p>word and more words</p>'.repeat(49_000) }, { id: 'after', html: ARTICLE }];
    writeFileSync(shard, pages.map((p) => JSON.stringify(p)).join('\n') + '\n');
    const queue = ['--redis', redis.url, '--queue', 'no-thread'];
    expect(runCli(['queue', 'add', ...queue, shard]).status).toBe(0);
    const out = path.join(dir, 'no-thread-out');
    const worker = startCli(['worker', ...queue, '--input-dir', dir, '--output-dir', out, '--until-empty', '--model', model, '--page-timeout', '1']);
    while (!worker.stderr().includes('worker ready')) await sleep(20);
    rmSync(model, { recursive: true });
    expect(await worker.exit).toBe(2);
    expect(worker.stderr()).toMatch(/shard no-thread failed, to be retried: no batch worker left: .*w2t-model-\w+: model directory not found/);
    expect(worker.stderr().trim().split('\n').pop()).toMatch(/^web2text: worker stopped: no batch worker left: /);
    expect(readdirSync(out)).toEqual([]);
    expect(status('no-thread')).toMatchObject({ shards: 1, done: 0, failed: 0, delayed: 1 });
  });

  it('a job put into Redis by hand is checked: a shard name that leaves the output folder, a file outside --input-dir and junk are failed for good', async () => {
    const inside = path.join(dir, 'handmade.jsonl');
    writeFileSync(inside, '{"id":1,"html":"<p>one page of text</p>"}\n');
    const secret = path.join(mkdtempSync(path.join(tmpdir(), 'w2t-elsewhere-')), 'secret.jsonl');
    writeFileSync(secret, '{"id":"secret","html":"<p>what the worker must not read</p>"}\n');
    const { Queue } = await import('bullmq');
    const jobs = new Queue('handmade', { connection: { url: redis.url } });
    await jobs.add('shard', { shard: '../escaped', file: inside }, { jobId: 'shard-escaped' });
    await jobs.add('shard', { shard: 'secret', file: secret }, { jobId: 'shard-secret' });
    await jobs.add('shard', { shard: 42, file: inside, extra: true }, { jobId: 'shard-junk' });
    await jobs.close();
    const out = path.join(dir, 'handmade-out', 'inner');
    const worker = runCli(['worker', '--redis', redis.url, '--queue', 'handmade', '--input-dir', dir, '--output-dir', out, '--until-empty', '--method', 'cetd']);
    expect(worker.status).toBe(0);
    expect(worker.stderr).toMatch(/shard \.\.\/escaped failed for good: job data refused: shard is not one file name/);
    expect(worker.stderr).toMatch(/shard secret failed for good: job data refused: .*secret\.jsonl is not inside the input folder/);
    expect(worker.stderr).toMatch(/shard 42 failed for good: job data refused/);
    expect(readdirSync(out)).toEqual([]);
    expect(readdirSync(path.dirname(out))).toEqual(['inner']);
    expect(JSON.parse(worker.stderr.trim().split('\n').pop()!)).toMatchObject({ shards: 0, failedShards: 3, pages: 0 });
  });

  it('a password is read from a file or the environment and never printed; a URL with one is shown with ***', async () => {
    const guarded = await startRedisServer({ password: 's3cret-pw' });
    try {
      const shard = path.join(dir, 'guarded.jsonl');
      writeFileSync(shard, '{"id":1,"html":"<p>a page behind a password</p>"}\n');
      const passwordFile = path.join(dir, 'redis-password');
      writeFileSync(passwordFile, 's3cret-pw\n');
      expect(runCli(['queue', 'add', '--redis', guarded.url, '--redis-password-file', passwordFile, shard]).status).toBe(0);
      const status = runCli(['queue', 'status', '--redis', guarded.url], undefined, { WEB2TEXT_REDIS_PASSWORD: 's3cret-pw' });
      expect(status.status).toBe(0);
      expect(JSON.parse(status.stdout)).toMatchObject({ shards: 1, waiting: 1 });
      const out = path.join(dir, 'guarded-out');
      const worker = runCli(['worker', '--redis', guarded.url, '--input-dir', dir, '--output-dir', out, '--until-empty', '--method', 'cetd'], undefined, { WEB2TEXT_REDIS_PASSWORD: 's3cret-pw' });
      expect(worker.status).toBe(0);
      expect(readdirSync(out)).toEqual(['guarded.jsonl']);
      // Wrong or no password, and a server that is down, with the password in the URL: the password is not shown.
      const down = 'redis://user:s3cret-pw@127.0.0.1:1';
      for (const [args, env] of [
        [['queue', 'status', '--redis', down], {}],
        [['queue', 'add', '--redis', down, shard], {}],
        [['worker', '--redis', down, '--input-dir', dir, '--output-dir', out], {}],
        [['queue', 'status', '--redis', guarded.url], { WEB2TEXT_REDIS_PASSWORD: 'wrong-pw' }],
      ] as [string[], Record<string, string>][]) {
        const r = runCli(args, undefined, env);
        expect(r.status).toBe(2);
        expect(r.stderr).not.toMatch(/s3cret-pw|wrong-pw/);
        expect(r.stderr.trim()).toMatch(/^web2text: cannot reach Redis at redis:\/\/(user:\*\*\*@)?127\.0\.0\.1:\d+: /);
      }
    } finally {
      await guarded.stop();
    }
  });
});

describe('a Redis restart under its default persistence (snapshots only)', () => {
  const RESTART_SHARDS = 12;

  it(`${RESTART_SHARDS} shards, 3 workers, Redis killed and started again mid-run: every shard complete, none missing, the duplicates counted`, async () => {
    const server = await startRedisServer({ persistence: 'default' });
    try {
      const pageIds = articlePageIds(RESTART_SHARDS * 12);
      const shards = Array.from({ length: RESTART_SHARDS }, (_, s) => {
        const shard = `restart-${String(s).padStart(2, '0')}`;
        const file = path.join(dir, `${shard}.jsonl`);
        const pages = pageIds.slice(s * 12, (s + 1) * 12).map((id) => ({ id: `${shard}-${id}`, html: Buffer.from(articleResponse(id).block).toString('latin1') }));
        writeFileSync(file, pages.map((p) => JSON.stringify(p)).join('\n') + '\n');
        return { shard, file, ids: pages.map((p) => p.id) };
      });
      const queue = ['--redis', server.url, '--queue', 'restart'];
      expect(runCli(['queue', 'add', ...queue, ...shards.map((s) => s.file)]).status).toBe(0);
      const out = path.join(dir, 'restart-out');
      const workers = [0, 1, 2].map(() => startCli(['worker', ...queue, '--input-dir', dir, '--output-dir', out, '--until-empty', '--stall-seconds', STALL_SECONDS, '--method', 'cetd']));
      // Kill Redis once some shards are done and others are not.
      const doneCount = () => workers.map((w) => w.stderr().match(/ done: /g)?.length ?? 0).reduce((a, b) => a + b, 0);
      while (doneCount() < 2) await sleep(20);
      await server.kill();
      await sleep(1500);
      await server.restart();
      const codes = await Promise.all(workers.map((w) => w.exit));
      const stderr = workers.map((w) => w.stderr()).join('');
      const timesExtracted = shards.map(({ shard }) => stderr.match(new RegExp(`shard ${shard} done: \\d+ pages`, 'g'))?.length ?? 0);
      const foundDone = shards.filter(({ shard }) => stderr.includes(`shard ${shard} done: its output is there already`)).length;
      const complete = shards.filter(({ shard, ids }) => existsSync(path.join(out, `${shard}.jsonl`)) && JSON.stringify(recordIds(path.join(out, `${shard}.jsonl`))) === JSON.stringify(ids));
      const measured = { shards: RESTART_SHARDS, complete: complete.length, missing: RESTART_SHARDS - complete.length, extractedTwice: timesExtracted.filter((n) => n > 1).length, doneAgainFromOutput: foundDone, workerExitCodes: codes };
      process.stderr.write(`redis restart: ${JSON.stringify(measured)}\n`);
      expect(measured).toMatchObject({ complete: RESTART_SHARDS, missing: 0, workerExitCodes: [0, 0, 0] });
      expect(readdirSync(out).sort()).toEqual(shards.map((s) => `${s.shard}.jsonl`));
      const state = status('restart', server.url) as { done: number; withoutOutput: unknown[] };
      expect(state).toMatchObject({ shards: RESTART_SHARDS, done: RESTART_SHARDS, withoutOutput: [] });
    } finally {
      await server.stop();
    }
  });
});

