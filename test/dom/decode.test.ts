import { readFileSync } from 'fs';
import { join } from 'path';
import { decode } from 'whatwg-encoding';
import { decodeHtml, stripCleanEvalWrapper } from '../../src/dom/decode';
import { decodeWindows1252 } from '../../src/dom/windows-1252';
import { CLEANEVAL_DIR } from '../support/shared-data';

const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('decodeHtml', () => {
  it('honours a UTF-8 byte-order mark and drops it', () => {
    const text = decodeHtml(bytes([0xef, 0xbb, 0xbf], '<p>caf', [0xc3, 0xa9], '</p>'));
    expect(text).toBe('<p>café</p>');
  });

  it('uses a <meta charset> declaration: windows-1252 bytes 0x93/0x94 are curly quotes', () => {
    const text = decodeHtml(bytes('<meta charset="windows-1252"><p>caf', [0xe9], ' ', [0x93], 'q', [0x94], '</p>'));
    expect(text).toContain('café “q”');
  });

  it('uses an http-equiv Content-Type declaration (iso-8859-1 is windows-1252 in WHATWG)', () => {
    const html = bytes('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><p>', [0x80], '5</p>');
    expect(decodeHtml(html)).toContain('€5');
  });

  it('decodes undeclared valid UTF-8 as UTF-8', () => {
    expect(decodeHtml(bytes('<p>', [0xe2, 0x80, 0x94], '</p>'))).toBe('<p>—</p>');
  });

  it('falls back to windows-1252 for undeclared bytes that are not valid UTF-8', () => {
    expect(decodeHtml(bytes('<p>na', [0xef], 've ', [0x96], ' x</p>'))).toBe('<p>naïve – x</p>');
  });

  it('decodes windows-1252 (Latin-1 natively, then bytes 0x80–0x9F) exactly as whatwg-encoding does', () => {
    const everyByte = Uint8Array.from({ length: 512 }, (_, i) => i % 256);
    expect(decodeWindows1252(everyByte)).toBe(decode(everyByte, 'windows-1252'));
    expect(decodeWindows1252(everyByte.subarray(3, 300))).toBe(decode(everyByte.subarray(3, 300), 'windows-1252'));
    const page = new Uint8Array(readFileSync(join(CLEANEVAL_DIR, 'orig', '1.html')));
    expect(decodeWindows1252(page)).toBe(decode(page, 'windows-1252'));
  });

  it('normalises CRLF and CR to LF (the reference joins lines with \\n)', () => {
    expect(decodeHtml(bytes('a\r\nb\rc\nd'))).toBe('a\nb\nc\nd');
  });

  it('strips the CleanEval wrapper lines with mixed CRLF/LF line ends', () => {
    const file = bytes('<text id="http://x" title="T" encoding="unset">\r\n<html>\r\n<p>a</p>\n</text>\n');
    expect(decodeHtml(file, { cleaneval: true })).toBe('<html>\n<p>a</p>');
    expect(decodeHtml(bytes('<text id="x">\n<p>a</p>\n</text>'), { cleaneval: true })).toBe('<p>a</p>');
    expect(stripCleanEvalWrapper('<text id="x">\r\n<p>a</p>\r\n</text>\r\n')).toBe('<p>a</p>');
  });

  it('sniffs a <meta charset> that follows the CleanEval wrapper line', () => {
    const file = bytes('<text id="x" encoding="iso-8859-1">\n<meta charset="iso-8859-1"><p>', [0xe9], '</p>\n</text>');
    expect(decodeHtml(file, { cleaneval: true })).toBe('<meta charset="iso-8859-1"><p>é</p>');
  });

  it('keeps a BOM that follows the CleanEval wrapper line as a character, as the reference does', () => {
    const file = bytes('<text id="x">\n', [0xef, 0xbb, 0xbf], '<p>a</p>\n</text>');
    expect(decodeHtml(file, { cleaneval: true })).toBe('\uFEFF<p>a</p>');
    expect(decodeHtml(file, { cleaneval: true, referenceDecoding: true })).toBe('\uFEFF<p>a</p>');
  });

  it('can decode like the reference: UTF-8 with malformed bytes dropped (docs/methods/web2text.md §1)', () => {
    expect(decodeHtml(bytes('<p>caf', [0xe9], ' ok ', [0xc3, 0xa9], '</p>'), { referenceDecoding: true })).toBe('<p>caf ok é</p>');
  });

  it('takes the charset a page was served with before its <meta>, after a BOM; an unknown label is ignored', () => {
    // "Привет" in windows-1251: without the HTTP charset it is not UTF-8 and would become windows-1252 letters.
    const cyrillic = bytes('<p>', [0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2], '</p>');
    expect(decodeHtml(cyrillic, { charset: 'windows-1251' })).toBe('<p>Привет</p>');
    expect(decodeHtml(cyrillic, { cleaneval: false, charset: 'no-such-charset' })).toBe('<p>Привет</p>');
    const declared = bytes('<meta charset="windows-1252"><p>', [0xcf, 0xf0], '</p>');
    expect(decodeHtml(declared, { charset: 'cp1251' })).toContain('<p>Пр</p>');
    expect(decodeHtml(bytes([0xef, 0xbb, 0xbf], '<p>', [0xc3, 0xa9], '</p>'), { charset: 'windows-1251' })).toBe('<p>é</p>');
    expect(decodeHtml(bytes('<p>', [0xe9], '</p>'), { charset: 'no-such-charset' })).toBe('<p>é</p>');
  });

  const page = join(CLEANEVAL_DIR, 'orig', '64.html');
  it('turns a CleanEval orig file into its HTML (§1)', () => {
    const source = decodeHtml(readFileSync(page), { cleaneval: true });
    expect(source.startsWith('<text')).toBe(false);
    expect(source.endsWith('</text>')).toBe(false);
    expect(source).not.toContain('\r');
    expect(source.toLowerCase()).toContain('<body');
  });
});
