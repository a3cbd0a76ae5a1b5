// A WARC file (.warc, or .warc.gz with a gzip member per record as Common Crawl ships it) as a batch source: records
// framed and checked (warc-records.ts), then their HTTP messages read (http-response.ts) one at a time. `response`
// records whose HTTP Content-Type is HTML are pages (id: WARC-Record-ID, url: WARC-Target-URI, status: the HTTP
// status, the charset of the Content-Type goes into decoding; one without a Content-Type when its body starts as
// HTML), and so are `resource` records whose own Content-Type is HTML; other records are skipped, and so are
// redirects and 204/304 answers without a body. A page served with an error status (a 404 page) is extracted as any
// other: its record's status tells it apart. A record whose Content-Length lies, a response whose HTTP status line is
// not one, and a page over the size limit (before or once its Content-Encoding is decoded, which stops there) are
// page errors naming the record, and reading goes on; a file that is not a WARC, or whose last record is cut short,
// is an InputError naming the file.
import { brotliDecompressSync, constants, gunzipSync, inflateRawSync, inflateSync } from 'zlib';
import type * as Warcio from 'warcio';
import { DEFAULT_MAX_PAGE_BYTES } from '../dom/page-limits';
import { HTML_SNIFF_BYTES, startsAsHtml } from './html-start';
import { httpResponse, isHtml, parseContentType, statusCode } from './http-response';
import { readInputBytes } from '../files/input-bytes';
import type { BatchItem, BatchSource, SkippedRecord, SourceEntry } from './source';
import { framedRecords, headerField, type FramedRecord } from './warc-records';

/** HTTP headers a block over the limit may hold before its body; more is no page of ours either way. */
const HTTP_HEADER_SLACK = 64 * 1024;

export function warcSource(file: string, bytes: number, maxPageBytes = DEFAULT_MAX_PAGE_BYTES): BatchSource {
  // Loaded with the first WARC file rather than with every command.
  const warcio = require('warcio') as typeof Warcio;
  async function* entries(): AsyncGenerator<SourceEntry> {
    const input = readInputBytes(file);
    for await (const framed of framedRecords(input.chunks, file, maxPageBytes + HTTP_HEADER_SLACK)) {
      yield { ...(await entryOf(framed, warcio, maxPageBytes)), bytesRead: input.bytesRead() };
    }
  }
  return { bytes, entries: entries() };
}

async function entryOf({ recordNo, header, block, overLimit, problem }: FramedRecord, warcio: typeof Warcio, maxPageBytes: number): Promise<BatchItem | SkippedRecord> {
  const id = headerField(header, 'WARC-Record-ID') || `record ${recordNo}`;
  const url = headerField(header, 'WARC-Target-URI')?.replace(/^<(.*)>$/, '$1');
  const page: BatchItem = url ? { id, url } : { id };
  if (problem !== undefined) return { ...page, error: `WARC record ${recordNo} cannot be read: ${problem}` };
  const type = headerField(header, 'WARC-Type');
  if (type === 'resource') return resourcePage(page, header, block, overLimit, maxPageBytes);
  if (type !== 'response') return { skipped: true };
  // A block over the limit: of its first bytes only.
  const http = httpResponse(block ?? overLimit!.head);
  const status = statusCode(http.statusLine);
  if (status === undefined) return { ...page, error: `malformed HTTP response: status line "${http.statusLine.slice(0, 60)}"` };
  page.status = status;
  const media = parseContentType(http.headers.get('content-type'));
  // A response served without a Content-Type is sniffed, as browsers sniff it: a body that starts as HTML is a page.
  if (media !== null && !isHtml(media)) return { skipped: true };
  if (overLimit !== undefined) {
    if (media === null && !startsAsHtml(http.body.subarray(0, HTML_SNIFF_BYTES))) return { skipped: true };
    return { ...page, error: overLimitError(`its WARC record is ${overLimit.length} bytes`, maxPageBytes) };
  }
  let body: Uint8Array;
  try {
    body = await decodedBody(http.body, http.headers, maxPageBytes, warcio);
  } catch (err) {
    return { ...page, error: err instanceof PageOverLimit ? err.message : `cannot decode the HTTP body: ${(err as Error).message}` };
  }
  if (media === null && !startsAsHtml(body.subarray(0, HTML_SNIFF_BYTES))) return { skipped: true };
  // A redirect or a "no content" / "not modified" answer without a body carries no page (most of a crawl's
  // redirects): skipped, where an empty body of a page served as one is an empty page.
  if (body.length === 0 && isWithoutDocument(status)) return { skipped: true };
  page.html = body;
  if (media?.charset) page.charset = media.charset;
  return page;
}

/**
 * A `resource` record whose WARC Content-Type is HTML is a page stored without an HTTP envelope: its block is the
 * page (warcit writes a site mirror's files so, and browser-based crawlers some of their pages).
 */
function resourcePage(page: BatchItem, header: Buffer, block: Buffer | undefined, overLimit: FramedRecord['overLimit'], maxPageBytes: number): BatchItem | SkippedRecord {
  const media = parseContentType(headerField(header, 'Content-Type'));
  if (!isHtml(media)) return { skipped: true };
  if (overLimit !== undefined) return { ...page, error: overLimitError(`its WARC record is ${overLimit.length} bytes`, maxPageBytes) };
  page.html = block!;
  if (media?.charset) page.charset = media.charset;
  return page;
}

/** Statuses whose response need not carry a document: 204, 304 and the redirects. */
function isWithoutDocument(status: number): boolean {
  return status === 204 || status === 304 || (status >= 300 && status < 400);
}

class PageOverLimit extends Error {}

/** The first two bytes of gzip data (RFC 1952), and the codings that name it. */
const GZIP_MAGIC = [0x1f, 0x8b];
const GZIP_CODINGS = new Set(['gzip', 'x-gzip']);

const overLimitError = (what: string, max: number): string => `page is over the limit of ${max} bytes: ${what} (option maxPageBytes, --max-page-bytes)`;

/** The codings an HTTP header lists, in the order they were applied (`gzip, chunked`), without `identity`. */
function codings(header: string | undefined): string[] {
  return (header ?? '').split(',').map((coding) => coding.trim().toLowerCase()).filter((coding) => coding !== '' && coding !== 'identity');
}

/**
 * The HTTP body as the page's bytes: de-chunked (warcio's reader) when its Transfer-Encoding ends in `chunked`, then
 * the other codings of Transfer-Encoding (`gzip, chunked`) and of Content-Encoding undone, last applied first, by
 * zlib, which stops at the page limit (warcio's own decoding inflated an 8 KB gzip body to 1 GB). A body that is not
 * in a coding it names is taken as it is, as warcio takes it.
 */
async function decodedBody(raw: Uint8Array, headers: Map<string, string>, maxPageBytes: number, warcio: typeof Warcio): Promise<Uint8Array> {
  const transfer = codings(headers.get('transfer-encoding'));
  const chunked = transfer.at(-1) === 'chunked';
  let body = chunked ? await new warcio.AsyncIterReader([raw], null, true).readFully() : raw;
  const applied = [...codings(headers.get('content-encoding')), ...(chunked ? transfer.slice(0, -1) : transfer)];
  for (const coding of applied.reverse()) body = undoCoding(body, coding, maxPageBytes);
  return body;
}

/**
 * `body` with a content coding (gzip, deflate, br) undone; as it is when it is not in that coding. A body cut short
 * (a crawler's size limit, `WARC-Truncated: length`) inflates to the part it holds, as a browser shows a page whose
 * download stopped: the streams are flushed at their end instead of refused as unfinished.
 */
function undoCoding(body: Uint8Array, coding: string, maxPageBytes: number): Uint8Array {
  const options = { maxOutputLength: maxPageBytes + 1, finishFlush: constants.Z_SYNC_FLUSH };
  const brotliOptions = { maxOutputLength: maxPageBytes + 1, finishFlush: constants.BROTLI_OPERATION_FLUSH };
  const decoders: Record<string, (() => Buffer)[]> = {
    gzip: [() => gunzipSync(body, options)],
    'x-gzip': [() => gunzipSync(body, options)],
    deflate: [() => inflateSync(body, options), () => inflateRawSync(body, options)],
    br: [() => brotliDecompressSync(body, brotliOptions)],
  };
  for (const decode of decoders[coding] ?? []) {
    try {
      const decoded = decode();
      if (decoded.length > maxPageBytes) throw new PageOverLimit(overLimitError(`its ${coding} body inflates to more`, maxPageBytes));
      return decoded;
    } catch (err) {
      if (err instanceof PageOverLimit) throw err;
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new PageOverLimit(overLimitError(`its ${coding} body inflates to more`, maxPageBytes));
      // Gzip data that starts as gzip but does not inflate is corrupt, not a body sent without its coding.
      if (GZIP_CODINGS.has(coding) && body[0] === GZIP_MAGIC[0] && body[1] === GZIP_MAGIC[1]) throw new Error(`its gzip data is corrupt (${(err as Error).message})`);
    }
  }
  return body;
}
