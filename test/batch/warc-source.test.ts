import { spawnSync } from 'child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { PassThrough } from 'stream';
import { brotliCompressSync, deflateSync, gunzipSync, gzipSync } from 'zlib';
import { runBatch } from '../../src/batch/run';
import { isSkipped, openBatchSource, type BatchItem, type SourceEntry } from '../../src/batch/source';
import { articleResponse, serialized, warcRecordBytes, writeWarc, type WarcEntry } from '../support/warc-files';

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

/**
 * The entries of a WARC file read in a process of its own, and that process's peak memory (VmHWM, not maxRSS,
 * which Linux carries over from the test process that starts it).
 */
function entriesInChild(file: string): { out: { id: string; error?: string; bytes?: number }[]; maxRssMb: number } {
  const script = `require(${JSON.stringify(require.resolve('../../src/batch/source'))}).openBatchSource(${JSON.stringify(file)}).then(async (source) => {
    const out = [];
    for await (const e of source.entries) out.push({ id: e.id, error: e.error, bytes: e.html && e.html.length });
    console.log(JSON.stringify({ out, maxRssMb: Number(/VmHWM:\\s*(\\d+)/.exec(require('fs').readFileSync('/proc/self/status', 'utf8'))[1]) / 1024 }));
  })`;
  return JSON.parse(spawnSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], { encoding: 'utf8' }).stdout);
}

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
    expect(Object.keys(records[0])).toEqual(['id', 'url', 'status', 'text', 'method', 'metadata', 'pageType', 'ms']);
    expect(records.map((r) => r.status)).toEqual([200, undefined, 200, 200]);
    expect(records[0].text.length).toBeGreaterThan(200);
    expect(Object.keys(records[1])).toEqual(['id', 'url', 'ms', 'error']);
    expect(records[2].text).toBe('Привет, мир');
  });

  it("gives each page's record the HTTP status it was served with, on worker threads too, so a crawl's 404 pages can be told apart", async () => {
    const file = path.join(dir, 'statuses.warc.gz');
    const html = (text: string) => `<html><body><h1>${text}</h1><p>${text}, and a sentence or two more so that the page has some text to keep.</p></body></html>`;
    await writeWarc(file, serialized([
      { ...articleResponse(1), id: '<urn:uuid:ok>' },
      { type: 'response', url: 'http://a.example/gone', id: '<urn:uuid:gone>', statusline: 'HTTP/1.1 404 Not Found', httpHeaders: { 'Content-Type': 'text/html' }, block: html('Page not found') },
      { type: 'response', url: 'http://a.example/old', id: '<urn:uuid:moved>', statusline: 'HTTP/2 301 Moved Permanently', httpHeaders: { 'Content-Type': 'text/html', Location: '/new' }, block: html('Moved') },
    ], true));
    for (const jobs of [1, 2]) {
      const output = path.join(dir, `statuses-${jobs}.jsonl`);
      await runBatch({ input: file, output, method: 'cetd', jobs });
      const records = readFileSync(output, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      expect(records.map((r) => [r.id, r.status])).toEqual([['<urn:uuid:ok>', 200], ['<urn:uuid:gone>', 404], ['<urn:uuid:moved>', 301]]);
      expect(records[1].text).toContain('Page not found');
    }
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

  it('a response whose HTTP head ends its lines with bare LFs is read as browsers read it: its body is the page', async () => {
    const body = Buffer.from(articleResponse(5).block);
    const head = 'HTTP/1.1 200 OK\nContent-Type: text/html;\n charset=windows-1251\nContent-Type: image/png\n\n';
    const file = path.join(dir, 'bare-lf.warc');
    const entry: WarcEntry = { type: 'response', url: 'http://lf.example/', id: '<urn:uuid:lf>', block: Buffer.concat([Buffer.from(head), body]), contentType: 'application/http; msgtype=response' };
    await writeWarc(file, serialized([entry], false));
    const [page] = pages(await entriesOf(file));
    expect(page).toMatchObject({ id: '<urn:uuid:lf>', charset: 'windows-1251' });
    expect(Buffer.from(page.html as Uint8Array).equals(body)).toBe(true);
  });

  it('undoes every coding a response lists: chunked, gzip inside chunked, `Transfer-Encoding: gzip, chunked`, `Content-Encoding: br, gzip`', async () => {
    const page = Buffer.from(articleResponse(6).block);
    const chunk = (bytes: Buffer) => {
      const parts: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += 100) {
        const piece = bytes.subarray(at, at + 100);
        parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
      }
      return Buffer.concat([...parts, Buffer.from('0\r\n\r\n')]);
    };
    const response = (name: string, headers: Record<string, string>, block: Buffer): WarcEntry => ({
      type: 'response', url: `http://codings.example/${name}`, id: `<urn:uuid:${name}>`, statusline: 'HTTP/1.1 200 OK', httpHeaders: { 'Content-Type': 'text/html', ...headers }, block,
    });
    const file = path.join(dir, 'codings.warc');
    await writeWarc(file, serialized([
      response('chunked', { 'Transfer-Encoding': 'chunked' }, chunk(page)),
      response('gzip-in-chunks', { 'Transfer-Encoding': 'chunked', 'Content-Encoding': 'gzip' }, chunk(gzipSync(page))),
      response('transfer-gzip', { 'Transfer-Encoding': 'gzip, chunked' }, chunk(gzipSync(page))),
      response('br-then-gzip', { 'Content-Encoding': 'br, gzip' }, gzipSync(brotliCompressSync(page))),
    ], false));
    const found = pages(await entriesOf(file));
    expect(found.map((entry) => entry.error)).toEqual([undefined, undefined, undefined, undefined]);
    for (const entry of found) expect(Buffer.from(entry.html as Uint8Array).equals(page)).toBe(true);
  });

  it('a compressed body cut short (a crawler stopped the download) is the page as far as it inflates, not "not HTML: gzipped data"', async () => {
    const page = Buffer.from(articleResponse(7).block);
    const cut = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.9));
    const response = (name: string, coding: string, block: Buffer): WarcEntry => ({
      type: 'response', url: `http://cut.example/${name}`, id: `<urn:uuid:${name}>`, statusline: 'HTTP/1.1 200 OK', httpHeaders: { 'Content-Type': 'text/html', 'Content-Encoding': coding }, block,
    });
    const file = path.join(dir, 'cut-bodies.warc');
    await writeWarc(file, serialized([
      response('gzip', 'gzip', cut(gzipSync(page))),
      response('deflate', 'deflate', cut(deflateSync(page))),
      response('br', 'br', cut(brotliCompressSync(page))),
    ], false));
    const found = pages(await entriesOf(file));
    expect(found.map((entry) => entry.error)).toEqual([undefined, undefined, undefined]);
    for (const entry of found) {
      const html = Buffer.from(entry.html as Uint8Array);
      expect(html.length).toBeGreaterThan(page.length / 2);
      expect(html.length).toBeLessThan(page.length);
      expect(page.subarray(0, html.length).equals(html)).toBe(true);
    }
  });

  it('a `resource` record of HTML (a page stored without HTTP, as warcit writes a mirror) is a page; other resources are skipped', async () => {
    const page = articleResponse(9).block as string;
    const latin1 = Buffer.from('<html><body><p>Caf\xe9 cr\xe8me et cr\xeapes, servis chaque matin.</p></body></html>', 'latin1');
    const file = path.join(dir, 'resources.warc.gz');
    await writeWarc(file, serialized([
      { type: 'resource', url: 'http://mirror.example/a.html', id: '<urn:uuid:res-html>', block: page, contentType: 'text/html' },
      { type: 'resource', url: 'http://mirror.example/logo.png', block: Buffer.from([0x89, 0x50, 0x4e, 0x47]), contentType: 'image/png' },
      { type: 'resource', url: 'http://mirror.example/fr.html', id: '<urn:uuid:res-latin1>', block: latin1, contentType: 'text/html; charset=iso-8859-1' },
    ], true));
    const entries = await entriesOf(file);
    expect(entries.filter(isSkipped)).toHaveLength(1);
    const found = pages(entries);
    expect(found.map(({ id, url, charset, error }) => ({ id, url, charset, error }))).toEqual([
      { id: '<urn:uuid:res-html>', url: 'http://mirror.example/a.html', charset: undefined, error: undefined },
      { id: '<urn:uuid:res-latin1>', url: 'http://mirror.example/fr.html', charset: 'iso-8859-1', error: undefined },
    ]);
    expect(Buffer.from(found[0].html as Uint8Array).toString('utf8')).toBe(page);
    const output = path.join(dir, 'resources.jsonl');
    await runBatch({ input: file, output, method: 'cetd', overwrite: true });
    const records = readFileSync(output, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(records[1].text).toContain('Café crème et crêpes');
  });

  it('a response served without a Content-Type is a page when its body starts as HTML, as browsers sniff it; other such bodies are skipped', async () => {
    const page = Buffer.from(articleResponse(10).block);
    const untyped = (name: string, block: Buffer, headers: Record<string, string> = {}): WarcEntry => ({
      type: 'response', url: `http://untyped.example/${name}`, id: `<urn:uuid:${name}>`, statusline: 'HTTP/1.1 200 OK', httpHeaders: headers, block,
    });
    const file = path.join(dir, 'untyped.warc');
    await writeWarc(file, serialized([
      untyped('page', page),
      untyped('gzipped-page', gzipSync(page), { 'Content-Encoding': 'gzip' }),
      untyped('script', Buffer.from('var x = "<p>not a page</p>";')),
      untyped('empty-redirect', Buffer.alloc(0)),
    ], false));
    const entries = await entriesOf(file);
    expect(entries.filter(isSkipped)).toHaveLength(2);
    const found = pages(entries);
    expect(found.map((entry) => [entry.id, entry.error])).toEqual([['<urn:uuid:page>', undefined], ['<urn:uuid:gzipped-page>', undefined]]);
    for (const entry of found) expect(Buffer.from(entry.html as Uint8Array).equals(page)).toBe(true);
  });

  it('a redirect or a 304 without a body is skipped, an empty body served as a page is an empty page', async () => {
    const typed = (name: string, statusline: string): WarcEntry => ({
      type: 'response', url: `http://typed.example/${name}`, id: `<urn:uuid:${name}>`, statusline, httpHeaders: { 'Content-Type': 'text/html; charset=utf-8' }, block: Buffer.alloc(0),
    });
    const file = path.join(dir, 'bodiless.warc');
    await writeWarc(file, serialized([typed('moved', 'HTTP/1.1 301 Moved Permanently'), typed('found', 'HTTP/1.1 302 Found'), typed('same', 'HTTP/1.1 304 Not Modified'), typed('ok', 'HTTP/1.1 200 OK')], false));
    const entries = await entriesOf(file);
    expect(entries.filter(isSkipped)).toHaveLength(3);
    expect(pages(entries).map((entry) => [entry.id, entry.status])).toEqual([['<urn:uuid:ok>', 200]]);
  });

  it('a gzip body with corrupt data is an error record saying so, not "not HTML: gzipped data (a page file named .gz …)"', async () => {
    const page = Buffer.from(articleResponse(8).block);
    const corrupt = gzipSync(page);
    for (let at = 40; at < corrupt.length - 20; at += 97) corrupt[at] ^= 0xa5;
    const file = path.join(dir, 'corrupt-body.warc');
    await writeWarc(file, serialized([{
      type: 'response', url: 'http://corrupt.example/', id: '<urn:uuid:corrupt>', statusline: 'HTTP/1.1 200 OK', httpHeaders: { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' }, block: corrupt,
    }], false));
    const [entry] = pages(await entriesOf(file));
    expect(entry.html).toBeUndefined();
    expect(entry.error).toMatch(/^cannot decode the HTTP body: its gzip data is corrupt \(/);
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

  /** Records 1-4 of CleanEval pages, record 2's Content-Length replaced by `lie(length)`. */
  async function lyingWarc(name: string, gzip: boolean, lie: (length: number) => string, which = 1): Promise<string> {
    const records = await Promise.all([1, 2, 3, 4].map((id) => warcRecordBytes({ ...articleResponse(id), id: `<urn:uuid:rec-${id}>` }, false)));
    const lied = records.map((record, i) => (i !== which ? record : Buffer.from(record.toString('latin1').replace(/Content-Length: (\d+)/, (_, n) => `Content-Length: ${lie(Number(n))}`), 'latin1')));
    const file = path.join(dir, name);
    writeFileSync(file, Buffer.concat(lied.map((record) => (gzip ? gzipSync(record) : record))));
    return file;
  }

  it.each([
    ['too small', (n: number) => String(n - 500)],
    ['negative', () => '-5'],
    ['too big', (n: number) => String(n + 5000)],
    ['far too big', () => String(1 << 30)],
    ['not a number', () => 'lots'],
  ])('a record whose Content-Length is %s is an error record naming it, and the records after it are read', async (_, lie) => {
    for (const gzip of [false, true]) {
      const found = pages(await entriesOf(await lyingWarc(`lie.warc${gzip ? '.gz' : ''}`, gzip, lie)));
      expect(found.map((p) => p.id)).toEqual(['<urn:uuid:rec-1>', '<urn:uuid:rec-2>', '<urn:uuid:rec-3>', '<urn:uuid:rec-4>']);
      expect(found[1]).toMatchObject({ url: articleResponse(2).url, error: expect.stringMatching(/^WARC record 2 cannot be read: its Content-Length/) });
      expect(found[1].html).toBeUndefined();
      for (const [i, id] of [[0, 1], [2, 3], [3, 4]]) expect(Buffer.from(found[i].html as Uint8Array).equals(Buffer.from(articleResponse(id).block))).toBe(true);
    }
    // As the last record: an error record too, but a block within the page limit that runs into the end of the
    // file is a file cut short, named as such.
    const last = lyingWarc('lie-last.warc', false, lie, 3);
    if (lie(100) === String(100 + 5000)) await expect(last.then(entriesOf)).rejects.toThrow(/record 4 is cut short/);
    else expect(pages(await entriesOf(await last)).map((p) => p.error ?? 'ok')).toEqual(['ok', 'ok', 'ok', expect.stringMatching(/^WARC record 4 cannot be read/)]);
  });

  it('records separated by fewer or more line ends than two CRLFs are read as they are, when their lengths are right', async () => {
    const records = await Promise.all([1, 2, 3].map((id) => warcRecordBytes({ ...articleResponse(id), id: `<urn:uuid:sep-${id}>` }, false)));
    const file = path.join(dir, 'separators.warc');
    writeFileSync(file, Buffer.concat([records[0].subarray(0, -2), records[1], Buffer.from('\r\n\r\n'), records[2]]));
    const found = pages(await entriesOf(file));
    expect(found.map((p) => [p.id, p.error])).toEqual([['<urn:uuid:sep-1>', undefined], ['<urn:uuid:sep-2>', undefined], ['<urn:uuid:sep-3>', undefined]]);
  });

  it('a gzip body that inflates past the page limit stops there: an error record, in bounded memory', async () => {
    // 8 MB of gzip that inflates to 1 GB would do; 1 MB inflating to ≈ 1 GB is built in a second.
    const bomb = gzipSync(Buffer.alloc(1 << 30, 0x20), { level: 9 });
    const entry: WarcEntry = { type: 'response', url: 'http://bomb.example/', id: '<urn:uuid:bomb>', statusline: 'HTTP/1.1 200 OK', httpHeaders: { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' }, block: bomb };
    const file = path.join(dir, 'bomb.warc.gz');
    await writeWarc(file, serialized([entry, { ...articleResponse(3), id: '<urn:uuid:after>' }], true));
    const { out, maxRssMb } = entriesInChild(file);
    expect(out).toEqual([
      { id: '<urn:uuid:bomb>', error: 'page is over the limit of 16777216 bytes: its gzip body inflates to more (option maxPageBytes, --max-page-bytes)' },
      { id: '<urn:uuid:after>', bytes: Buffer.from(articleResponse(3).block).length },
    ]);
    // It was 4.3 GB; a page of the limit (16 MiB) and the process are what is left.
    expect(maxRssMb).toBeLessThan(400);
  });

  it('a record of 1 GiB (in a 1 MB .warc.gz) is streamed past, not read into memory; the records after it are read', async () => {
    const huge: WarcEntry = { type: 'response', url: 'http://huge.example/', id: '<urn:uuid:huge>', statusline: 'HTTP/1.1 200 OK', httpHeaders: { 'Content-Type': 'text/html' }, block: '' };
    const head = (await warcRecordBytes(huge, false)).toString('latin1');
    const length = 1 << 30;
    const httpHead = head.slice(head.indexOf('\r\n\r\n') + 4, head.lastIndexOf('\r\n\r\n'));
    const warcHead = head.slice(0, head.indexOf('\r\n\r\n') + 4).replace(/Content-Length: \d+/, `Content-Length: ${httpHead.length + length}`);
    const file = path.join(dir, 'huge.warc.gz');
    // One gzip member, written in pieces: the header, 1 GiB of spaces, the separator, then a CleanEval page.
    const { createGzip } = await import('zlib');
    const gz = createGzip({ level: 1 });
    const out = (await import('fs')).createWriteStream(file);
    gz.pipe(out);
    gz.write(Buffer.from(warcHead + httpHead, 'latin1'));
    const piece = Buffer.alloc(1 << 24, 0x20);
    for (let written = 0; written < length; written += piece.length) if (!gz.write(piece)) await new Promise<void>((resolve) => gz.once('drain', () => resolve()));
    gz.end(Buffer.concat([Buffer.from('\r\n\r\n'), await warcRecordBytes({ ...articleResponse(4), id: '<urn:uuid:after-huge>' }, false)]));
    await new Promise<void>((resolve) => out.once('close', () => resolve()));
    const { out: found, maxRssMb } = entriesInChild(file);
    expect(found).toEqual([
      { id: '<urn:uuid:huge>', error: expect.stringMatching(/^page is over the limit of 16777216 bytes: its WARC record is \d+ bytes/) },
      { id: '<urn:uuid:after-huge>', bytes: Buffer.from(articleResponse(4).block).length },
    ]);
    expect(maxRssMb).toBeLessThan(400);
  });
});

