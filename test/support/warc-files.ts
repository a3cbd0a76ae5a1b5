// WARC files for the tests and bench:batch, written with warcio: response records of the CleanEval pages (the
// HTML between the wrapper lines, the wrapper's URL as WARC-Target-URI and its encoding, where it is a real
// charset label, as the HTTP charset), and any other records a test needs. With `gzip`, each record is its own
// gzip member, as Common Crawl ships WARC files.
import { randomUUID } from 'crypto';
import { createWriteStream, readdirSync, readFileSync, renameSync } from 'fs';
import { once } from 'events';
import { join } from 'path';
import { WARCRecord, WARCSerializer, type WARCType } from 'warcio';
import { labelToName } from 'whatwg-encoding';
import { gzipSync } from 'zlib';
import { CLEANEVAL_DIR } from './shared-data';

export interface WarcEntry {
  type: WARCType;
  url: string;
  /** WARC-Record-ID; warcio makes one up when not given. */
  id?: string;
  /** HTTP status line and headers of a response or request; without them `block` is the whole record block. */
  statusline?: string;
  httpHeaders?: Record<string, string>;
  /** The payload (after the HTTP headers), or the whole block. */
  block: Uint8Array | string;
  /** The WARC Content-Type of a block written as given. */
  contentType?: string;
}

const LF = 0x0a;

/** The ids of the CleanEval pages, in numeric order. */
export function cleanevalPageIds(dataDir = CLEANEVAL_DIR): number[] {
  return readdirSync(join(dataDir, 'orig'))
    .map((name) => /^(\d+)\.html$/.exec(name)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

/** CleanEval page `id` as a WARC response entry. */
export function cleanevalResponse(id: number, dataDir = CLEANEVAL_DIR): WarcEntry {
  const file = readFileSync(join(dataDir, 'orig', `${id}.html`));
  const firstLineEnd = file.indexOf(LF);
  const wrapper = file.subarray(0, firstLineEnd).toString('latin1');
  const html = file.subarray(firstLineEnd + 1, file.lastIndexOf('</text>'));
  const url = /id="([^"]*)"/.exec(wrapper)?.[1] ?? `http://cleaneval.invalid/${id}`;
  const label = /encoding="([^"]*)"/.exec(wrapper)?.[1] ?? '';
  const charset = labelToName(label) === null ? '' : `; charset=${label}`;
  return { type: 'response', url, statusline: 'HTTP/1.1 200 OK', httpHeaders: { 'Content-Type': `text/html${charset}` }, block: html };
}

const TOPICS = ['river', 'bridge', 'harbour', 'market', 'valley', 'station', 'garden', 'library', 'orchard', 'theatre', 'ferry'];

/** The ids 1..count of made-up article pages (articleResponse). */
export function articlePageIds(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i + 1);
}

/**
 * Made-up article page `id` as a WARC response: a menu, a headline, 40–70 paragraphs whose words vary with the
 * id, and a footer (about as long as a CleanEval page). The tests' batches need pages, not any page in particular,
 * so they need no corpus.
 */
export function articleResponse(id: number): WarcEntry {
  const topic = (k: number) => TOPICS[(id * 7 + k) % TOPICS.length];
  const paragraphs = Array.from(
    { length: 40 + (id % 31) },
    (_, k) => `<p>In the ${k + 1}th account of page ${id}, the ${topic(k)} by the ${topic(k + 3)} was described by people who had known the ${topic(k + 5)} for years, and who remembered how it changed.</p>`,
  );
  const html = `<!DOCTYPE html>\n<html><head><title>The ${topic(0)} of page ${id}</title></head><body>\n<nav><a href="/">Home</a> <a href="/news">News</a> <a href="/about">About</a></nav>\n<article><h1>The ${topic(0)} of page ${id}</h1>\n${paragraphs.join('\n')}\n</article>\n<footer>Copyright 2026 Example Pages</footer>\n</body></html>\n`;
  return { type: 'response', url: `http://pages.example/${id}.html`, statusline: 'HTTP/1.1 200 OK', httpHeaders: { 'Content-Type': 'text/html; charset=utf-8' }, block: html };
}

/** One record, serialized by warcio (and gzipped as one member when `gzip`). */
export async function warcRecordBytes(entry: WarcEntry, gzip: boolean): Promise<Buffer> {
  const bytes = entry.statusline === undefined ? rawRecord(entry) : await httpRecord(entry);
  return gzip ? gzipSync(bytes) : bytes;
}

async function httpRecord(entry: WarcEntry): Promise<Buffer> {
  const warcHeaders: Record<string, string> = {};
  if (entry.id !== undefined) warcHeaders['WARC-Record-ID'] = entry.id;
  const block = typeof entry.block === 'string' ? Buffer.from(entry.block) : entry.block;
  const record = WARCRecord.create(
    { type: entry.type, url: entry.url, warcHeaders, statusline: entry.statusline, httpHeaders: entry.httpHeaders },
    [block],
  );
  return Buffer.from(await WARCSerializer.serialize(record));
}

/** A record whose block is written as given (warcio would put HTTP headers in front of a response's block). */
function rawRecord(entry: WarcEntry): Buffer {
  const block = typeof entry.block === 'string' ? Buffer.from(entry.block) : Buffer.from(entry.block);
  const headers = [
    'WARC/1.0',
    `WARC-Type: ${entry.type}`,
    `WARC-Record-ID: ${entry.id ?? `<urn:uuid:${randomUUID()}>`}`,
    `WARC-Date: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `WARC-Target-URI: ${entry.url}`,
    `Content-Type: ${entry.contentType ?? 'application/octet-stream'}`,
    `Content-Length: ${block.length}`,
  ];
  return Buffer.concat([Buffer.from(headers.join('\r\n') + '\r\n\r\n'), block, Buffer.from('\r\n\r\n')]);
}

/** Writes records to a WARC file (.warc.gz: a gzip member per record). */
export async function writeWarc(file: string, records: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<void> {
  const out = createWriteStream(file);
  for await (const bytes of records) {
    if (!out.write(bytes)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
}

/** Serialized entries, in order. */
export async function* serialized(entries: Iterable<WarcEntry>, gzip: boolean): AsyncGenerator<Buffer> {
  for (const entry of entries) yield warcRecordBytes(entry, gzip);
}

/** The WARC-Record-ID of copy `i` in writeRepeatedCleanEvalWarc. */
export const repeatRecordId = (i: number): string => `<urn:uuid:00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}>`;

/**
 * A WARC.gz of `pages` response records, the CleanEval pages over and over: each page is serialized by warcio
 * once, and each copy gets its own WARC-Record-ID (its header is rewritten; the block and its Content-Length
 * stay as they are). Written to a temporary name, then renamed.
 */
export async function writeRepeatedCleanEvalWarc(file: string, pages: number, dataDir = CLEANEVAL_DIR): Promise<void> {
  const originals = await Promise.all(cleanevalPageIds(dataDir).map((id) => warcRecordBytes(cleanevalResponse(id, dataDir), false)));
  async function* records(): AsyncGenerator<Buffer> {
    for (let i = 0; i < pages; i++) {
      const record = originals[i % originals.length];
      const headerEnd = record.indexOf('\r\n\r\n');
      const header = record.subarray(0, headerEnd).toString('latin1').replace(/^WARC-Record-ID: .*$/m, `WARC-Record-ID: ${repeatRecordId(i)}`);
      yield gzipSync(Buffer.concat([Buffer.from(header, 'latin1'), record.subarray(headerEnd)]));
    }
  }
  await writeWarc(`${file}.part`, records());
  renameSync(`${file}.part`, file);
}
