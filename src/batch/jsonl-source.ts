// A JSONL file of {id, html} records (optional url and gold; other fields ignored) as a batch source, gunzipped when its
// name ends in .gz. Blank lines are passed over; a line that is not a usable record becomes a page error.
import { readInputBytes } from '../files/input-bytes';
import { byteLines } from './lines';
import type { BatchItem, BatchSource, JsonlLine, SourceEntry } from './source';

/** The records of a JSONL file, parsed, or with `raw` as their lines (parsed where they are extracted). */
export function jsonlSource(file: string, bytes: number, raw = false): BatchSource {
  async function* entries(): AsyncGenerator<SourceEntry> {
    const input = readInputBytes(file);
    let lineNo = 0;
    for await (const bytesOfLine of byteLines(input.chunks)) {
      lineNo++;
      if (isBlank(bytesOfLine)) continue;
      // A line of its own, not a view of the read buffer that the next lines share.
      if (raw) yield { jsonlLine: Uint8Array.prototype.slice.call(bytesOfLine), lineNo, bytesRead: input.bytesRead() };
      else yield { ...parseJsonlLine(bytesOfLine.toString('utf8'), lineNo), bytesRead: input.bytesRead() };
    }
  }
  return { bytes, entries: entries() };
}

const JSON_WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

function isBlank(line: Uint8Array): boolean {
  return line.every((byte) => JSON_WHITESPACE.has(byte));
}

/** The item of a JSONL entry, parsing it if it is an unparsed line. */
export function jsonlItem(entry: BatchItem | JsonlLine): BatchItem {
  return 'jsonlLine' in entry ? parseJsonlLine(Buffer.from(entry.jsonlLine.buffer, entry.jsonlLine.byteOffset, entry.jsonlLine.byteLength).toString('utf8'), entry.lineNo) : entry;
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
  // The id is echoed as given, so output records join back to input records by value and type.
  const pageId = typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : `line ${lineNo}`;
  const item: BatchItem = typeof url === 'string' ? { id: pageId, url } : { id: pageId };
  if (typeof html !== 'string') return { ...item, error: 'record has no string field "html"' };
  return typeof gold === 'string' ? { ...item, html, gold } : { ...item, html };
}
