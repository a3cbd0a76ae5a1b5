// A JSONL file of {id, html} records (optional url and gold; other fields ignored) as a batch source, gunzipped when its
// name ends in .gz. Blank lines are passed over; a line that is not a usable record becomes a page error. A file
// that is JSONL by its content only (not named .jsonl, or the standard input) is refused as a whole when its first
// line is no JSON object: a list of URLs or an HTML page would be an error record per line.
import { isAbsoluteHttpUrl } from '../dom/absolute-url';
import { InputError } from '../errors';
import { inputName } from '../files/input-bytes';
import { jsonlByteLines, jsonlLines, MAX_LINE_BYTES } from '../files/jsonl-lines';
import { startsAsHtml } from './html-start';
import type { BatchItem, BatchSource, SourceEntry, UnparsedLine } from './source';

/**
 * The records of a JSONL file, parsed, or with `raw` as their lines' bytes (parsed where they are extracted);
 * `byContent`: the file is taken for JSONL by its first line, which must be a record.
 */
export function jsonlSource(file: string, bytes: number, { raw = false, byContent = false } = {}): BatchSource {
  async function* entries(): AsyncGenerator<SourceEntry> {
    let first = byContent;
    if (raw) {
      for await (const { bytes: jsonlLine, lineNo, bytesRead, tooLong, byteLength } of jsonlByteLines(file)) {
        if (first && !tooLong) refuseUnlessRecord(file, Buffer.from(jsonlLine.subarray(0, LINE_START_BYTES)).toString('utf8'));
        first = false;
        yield tooLong ? { ...tooLongItem(lineNo, byteLength), bytesRead } : { jsonlLine, lineNo, bytesRead };
      }
      return;
    }
    for await (const { text, lineNo, bytesRead, tooLong, byteLength } of jsonlLines(file)) {
      if (first && !tooLong) refuseUnlessRecord(file, text);
      first = false;
      const item: BatchItem = tooLong ? tooLongItem(lineNo, byteLength) : parseJsonlLine(text, lineNo);
      yield { ...item, bytesRead };
    }
  }
  return { bytes, entries: entries() };
}

/** The bytes of a line's start that say whether it is a JSON object (after any white space before it). */
const LINE_START_BYTES = 256;

/** Refuses a first line that is no JSON object (an HTML page named .txt, a list of URLs, a JSON array), saying what it may be. */
function refuseUnlessRecord(file: string, firstLine: string): void {
  const start = firstLine.trimStart();
  if (start.startsWith('{')) return;
  const what = start.startsWith('[')
    ? 'a JSON array? write one {id, html} object per line'
    : startsAsHtml(Buffer.from(start))
      ? 'an HTML page? one page is read by extract FILE, or extract - from standard input, without --input'
      : start.startsWith('<')
        ? 'markup, but no HTML page by its first tag'
        : 'one {id, html} object per line';
  throw new InputError(
    `cannot read batch input ${inputName(file)}: not JSONL (${what}); batch input is a folder of pages, an .html file, JSONL of {id, html} (.jsonl, .jsonl.gz) or WARC (.warc, .warc.gz)`,
  );
}

function tooLongItem(lineNo: number, byteLength: number): BatchItem {
  return { id: `line ${lineNo}`, error: `line is ${byteLength} bytes, over the limit of ${MAX_LINE_BYTES} (one line holds one page)` };
}

/** The item of an entry, parsing it if it is an unparsed line. */
export function jsonlItem(entry: BatchItem | UnparsedLine): BatchItem {
  if (!('jsonlLine' in entry)) return entry;
  const { jsonlLine, lineNo } = entry;
  return parseJsonlLine(Buffer.from(jsonlLine.buffer, jsonlLine.byteOffset, jsonlLine.byteLength).toString('utf8'), lineNo);
}

/** One JSONL record → item; a record without a usable id is named after its line number. */
export function parseJsonlLine(line: string, lineNo: number): BatchItem {
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    return { id: `line ${lineNo}`, error: 'line is not valid JSON' };
  }
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return { id: `line ${lineNo}`, error: 'line is not a JSON object' };
  }
  const { id, html, url, gold } = record as { id?: unknown; html?: unknown; url?: unknown; gold?: unknown };
  // The id is echoed as given, so output records join back to input records by value and type; a record without
  // one is named after its line, and one of another type is an error rather than renamed without a word.
  if (id !== undefined && typeof id !== 'string' && typeof id !== 'number') return { id: `line ${lineNo}`, error: `field "id" is ${jsonKind(id)}, not a string or a number` };
  const pageId = id ?? `line ${lineNo}`;
  if (url !== undefined && typeof url !== 'string') return { id: pageId, error: `field "url" is ${jsonKind(url)}, not a string` };
  const item: BatchItem = url === undefined ? { id: pageId } : { id: pageId, url };
  // As the option url: a relative address would resolve none of the page's links, without a word.
  if (url !== undefined && !isAbsoluteHttpUrl(url)) return { ...item, error: `field "url" is not an absolute http(s) URL (the page's address, which resolves its links)` };
  if (typeof html !== 'string') return { ...item, error: 'record has no string field "html"' };
  return typeof gold === 'string' ? { ...item, html, gold } : { ...item, html };
}

/** What a JSON value is, as an error names it. */
function jsonKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
