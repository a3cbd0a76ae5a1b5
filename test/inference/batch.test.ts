import { mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { PassThrough } from 'stream';
import { openBatchSource } from '../../src/inference/batch-input';
import { runBatch, type BatchRecord } from '../../src/inference/batch';

// A stand-in extractor with a real failure mode: it throws on pages that contain "BOOM".
function upperCaseBody(html: string | Uint8Array) {
  const s = typeof html === 'string' ? html : Buffer.from(html).toString('utf8');
  if (s.includes('BOOM')) throw new Error('cannot parse this page');
  return { text: s.replace(/<[^>]*>/g, '').toUpperCase(), method: 'test' };
}

async function collect(input: string): Promise<{ records: BatchRecord[]; failed: number; pages: number }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const summary = await runBatch(await openBatchSource(input), upperCaseBody, out);
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
    expect(records.map((r) => r.id)).toEqual(['a', 'line 2', '7', 'c', 'd']);
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

  it('says which input is missing', async () => {
    await expect(openBatchSource(path.join(dir, 'nope.jsonl'))).rejects.toThrow(/nope\.jsonl/);
  });
});
