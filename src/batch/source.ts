// Batch inputs, streamed: a folder of pages (named as pages, or starting as HTML; gzipped too) or one page file, a JSONL file of {id, html} (.jsonl.gz too; '-' for the
// standard input), or a WARC file (.warc, .warc.gz). Each yields its pages in input order, and the records that are not pages (a WARC's
// requests, metadata, non-HTML responses) as skipped entries, so they can be counted.
import { promises as fs } from 'fs';
import { InputError, InputOptionError } from '../errors';
import { inputName, STANDARD_INPUT } from '../files/input-bytes';
import { folderSource, pageFileSource } from './folder-source';
import { holdsPage, PAGE_FILE_NAME } from './page-file';
import { jsonlSource } from './jsonl-source';
import { warcSource } from './warc-source';

/** A page's id: a JSONL record's own id as given (string or number), a WARC-Record-ID, a file name or `line N`. */
export type BatchId = string | number;

/** A page of the input: its HTML (a string, or bytes with the charset they were served with), or why not. */
export interface BatchItem {
  id: BatchId;
  /** Where the page came from (WARC-Target-URI, or a JSONL record's url), echoed in its output record. */
  url?: string;
  /** The HTTP status a WARC response was served with (404 for a page not found), echoed in its output record. */
  status?: number;
  html?: string | Uint8Array;
  /** The gold main text, where a JSONL record carries one (the report scores against it; extract ignores it). */
  gold?: string;
  /** The charset of the HTTP Content-Type the bytes were served with. */
  charset?: string;
  /** Set when the page could not be read; the batch records it and goes on. */
  error?: string;
}

/** A record of the input that is not a page (a WARC request or metadata record, a response that is not HTML). */
export interface SkippedRecord {
  skipped: true;
}

/**
 * A JSONL record not yet parsed (`rawJsonl`): a batch on worker threads hands the line's bytes to a worker, which
 * decodes and parses it (jsonl-source.ts jsonlItem), so that the main thread only splits lines and writes records.
 */
export interface UnparsedLine {
  jsonlLine: Uint8Array;
  lineNo: number;
}

/** An entry with the input bytes read through it, for progress. */
export type SourceEntry = (BatchItem | UnparsedLine | SkippedRecord) & { bytesRead: number };

export interface BatchSource {
  /** Number of pages when known up front (a folder), else undefined. */
  total?: number;
  /** Input size in bytes (compressed, for a .gz file), for progress through a file. */
  bytes: number;
  entries: AsyncIterable<SourceEntry>;
  /** Subfolders of an input folder that were not read (no `recursive`). */
  skippedFolders?: number;
  /** Files of an input folder that were not read: pages neither by their names nor by their first bytes. */
  otherFiles?: readonly string[];
  /** Hidden files of an input folder (their names start with '.') named as page files, not read. */
  hiddenPageFiles?: readonly string[];
  /** Entries of an input folder that are neither files nor folders (a named pipe, a socket, a device), not read. */
  specialFiles?: readonly string[];
}

/** The batch input name of the standard input: JSONL of {id, html}. */
export { STANDARD_INPUT };

export function isSkipped(entry: BatchItem | UnparsedLine | SkippedRecord): entry is SkippedRecord {
  return 'skipped' in entry;
}

export const WARC_FILE = /\.warc(\.gz)?$/i;
const JSONL_FILE = /\.jsonl(\.gz)?$/i;

export interface BatchSourceOptions {
  recursive?: boolean;
  /** Bounds what a folder's gzipped page files, and a WARC's records and their bodies, may inflate to. */
  maxPageBytes?: number;
  /** JSONL records come as unparsed lines (UnparsedLine). */
  rawJsonl?: boolean;
  /** The encoding the pages' bytes are read in: JSONL, whose pages are text, is refused with it. */
  encoding?: string;
  /** One page's address: the page of a page file has it; any other input, a batch of pages, is refused with it. */
  url?: string;
}

/** `recursive` reads a folder's subfolders; asked of a file, which has none, it is refused rather than ignored. */
function refuseRecursiveFile(input: string, recursive: boolean): void {
  if (recursive) throw new InputOptionError(`cannot read ${inputName(input)} recursively: only a folder has subfolders (option recursive, --recursive)`);
}

/**
 * `encoding` decodes pages given as bytes; a JSONL record's `html` is text, decoded already, so asked of JSONL it is
 * refused rather than ignored.
 */
export function refuseEncodingOfJsonl(input: string, encoding: string | undefined): void {
  if (encoding !== undefined) {
    throw new InputOptionError(`cannot read ${inputName(input)} in the encoding ${encoding}: JSONL holds each page's html as text, decoded already (option encoding, --encoding)`);
  }
}

/**
 * `url` is one page's address; given to a batch of pages, every page would resolve its links against it and be
 * recorded as there, so it is refused rather than shared. Each page of a JSONL or WARC input has its own.
 */
export function refuseOneUrlForMany(input: string, url: string | undefined, pages: string): void {
  if (url !== undefined) {
    throw new InputOptionError(`--url ${url} is one page's address, but ${inputName(input)} is ${pages}: extract one page with --url, or give each page its url in JSONL {id, url, html} (option url)`);
  }
}

export async function openBatchSource(input: string, { recursive = false, maxPageBytes, rawJsonl = false, encoding, url }: BatchSourceOptions = {}): Promise<BatchSource> {
  if (input === STANDARD_INPUT) {
    refuseRecursiveFile(input, recursive);
    refuseEncodingOfJsonl(input, encoding);
    refuseOneUrlForMany(input, url, 'JSONL of pages, each with its own url');
    return withFirstEntryRead(jsonlSource(input, 0, { raw: rawJsonl, byContent: true }));
  }
  const stat = await fs.stat(input).catch(() => {
    throw new InputError(`cannot read batch input ${input}: no such file or folder`);
  });
  if (stat.isDirectory()) {
    refuseOneUrlForMany(input, url, 'a folder of pages');
    return folderSource(input, { recursive, maxPageBytes });
  }
  refuseRecursiveFile(input, recursive);
  if (PAGE_FILE_NAME.test(input)) return pageFileSource(input, stat.size, { maxPageBytes, url });
  if (WARC_FILE.test(input)) {
    refuseOneUrlForMany(input, url, 'a WARC of pages, each with its own WARC-Target-URI');
    return warcSource(input, stat.size, maxPageBytes);
  }
  // A regular file of another name is a page when it starts as one (a mirror's `about`), as in a folder; else JSONL,
  // whose first line says why a file that is neither is refused. A pipe is not looked into: it can be read only once.
  if (stat.isFile() && (await holdsPage(input).catch(() => false))) return pageFileSource(input, stat.size, { maxPageBytes, url });
  refuseEncodingOfJsonl(input, encoding);
  refuseOneUrlForMany(input, url, 'JSONL of pages, each with its own url');
  return withFirstEntryRead(jsonlSource(input, stat.size, { raw: rawJsonl, byContent: !JSONL_FILE.test(input) }));
}

/**
 * The source with its first entry read now, so that an input that is not JSONL (its first line no record, gzip
 * data, UTF-16) is refused before the output is opened. The entry is kept, not read again: a pipe (`--input
 * <(zcat pages.jsonl.gz)`, the standard input) can be read only once.
 */
async function withFirstEntryRead(source: BatchSource): Promise<BatchSource> {
  const entries = source.entries[Symbol.asyncIterator]();
  const first = await entries.next();
  async function* all(): AsyncGenerator<SourceEntry> {
    if (first.done === true) return;
    yield first.value;
    yield* { [Symbol.asyncIterator]: () => entries };
  }
  return { ...source, entries: all() };
}
