// The CleanEval corpus on disk (spec §7): page ids, page sources, normalised gold texts and the splits.
import * as fs from 'fs';
import * as path from 'path';
import { z } from 'zod';
import { decodeHtml } from '../dom/decode';
import { PageDataError } from '../errors';
import { normaliseCleanText } from './clean-text';

/** Default corpus location, relative to the working directory (the repo root); see DESIGN.md. */
export const DEFAULT_DATA_DIR = '../shared/cleaneval';

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
    throw new PageDataError(id, code === 'ENOENT' ? `missing ${what} file ${file}` : `cannot read ${file}: ${code}`);
  }
}

function idsInFolder(folder: string, extension: string): number[] {
  const pattern = new RegExp(`^(\\d+)\\${extension}$`);
  return fs
    .readdirSync(folder)
    .map((name) => pattern.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]));
}

/** Ids of the labelled pages (an orig and a clean file), ascending: `CleanEval.indices`, 737 pages (spec §7). */
export function listLabelledIds(dataDir: string = DEFAULT_DATA_DIR): number[] {
  const orig = new Set(idsInFolder(path.join(dataDir, 'orig'), '.html'));
  return idsInFolder(path.join(dataDir, 'clean'), '.txt')
    .filter((id) => orig.has(id))
    .sort((a, b) => a - b);
}

/** The raw bytes of a page's orig file (with its `<text …>` wrapper lines). */
export function loadOrigBytes(id: number, dataDir: string = DEFAULT_DATA_DIR): Uint8Array {
  return readFileOrFail(origPath(dataDir, id), id, 'orig');
}

/** Page source: the orig file without its `<text …>` wrapper lines (spec §1). */
export function loadSource(id: number, dataDir: string = DEFAULT_DATA_DIR, options: ReadingOptions = {}): string {
  return decodeHtml(loadOrigBytes(id, dataDir), { cleaneval: true, referenceDecoding: options.reference });
}

export interface ReadingOptions {
  /**
   * Read files exactly as the reference does (spec §1, §6): UTF-8 with malformed bytes dropped, and clean
   * files with a BOM keep their URL line. Default: the project's decoding (declared charset, else UTF-8, else
   * windows-1252, which keeps the letters of the 271 non-UTF-8 pages) and no URL line in any clean text.
   */
  reference?: boolean;
}

function startsWithUtf8Bom(bytes: Uint8Array): boolean {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/** Decode and normalise a clean file's bytes (spec §6). */
export function cleanTextFromBytes(bytes: Uint8Array, options: ReadingOptions = {}): string {
  const text = decodeHtml(bytes, { referenceDecoding: options.reference });
  return normaliseCleanText(text, { keepUrlLine: options.reference && startsWithUtf8Bom(bytes) });
}

export interface CleanTextOptions extends ReadingOptions {
  /** Return '' for a text that is empty after normalisation instead of failing (7 CleanEval pages are). */
  allowEmpty?: boolean;
}

/** The normalised gold text of a page (spec §6); fails on a missing file, and on an empty text unless allowed. */
export function loadCleanText(id: number, dataDir: string = DEFAULT_DATA_DIR, options: CleanTextOptions = {}): string {
  const text = cleanTextFromBytes(readFileOrFail(cleanPath(dataDir, id), id, 'clean'), options);
  if (text.length === 0 && !options.allowEmpty) {
    throw new PageDataError(id, `clean text is empty after normalisation (${cleanPath(dataDir, id)})`);
  }
  return text;
}

const idList = z.array(z.number().int().positive());
const splitSchema = z.object({ train: idList, validation: idList, test: idList });
const splitsFileSchema = z.object({ cleaneval: splitSchema, web2text: splitSchema });

export type SplitPart = keyof z.infer<typeof splitSchema>;
export type Splits = z.infer<typeof splitsFileSchema>;

/** The two page splits of the paper (splits.json): `cleaneval` 56/5/676 and `web2text` 531/58/148 (spec §7). */
export function loadSplits(dataDir: string = DEFAULT_DATA_DIR): Splits {
  const file = path.join(dataDir, 'splits.json');
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`cannot read splits file ${file}: ${(err as Error).message}`);
  }
  const parsed = splitsFileSchema.safeParse(json);
  if (!parsed.success) throw new Error(`invalid splits file ${file}: ${parsed.error.message}`);
  return parsed.data;
}

/** Split names as in spec §7: `cleaneval_train`, `cleaneval_validation`, …, `web2text_test`. */
export const SPLIT_NAMES = (['cleaneval', 'web2text'] as const).flatMap((set) =>
  (['train', 'validation', 'test'] as const).map((part) => `${set}_${part}`),
);

/** Page ids of a named split; throws on an unknown name. */
export function splitIds(name: string, dataDir: string = DEFAULT_DATA_DIR): number[] {
  const match = /^(cleaneval|web2text)_(train|validation|test)$/.exec(name);
  if (!match) throw new Error(`unknown split "${name}" (known: ${SPLIT_NAMES.join(', ')})`);
  const splits = loadSplits(dataDir);
  return splits[match[1] as keyof Splits][match[2] as SplitPart];
}
