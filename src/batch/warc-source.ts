// A WARC file (.warc, or .warc.gz with a gzip member per record as Common Crawl ships it) as a batch source,
// parsed by warcio one record at a time. `response` records whose HTTP Content-Type is HTML are pages (id:
// WARC-Record-ID, url: WARC-Target-URI, the charset of the Content-Type goes into decoding); other records are
// skipped. A response whose HTTP status line is not one becomes a page error; a file that is not a WARC, or
// whose last record is cut short, is an InputError naming the file.
import type * as Warcio from 'warcio';
import { InputError } from '../errors';
import { isHtml, isStatusLine, parseContentType } from './http-response';
import { readInputBytes } from '../files/input-bytes';
import type { BatchItem, BatchSource, SkippedRecord, SourceEntry } from './source';

export function warcSource(file: string, bytes: number): BatchSource {
  // Loaded with the first WARC file rather than with every command.
  const { LimitReader, WARCParser } = require('warcio') as typeof Warcio;
  async function* entries(): AsyncGenerator<SourceEntry> {
    const input = readInputBytes(file);
    let recordNo = 0;
    for await (const record of new WARCParser(input.chunks)) {
      recordNo++;
      const status = record.warcHeaders.statusline;
      if (!status.startsWith('WARC/')) {
        throw new InputError(`cannot read ${file}: record ${recordNo} starts with "${status.slice(0, 40)}", not a WARC header`);
      }
      const entry = await entryOf(record, recordNo);
      if (!wholeRecordRead(record, LimitReader)) throw new InputError(`cannot read ${file}: record ${recordNo} is cut short (a truncated file?)`);
      yield { ...entry, bytesRead: input.bytesRead() };
    }
  }
  return { bytes, entries: entries() };
}

async function entryOf(record: Warcio.WARCRecord, recordNo: number): Promise<BatchItem | SkippedRecord> {
  if (record.warcType !== 'response') return skip(record);
  const page: BatchItem = { id: record.warcHeader('WARC-Record-ID') ?? `record ${recordNo}` };
  const url = record.warcTargetURI;
  if (url) page.url = url;
  const http = record.httpHeaders;
  if (!http || !isStatusLine(http.statusline)) {
    await record.skipFully();
    return { ...page, error: `malformed HTTP response: status line "${(http?.statusline ?? '').slice(0, 60)}"` };
  }
  const media = parseContentType(http.headers.get('content-type'));
  if (!isHtml(media)) return skip(record);
  try {
    page.html = await record.readFully(true);
  } catch (err) {
    if (err instanceof InputError) throw err; // the file itself is unreadable, not this page's body
    return { ...page, error: `cannot decode the HTTP body: ${(err as Error).message}` };
  }
  if (media?.charset) page.charset = media.charset;
  return page;
}

async function skip(record: Warcio.WARCRecord): Promise<SkippedRecord> {
  await record.skipFully();
  return { skipped: true };
}

/**
 * The record's block was read to its Content-Length: warcio does not notice a file that ends early. (Its limit
 * goes below 0 where it parsed a malformed HTTP header past the block's end.)
 */
function wholeRecordRead(record: Warcio.WARCRecord, LimitReader: typeof Warcio.LimitReader): boolean {
  return !(record._reader instanceof LimitReader) || record._reader.limit <= 0;
}
