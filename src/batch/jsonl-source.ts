// A JSONL file of {id, html} records (optional url and gold; other fields ignored) as a batch source, gunzipped when its
// name ends in .gz. Blank lines are passed over; a line that is not a usable record becomes a page error.
import { jsonlLines, MAX_LINE_BYTES } from '../files/jsonl-lines';
import type { BatchItem, BatchSource, SourceEntry } from './source';

export function jsonlSource(file: string, bytes: number): BatchSource {
  async function* entries(): AsyncGenerator<SourceEntry> {
    for await (const { text, lineNo, bytesRead, tooLong, byteLength } of jsonlLines(file)) {
      const item: BatchItem = tooLong ? { id: `line ${lineNo}`, error: `line is ${byteLength} bytes, over the limit of ${MAX_LINE_BYTES} (one line holds one page)` } : parseJsonlLine(text, lineNo);
      yield { ...item, bytesRead };
    }
  }
  return { bytes, entries: entries() };
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
