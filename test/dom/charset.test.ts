// Decoding as browsers do (issue 16): the encoding table of the issue, on the language pages of
// test/fixtures/languages re-encoded into the legacy encodings of their languages, with no declaration left.
import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { encode } from 'iconv-lite';
import { decodeHtml } from '../../src/dom/decode';
import { extract } from '../../src/inference/extract';
import { SELF_CONTAINED_METHOD_NAMES } from '../../src/inference/registry';
import { NotHtmlError } from '../../src/errors';
import { runCli } from '../support/run-cli';

const LANGUAGES = path.join(__dirname, '..', 'fixtures', 'languages');

/** A language page's HTML without its <meta charset>, and its known paragraphs. */
function undeclared(code: string): { html: string; paragraphs: string[] } {
  const html = readFileSync(path.join(LANGUAGES, `${code}.html`), 'utf8').replace('<meta charset="utf-8">', '');
  return { html, paragraphs: JSON.parse(readFileSync(path.join(LANGUAGES, `${code}.json`), 'utf8')).paragraphs };
}

describe('decoding (WHATWG order, detection for undeclared pages)', () => {
  it.each([
    ['ru', 'windows-1251'],
    ['ja', 'Shift_JIS'],
    ['zh', 'GBK'],
    ['ko', 'EUC-KR'],
  ])('decodes an undeclared %s page in %s to its text', (code, encoding) => {
    const { html, paragraphs } = undeclared(code);
    const text = decodeHtml(encode(html, encoding));
    for (const paragraph of paragraphs) expect(text).toContain(paragraph);
  });

  it('decodes a page declared UTF-8 with one stray byte as UTF-8, the byte replaced (not windows-1252 mojibake)', () => {
    const { html, paragraphs } = undeclared('ru');
    const declared = Buffer.from(html.replace('<head>', '<head><meta charset="utf-8">'), 'utf8');
    const at = declared.indexOf('<p>') + 3;
    const stray = Buffer.concat([declared.subarray(0, at), Buffer.from([0xff]), declared.subarray(at)]);
    const text = decodeHtml(stray);
    expect(text).toContain('<p>\uFFFD' + paragraphs[0]);
    for (const paragraph of paragraphs.slice(1)) expect(text).toContain(paragraph);
  });

  it('honours a <meta charset> after the first 1024 bytes (a late meta re-decodes)', () => {
    const { html, paragraphs } = undeclared('ru');
    const late = html.replace('<head>', `<head><!-- ${'x'.repeat(1500)} --><meta charset="windows-1251">`);
    // Short enough that detection alone would not be trusted: only the late meta can name the encoding.
    const bytes = encode(late.replace(/<p>[^]*<\/p>/, `<p>${paragraphs[0]}</p>`), 'windows-1251');
    expect(decodeHtml(bytes)).toContain(paragraphs[0]);
    const koi8 = encode(late.replace('windows-1251', 'koi8-r'), 'koi8-r');
    expect(decodeHtml(koi8)).toContain(paragraphs[1]);
  });

  it('a <meta> content ending in "charset" declares nothing (it crashed the sniffer): a later declaration still counts', async () => {
    const { html, paragraphs } = undeclared('ru');
    for (const bare of ['html, encoding, charset', 'charset  ', 'text/html; charset=']) {
      const page = html.replace('<head>', `<head><meta name="keywords" content="${bare}"><meta charset="windows-1251">`);
      expect(decodeHtml(encode(page, 'windows-1251'))).toContain(paragraphs[0]);
      const late = html.replace('<head>', `<head><!-- ${'x'.repeat(1500)} --><meta name="keywords" content="${bare}"><meta charset="koi8-r">`);
      expect(decodeHtml(encode(late, 'koi8-r'))).toContain(paragraphs[0]);
    }
    const alone = Buffer.from('<html><head><meta name="keywords" content="html, encoding, charset"></head><body><p>Plain words of the page.</p></body></html>');
    for (const method of SELF_CONTAINED_METHOD_NAMES) {
      expect((await extract(alone, { method })).text).toContain('Plain words of the page.');
    }
  });

  it('--encoding overrides every declaration; an unknown label names itself', () => {
    const { html, paragraphs } = undeclared('ru');
    const misdeclared = encode(html.replace('<head>', '<head><meta charset="iso-8859-1">'), 'koi8-r');
    expect(decodeHtml(misdeclared)).not.toContain(paragraphs[0]);
    expect(decodeHtml(misdeclared, { encoding: 'koi8-r' })).toContain(paragraphs[0]);
    expect(() => decodeHtml(misdeclared, { encoding: 'klingon' })).toThrow(/unknown encoding "klingon"/);
  });

  it('a byte order mark wins over --encoding, as it does in browsers: a UTF-16 page with its BOM in a folder read as windows-1251', () => {
    const { html, paragraphs } = undeclared('ru');
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(html, 'utf16le')]);
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(html, 'utf16le').swap16()]);
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(html)]);
    for (const page of [le, be, utf8]) expect(decodeHtml(page, { encoding: 'windows-1251' })).toContain(paragraphs[0]);
  });

  it('refuses binary input as not HTML, in the library and as a batch record', async () => {
    let seed = 7;
    const random = Uint8Array.from({ length: 1 << 20 }, () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 16) & 0xff);
    expect(() => decodeHtml(random)).toThrow(NotHtmlError);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), Buffer.from('IHDR'), Buffer.alloc(64)]);
    await expect(extract(png, { method: 'cetd' })).rejects.toThrow(/^not HTML: /);
    // UTF-16 holds 0x00 bytes in every ASCII letter: with its BOM it is text.
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<p>hello</p>', 'utf16le')]);
    expect(decodeHtml(utf16)).toBe('<p>hello</p>');
  });

  it('refuses UTF-16 without a byte order mark as browsers do, naming the --encoding that reads it', () => {
    const { html, paragraphs } = undeclared('ru');
    const le = Buffer.from(html, 'utf16le');
    const be = Buffer.from(le).swap16();
    expect(() => decodeHtml(le)).toThrow(/^not HTML as it is read: UTF-16 text without a byte order mark\? --encoding utf-16le reads it$/);
    expect(() => decodeHtml(be)).toThrow(/--encoding utf-16be reads it$/);
    expect(decodeHtml(le, { encoding: 'utf-16le' })).toContain(paragraphs[0]);
    expect(decodeHtml(be, { encoding: 'utf-16be' })).toContain(paragraphs[0]);
  });

  it('refuses bytes that are valid UTF-8 but no text: ASCII-only UTF-16 without a BOM, a file of NUL bytes', async () => {
    // Every other byte NUL: valid UTF-8, which would read as the page's own markup printed as text.
    const ascii = Buffer.from('<html><body><p>Hello there, a page written in UTF-16 without a byte order mark.</p></body></html>', 'utf16le');
    expect(() => decodeHtml(ascii)).toThrow(/^not HTML as it is read: UTF-16 text without a byte order mark\? --encoding utf-16le reads it$/);
    expect(decodeHtml(ascii, { encoding: 'utf-16le' })).toContain('<p>Hello there');
    // A download cut short and filled with zeros.
    await expect(extract(Buffer.alloc(10_000), { method: 'cetd' })).rejects.toThrow(/^not HTML: 1445 of the first 1445 bytes are binary data/);
  });
});

describe('valid UTF-8 under a stale declaration (a page stored re-encoded)', () => {
  const utf8 = (text: string) => Buffer.from(text, 'utf8');

  it('reads valid UTF-8 that is not all ASCII as UTF-8 over a single-byte <meta> or served charset', () => {
    // "Kosovo’s café" in UTF-8 under the <meta> its site once served: windows-1252 would give "Kosovoâ€™s cafÃ©".
    const restored = utf8('<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1"><p>Kosovo’s café</p>');
    expect(decodeHtml(restored)).toContain('<p>Kosovo’s café</p>');
    expect(decodeHtml(restored, { charset: 'iso-8859-1' })).toContain('<p>Kosovo’s café</p>');
  });

  it('keeps the declaration for text that really is in it, and --encoding and CleanEval files as they were', () => {
    expect(decodeHtml(encode('<meta charset="iso-8859-1"><p>café “q”</p>', 'windows-1252'))).toContain('<p>café “q”</p>');
    const restored = utf8('<meta charset="iso-8859-1"><p>Kosovo’s café</p>');
    expect(decodeHtml(restored, { encoding: 'windows-1252' })).toContain('<p>Kosovoâ€™s cafÃ©</p>');
    const cleaneval = Buffer.concat([utf8('<text id="1">\n'), restored, utf8('\n</text>\n')]);
    expect(decodeHtml(cleaneval, { cleaneval: true })).toContain('<p>Kosovoâ€™s cafÃ©</p>');
  });
});

describe('--encoding on the command line', () => {
  it('decodes a misdeclared page with the encoding given, and refuses an unknown label before reading', () => {
    const { html, paragraphs } = undeclared('ru');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'w2t-encoding-')), 'page.html');
    writeFileSync(file, encode(html.replace('<head>', '<head><meta charset="iso-8859-1">'), 'koi8-r'));
    const r = runCli(['extract', file, '--method', 'cetd', '--encoding', 'koi8-r']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(paragraphs[2]);
    const bad = runCli(['extract', file, '--encoding', 'klingon']);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim()).toMatch(/^web2text: option encoding: unknown encoding .*\(given: "klingon"\)$/);
  });
});
