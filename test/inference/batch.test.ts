import { mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { PassThrough } from 'stream';
import { openBatchSource } from '../../src/inference/batch-input';
import { inProcessJob, runBatch, type BatchRecord, type PageJob } from '../../src/inference/batch';

// A stand-in extractor with a real failure mode: it throws on pages that contain "BOOM".
function upperCaseBody(html: string | Uint8Array) {
  const s = typeof html === 'string' ? html : Buffer.from(html).toString('utf8');
  if (s.includes('BOOM')) throw new Error('cannot parse this page');
  return { text: s.replace(/<[^>]*>/g, '').toUpperCase(), method: 'test' };
}

async function collect(
  input: string,
  job: PageJob = inProcessJob({ extract: upperCaseBody }),
  inFlight = 1,
): Promise<{ records: BatchRecord[]; failed: number; pages: number }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const summary = await runBatch(await openBatchSource(input), job, out, { inFlight });
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
        JSON.stringify({ id: 'a', html: '<p>hello</p>', url: 'ignored' }),
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
    expect(records[0].text).toBe('HELLO');
    expect(records[1].error).toMatch(/not valid JSON/);
    expect(records[2].error).toBe('cannot parse this page');
    expect(records[3].error).toMatch(/"html"/);
    expect(records[4].text).toBe('LAST');
    expect(records.every((r) => typeof r.ms === 'number')).toBe(true);
  });

  it('reads a folder of .html files in name order and skips other files', async () => {
    const pages = path.join(dir, 'site');
    mkdirSync(pages);
    writeFileSync(path.join(pages, 'b.html'), '<p>second</p>');
    writeFileSync(path.join(pages, 'a.htm'), '<p>first</p>');
    writeFileSync(path.join(pages, 'notes.txt'), 'not a page');
    const { records } = await collect(pages);
    expect(records.map((r) => [r.id, r.text])).toEqual([
      ['a.htm', 'FIRST'],
      ['b.html', 'SECOND'],
    ]);
  });

  it('writes records in input order when pages finish out of order, and a rejected job is a page error', async () => {
    const file = path.join(dir, 'many.jsonl');
    const ids = Array.from({ length: 20 }, (_, i) => `p${i}`);
    writeFileSync(file, ids.map((id) => JSON.stringify({ id, html: `<p>${id}</p>` })).join('\n'));
    // Later pages finish first; p13 rejects (as a dead worker would).
    const job: PageJob = (html) =>
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
});
