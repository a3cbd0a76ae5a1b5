// The CleanEval corpus on disk (docs/methods/web2text.md §7): page ids, page sources, normalised gold texts and the
// splits, read from the folder the caller names (the CLI's default folder is in cli/corpus-options.ts).
import * as fs from 'fs';
import * as path from 'path';
import { checkString } from '../arguments';
import { decodeHtml } from '../dom/decode';
import { CorpusError, PageDataError } from '../errors';
import { fileErrorReason } from '../files/error-reason';
import { normaliseCleanText } from './clean-text';

export function origPath(dataDir: string, id: number): string {
  return path.join(dataDir, 'orig', `${id}.html`);
}

export function cleanPath(dataDir: string, id: number): string {
  return path.join(dataDir, 'clean', `${id}.txt`);
}

function readFileOrFail(file: string, id: number, what: string): Uint8Array {
  try {
    return fs.readFileSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new PageDataError(id, code === 'ENOENT' ? `missing ${what} file ${file}` : `cannot read ${file}: ${fileErrorReason(err)}`);
  }
}

function idsInFolder(folder: string, extension: string): number[] {
  const pattern = new RegExp(`^(\\d+)\\${extension}$`);
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch (err) {
    throw new CorpusError(`cannot read the CleanEval folder ${folder}: ${fileErrorReason(err)}`);
  }
  return names
    .map((name) => pattern.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]));
}

/** Ids of the labelled pages (an orig and a clean file), ascending: `CleanEval.indices`, 737 pages (§7). */
export function listLabelledIds(dataDir: string): number[] {
  checkString(dataDir, 'listLabelledIds takes the CleanEval folder (a path)');
  const orig = new Set(idsInFolder(path.join(dataDir, 'orig'), '.html'));
  return idsInFolder(path.join(dataDir, 'clean'), '.txt')
    .filter((id) => orig.has(id))
    .sort((a, b) => a - b);
}

/** The raw bytes of a page's orig file (with its `<text …>` wrapper lines). */
export function loadOrigBytes(id: number, dataDir: string): Uint8Array {
  return readFileOrFail(origPath(dataDir, id), id, 'orig');
}

/** Page source: the orig file without its `<text …>` wrapper lines (§1). */
export function loadSource(id: number, dataDir: string, options: ReadingOptions = {}): string {
  return decodeHtml(loadOrigBytes(id, dataDir), { cleaneval: true, referenceDecoding: options.reference });
}

export interface ReadingOptions {
  /**
   * Read files exactly as the reference does (§1, §6): UTF-8 with malformed bytes dropped, and clean
   * files with a BOM keep their URL line. Default: the project's decoding (declared charset, else UTF-8, else
   * windows-1252, which keeps the letters of the 271 non-UTF-8 pages) and no URL line in any clean text.
   */
  reference?: boolean;
}

function startsWithUtf8Bom(bytes: Uint8Array): boolean {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/** Decode and normalise a clean file's bytes (§6.1). */
export function cleanTextFromBytes(bytes: Uint8Array, options: ReadingOptions = {}): string {
  const text = decodeHtml(bytes, { referenceDecoding: options.reference });
  return normaliseCleanText(text, { keepUrlLine: options.reference && startsWithUtf8Bom(bytes) });
}

export interface CleanTextOptions extends ReadingOptions {
  /** Return '' for a text that is empty after normalisation instead of failing (7 CleanEval pages are). */
  allowEmpty?: boolean;
}

/** The normalised gold text of a page (§6.1); fails on a missing file, and on an empty text unless allowed. */
export function loadCleanText(id: number, dataDir: string, options: CleanTextOptions = {}): string {
  const text = cleanTextFromBytes(readFileOrFail(cleanPath(dataDir, id), id, 'clean'), options);
  if (text.length === 0 && !options.allowEmpty) {
    throw new PageDataError(id, `clean text is empty after normalisation (${cleanPath(dataDir, id)})`);
  }
  return text;
}
