import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { PassThrough } from 'stream';
import type { Extractor } from '../../src/extractor';
import { streamRecordOutput } from '../../src/batch/record-output';
import { openBatchSource } from '../../src/batch/source';
import { pageOutcome } from '../../src/batch/page-job';
import { recordJob, writeBatchRecords, type BatchRecord, type PageJob } from '../../src/batch/records';
import { runBatch, type BatchStart } from '../../src/batch/run';

// A stand-in extractor with a real failure mode: it keeps every block, and throws on pages that contain "BOOM".
const everything: Extractor = {
  name: 'test',
  label(page) {
    if (page.source.includes('BOOM')) throw new Error('cannot parse this page');
    return { labels: new Uint8Array(page.blocks.length).fill(1) };
  },
};

async function collect(
  input: string,
  job: PageJob = async (page) => pageOutcome(everything, page, {}),
  inFlight = 1,
): Promise<{ records: BatchRecord[]; failed: number; pages: number }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const summary = await writeBatchRecords((await openBatchSource(input)).entries, recordJob(job), streamRecordOutput(out), { inFlight });
  out.end();
  const records = Buffer.concat(chunks).toString('utf8').trim().split('\n').map((l) => JSON.parse(l) as BatchRecord);
  return { records, failed: summary.failed, pages: summary.pages };
}

describe('batch runner', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-batch-'));

  it('records a failing page with its error and goes on (JSONL input)', async () => {
    const file = path.join(dir, 'pages.jsonl');
    writeFileSync(
      file,
      [
        JSON.stringify({ id: 'a', html: '<p>hello</p>', url: 'https://example.org/a' }),
        '{not json',
        JSON.stringify({ id: 7, html: '<p>BOOM</p>' }),
        JSON.stringify({ id: 'c' }),
        '',
        JSON.stringify({ id: 'd', html: '<p>last</p>' }),
      ].join('\n'),
    );
    const { records, failed, pages } = await collect(file);
    expect(pages).toBe(5);
    expect(failed).toBe(3);
    expect(records.map((r) => r.id)).toEqual(['a', 'line 2', 7, 'c', 'd']);
    expect(records[0].text).toBe('hello');
    expect(records[0].method).toBe('test');
    expect(records[1].error).toMatch(/not valid JSON/);
    expect(records[2].error).toBe('cannot parse this page');
    expect(records[3].error).toMatch(/"html"/);
    expect(records[4].text).toBe('last');
    expect(records.every((r) => typeof r.ms === 'number')).toBe(true);
  });

  it('records an id or url of another type than the field takes with its error, not under a name of its own', async () => {
    const file = path.join(dir, 'typed.jsonl');
    const lines = [
      { id: { site: 'a', n: 1 }, html: '<p>one</p>' },
      { id: 'b', url: 42, html: '<p>two</p>' },
      { id: null, html: '<p>three</p>' },
      { html: '<p>four</p>' },
      { id: 5, url: 'https://example.org/5', html: '<p>five</p>' },
    ];
    writeFileSync(file, lines.map((line) => JSON.stringify(line)).join('\n') + '\n');
    const { records, failed } = await collect(file);
    expect(failed).toBe(3);
    expect(records.map((r) => [r.id, r.error ?? r.text])).toEqual([
      ['line 1', 'field "id" is an object, not a string or a number'],
      ['b', 'field "url" is a number, not a string'],
      ['line 3', 'field "id" is null, not a string or a number'],
      ['line 4', 'four'],
      [5, 'five'],
    ]);
    expect(records[4].url).toBe('https://example.org/5');
  });

  it('records a url that is no absolute http(s) URL with its error, as the option url is refused: its links would resolve against nothing', async () => {
    const file = path.join(dir, 'relative-url.jsonl');
    const html = '<p>The ferry leaves at dawn from <a href="/pier">the old pier</a>.</p>';
    const lines = [{ id: 'a', url: 'example.com/a', html }, { id: 'b', url: 'ftp://example.com/b', html }, { id: 'c', url: 'https://example.com/c', html }];
    writeFileSync(file, lines.map((line) => JSON.stringify(line)).join('\n') + '\n');
    const { records, failed } = await collect(file);
    expect(failed).toBe(2);
    const error = 'field "url" is not an absolute http(s) URL (the page\'s address, which resolves its links)';
    expect(records.map((r) => [r.id, r.url, r.error ?? r.text])).toEqual([
      ['a', 'example.com/a', error],
      ['b', 'ftp://example.com/b', error],
      ['c', 'https://example.com/c', 'The ferry leaves at dawn from the old pier.'],
    ]);
  });

  it('reads the first record of a JSONL file that starts with a UTF-8 BOM (PowerShell, utf-8-sig), here and on worker threads', async () => {
    const file = path.join(dir, 'bom.jsonl');
    const lines = [{ id: 'first', html: '<p>after the mark</p>' }, { id: 'second', html: '<p>next</p>' }].map((r) => JSON.stringify(r));
    writeFileSync(file, '\ufeff' + lines.join('\r\n') + '\r\n');
    const { records, failed } = await collect(file);
    expect(failed).toBe(0);
    expect(records.map((r) => [r.id, r.text])).toEqual([['first', 'after the mark'], ['second', 'next']]);
    const output = path.join(dir, 'bom-out.jsonl');
    expect(await runBatch({ input: file, output, method: 'cetd', jobs: 1, pageTimeoutMs: 60_000 })).toMatchObject({ pages: 2, failed: 0 });
  });

  it('reads the first record of each file joined into one with its BOM (cat a.jsonl b.jsonl), here and on worker threads', async () => {
    const file = path.join(dir, 'joined.jsonl');
    const part = (id: string) => '\ufeff' + JSON.stringify({ id, html: `<p>page ${id}</p>` }) + '\r\n';
    writeFileSync(file, part('a') + part('b') + part('c'));
    const { records, failed } = await collect(file);
    expect(failed).toBe(0);
    expect(records.map((r) => [r.id, r.text])).toEqual([['a', 'page a'], ['b', 'page b'], ['c', 'page c']]);
    expect(await runBatch({ input: file, output: path.join(dir, 'joined-out.jsonl'), method: 'cetd', jobs: 2, pageTimeoutMs: 60_000 })).toMatchObject({ pages: 3, failed: 0 });
  });

  it('refuses a JSONL file in UTF-16, with or without its byte order mark, naming the file', async () => {
    const lines = [{ id: 'first', html: '<p>one</p>' }, { id: 'second', html: '<p>two</p>' }].map((r) => JSON.stringify(r)).join('\r\n') + '\r\n';
    for (const [name, bytes] of [
      ['utf16le-bom.jsonl', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(lines, 'utf16le')])],
      ['utf16le.jsonl', Buffer.from(lines, 'utf16le')],
      ['utf16be-bom.jsonl', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(lines, 'utf16le').swap16()])],
    ] as const) {
      const file = path.join(dir, name);
      writeFileSync(file, bytes);
      await expect(collect(file)).rejects.toThrow(`${file} is UTF-16, not UTF-8`);
      await expect(runBatch({ input: file, output: path.join(dir, `${name}.out`), method: 'cetd', jobs: 1, pageTimeoutMs: 60_000 })).rejects.toThrow('is UTF-16');
    }
  });

  it('reads a folder of .html files in name order and skips other files', async () => {
    const pages = path.join(dir, 'site');
    mkdirSync(pages);
    writeFileSync(path.join(pages, 'b.html'), '<p>second</p>');
    writeFileSync(path.join(pages, 'a.htm'), '<p>first</p>');
    writeFileSync(path.join(pages, 'notes.txt'), 'not a page');
    const { records } = await collect(pages);
    expect(records.map((r) => [r.id, r.text])).toEqual([
      ['a.htm', 'first'],
      ['b.html', 'second'],
    ]);
  });

  it('writes records in input order when pages finish out of order, and a rejected job is a page error', async () => {
    const file = path.join(dir, 'many.jsonl');
    const ids = Array.from({ length: 20 }, (_, i) => `p${i}`);
    writeFileSync(file, ids.map((id) => JSON.stringify({ id, html: `<p>${id}</p>` })).join('\n'));
    // Later pages finish first; p13 rejects (as a dead worker would).
    const job: PageJob = ({ html }) =>
      new Promise((resolve, reject) => {
        const n = Number(/p(\d+)/.exec(String(html))?.[1]);
        setTimeout(() => (n === 13 ? reject(new Error('worker died')) : resolve({ text: `t${n}`, method: 'test', ms: 1 })), 40 - 2 * n);
      });
    const { records, failed } = await collect(file, job, 6);
    expect(records.map((r) => r.id)).toEqual(ids);
    expect(records[5].text).toBe('t5');
    expect(records[13].error).toBe('worker died');
    expect(failed).toBe(1);
  });

  it('says which input is missing', async () => {
    await expect(openBatchSource(path.join(dir, 'nope.jsonl'))).rejects.toThrow(/nope\.jsonl/);
  });

  it('runBatch() extracts a folder into a JSONL file by a method of the registry, in this thread', async () => {
    const pages = path.join(dir, 'api');
    mkdirSync(pages);
    const article = '<body><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li></ul><div>'
      + '<p>The river runs through the old town, past the market and under the first stone bridge.</p>'.repeat(3) + '</div></body>';
    writeFileSync(path.join(pages, 'a.html'), article);
    writeFileSync(path.join(pages, 'b.html'), '<html><body></body></html>');
    const output = path.join(dir, 'out', 'records.jsonl');
    const starts: BatchStart[] = [];
    const summary = await runBatch({ input: pages, output, method: 'cetd', pageTimeoutMs: 0, onStart: (start) => starts.push(start) });
    expect(summary).toMatchObject({ pages: 2, failed: 0, skipped: 0, resumed: 0 });
    expect(starts).toEqual([{ method: 'cetd', info: undefined, workers: 0, total: 2, bytes: 0, resumed: 0, skippedFolders: 0, otherFiles: [], hiddenPageFiles: [], specialFiles: [], uncheckedResume: false }]);
    const records = readFileSync(output, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(records.map((r) => [r.id, r.method])).toEqual([['a.html', 'cetd'], ['b.html', 'cetd']]);
    expect(records[0].text).toContain('under the first stone bridge');
    expect(records[0].text).not.toContain('Home');
    expect(records[1].text).toBe('');
  });

  it('runBatch() names an input that does not exist', async () => {
    await expect(runBatch({ input: path.join(dir, 'none'), output: new PassThrough(), method: 'cetd' })).rejects.toThrow(/cannot read batch input .*none/);
  });
});
