import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { PassThrough } from 'stream';
import { gunzipSync, gzipSync } from 'zlib';
import { runBatch } from '../../src/batch/run';
import { isSkipped, openBatchSource, type BatchItem, type SourceEntry } from '../../src/batch/source';
import { articleResponse, serialized, writeWarc, type WarcEntry } from '../support/warc-files';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-warc-'));

// "Привет, мир" in windows-1251, served with that charset in the HTTP header and no <meta>.
const CYRILLIC = Buffer.concat([Buffer.from('<html><body><p>'), Buffer.from([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2, 0x2c, 0x20, 0xec, 0xe8, 0xf0]), Buffer.from('</p></body></html>')]);

const ENTRIES: WarcEntry[] = [
  { type: 'warcinfo', url: '', block: 'software: test\r\n', contentType: 'application/warc-fields' },
  { type: 'request', url: 'http://a.example/', statusline: 'GET / HTTP/1.1', httpHeaders: { Host: 'a.example' }, block: '' },
  { ...articleResponse(1), id: '<urn:uuid:00000000-0000-4000-8000-000000000001>' },
  { type: 'response', url: 'http://a.example/logo.png', statusline: 'HTTP/1.1 200 OK', httpHeaders: { 'Content-Type': 'image/png' }, block: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
  // A response whose block is not an HTTP message at all.
  { type: 'response', url: 'http://a.example/broken', id: '<urn:uuid:broken>', block: 'garbage, no status line\r\n\r\n<p>x</p>', contentType: 'application/http; msgtype=response' },
  { type: 'metadata', url: 'http://a.example/', block: 'fetchTimeMs: 12\r\n', contentType: 'application/warc-fields' },
  { type: 'response', url: 'http://ru.example/', id: '<urn:uuid:ru>', statusline: 'HTTP/1.1 200 OK', httpHeaders: { 'Content-Type': 'text/html; charset=windows-1251' }, block: CYRILLIC },
  { ...articleResponse(2), id: '<urn:uuid:00000000-0000-4000-8000-000000000002>' },
];

async function writeTestWarc(name: string, gzip: boolean): Promise<string> {
  const file = path.join(dir, name);
  await writeWarc(file, serialized(ENTRIES, gzip));
  return file;
}

async function entriesOf(file: string): Promise<SourceEntry[]> {
  const entries: SourceEntry[] = [];
  for await (const entry of (await openBatchSource(file)).entries) entries.push(entry);
  return entries;
}

const pages = (entries: SourceEntry[]) => entries.filter((e): e is BatchItem & SourceEntry => !isSkipped(e));

describe('WARC input', () => {
  it.each([['test.warc.gz', true], ['test.warc', false]])('%s: HTML responses are pages, other records are skipped', async (name, gzip) => {
    const entries = await entriesOf(await writeTestWarc(name, gzip));
    expect(entries.filter(isSkipped)).toHaveLength(4); // warcinfo, request, image/png, metadata
    const found = pages(entries);
    expect(found.map((p) => p.id)).toEqual([
      '<urn:uuid:00000000-0000-4000-8000-000000000001>',
      '<urn:uuid:broken>',
      '<urn:uuid:ru>',
      '<urn:uuid:00000000-0000-4000-8000-000000000002>',
    ]);
    expect(found[0].url).toBe(articleResponse(1).url);
    expect(Buffer.from(found[0].html as Uint8Array).equals(Buffer.from(articleResponse(1).block))).toBe(true);
    expect(found[1]).toMatchObject({ url: 'http://a.example/broken', error: expect.stringMatching(/malformed HTTP response/) });
    expect(found[1].html).toBeUndefined();
    expect(found[2]).toMatchObject({ url: 'http://ru.example/', charset: 'windows-1251' });
    const read = entries.map((e) => e.bytesRead);
    expect(read).toEqual([...read].sort((a, b) => a - b));
    expect(read[read.length - 1]).toBe(readFileSync(path.join(dir, name)).length);
  });

  it('extracts a WARC.gz into records with id, url and text, decoding with the HTTP charset', async () => {
    const file = await writeTestWarc('run.warc.gz', true);
    const output = path.join(dir, 'run.jsonl.gz');
    const summary = await runBatch({ input: file, output, method: 'cetd' });
    expect(summary).toMatchObject({ pages: 4, failed: 1, skipped: 4, resumed: 0 });
    const records = gunzipSync(readFileSync(output)).toString('utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(records.map((r) => r.url)).toEqual([articleResponse(1).url, 'http://a.example/broken', 'http://ru.example/', articleResponse(2).url]);
    expect(Object.keys(records[0])).toEqual(['id', 'url', 'text', 'method', 'metadata', 'ms']);
    expect(records[0].text.length).toBeGreaterThan(200);
    expect(Object.keys(records[1])).toEqual(['id', 'url', 'ms', 'error']);
    expect(records[2].text).toBe('Привет, мир');
  });

  it('a truncated WARC.gz: the pages before the cut are extracted, then an error names the file', async () => {
    const whole = readFileSync(await writeTestWarc('whole.warc.gz', true));
    const cut = path.join(dir, 'cut.warc.gz');
    writeFileSync(cut, whole.subarray(0, whole.length - 100)); // inside the last page's gzip member
    const out = new PassThrough();
    const lines: string[] = [];
    out.on('data', (c: Buffer) => lines.push(...c.toString('utf8').trim().split('\n')));
    await expect(runBatch({ input: cut, output: out, method: 'cetd' })).rejects.toThrow(/cannot read .*cut\.warc\.gz at byte \d+: gzip data is cut short/);
    expect(lines.map((l) => JSON.parse(l).id)).toEqual(['<urn:uuid:00000000-0000-4000-8000-000000000001>', '<urn:uuid:broken>', '<urn:uuid:ru>']);
  });

  it('a truncated uncompressed WARC is an error naming the record that is cut short', async () => {
    const whole = readFileSync(await writeTestWarc('whole.warc', false));
    const cut = path.join(dir, 'cut.warc');
    writeFileSync(cut, whole.subarray(0, whole.length - 2000));
    await expect(entriesOf(cut)).rejects.toThrow(/cut\.warc: record 8 is cut short/);
  });

  it('a file named .warc that is not a WARC is an error naming it', async () => {
    const file = path.join(dir, 'pages.warc');
    writeFileSync(file, '{"id": 1, "html": "<p>a</p>"}\n');
    await expect(entriesOf(file)).rejects.toThrow(/pages\.warc: record 1 starts with "\{"id": 1.*not a WARC header/);
  });

  it('reads .jsonl.gz input, with a url per record echoed in the output', async () => {
    const file = path.join(dir, 'pages.jsonl.gz');
    const lines = [{ id: 'a', url: 'http://a.example/', html: '<p>first page</p>' }, { id: 'b', html: '<p>second</p>' }];
    writeFileSync(file, gzipSync(lines.map((l) => JSON.stringify(l)).join('\r\n') + '\r\n'));
    const found = pages(await entriesOf(file));
    expect(found.map(({ id, url, html }) => ({ id, url, html }))).toEqual([
      { id: 'a', url: 'http://a.example/', html: '<p>first page</p>' },
      { id: 'b', url: undefined, html: '<p>second</p>' },
    ]);
  });
});
