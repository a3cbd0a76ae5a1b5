// Batch inputs: a folder of .html/.htm files, or a JSONL file of {id, html} (other fields ignored), streamed.
import { createReadStream, promises as fs } from 'fs';
import * as path from 'path';
import * as readline from 'readline';
import { InputError } from '../errors';

/** A page's id: a JSONL record's own id as given (string or number), else a file name or `line N`. */
export type BatchId = string | number;

export interface BatchItem {
  id: BatchId;
  html?: string | Uint8Array;
  /** Set when the item could not be read; the batch records it and goes on. */
  error?: string;
}

export interface BatchSource {
  /** Number of items when known up front (a folder), else undefined. */
  total?: number;
  /** Input size in bytes, for progress of a JSONL stream. */
  bytes: number;
  items: AsyncIterable<BatchItem & { bytesRead: number }>;
}

const HTML_FILE = /\.html?$/i;

export async function openBatchSource(input: string): Promise<BatchSource> {
  const stat = await fs.stat(input).catch(() => {
    throw new InputError(`cannot read batch input ${input}: no such file or folder`);
  });
  if (stat.isDirectory()) return folderSource(input);
  return jsonlSource(input, stat.size);
}

async function folderSource(dir: string): Promise<BatchSource> {
  const names = (await fs.readdir(dir)).filter((n) => HTML_FILE.test(n)).sort();
  async function* items() {
    let bytesRead = 0;
    for (const name of names) {
      try {
        const html = await fs.readFile(path.join(dir, name));
        bytesRead += html.length;
        yield { id: name, html: new Uint8Array(html.buffer, html.byteOffset, html.length), bytesRead };
      } catch (err) {
        yield { id: name, error: `cannot read file: ${(err as Error).message}`, bytesRead };
      }
    }
  }
  return { total: names.length, bytes: 0, items: items() };
}

function jsonlSource(file: string, bytes: number): BatchSource {
  async function* items() {
    const lines = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity });
    let lineNo = 0;
    let bytesRead = 0;
    for await (const line of lines) {
      lineNo++;
      bytesRead += Buffer.byteLength(line) + 1;
      if (line.trim() === '') continue;
      yield { ...parseJsonlLine(line, lineNo), bytesRead };
    }
  }
  return { bytes, items: items() };
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
  const { id, html } = record as { id?: unknown; html?: unknown };
  // The id is echoed as given, so output records join back to input records by value and type.
  const pageId = typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : `line ${lineNo}`;
  if (typeof html !== 'string') return { id: pageId, error: 'record has no string field "html"' };
  return { id: pageId, html };
}
