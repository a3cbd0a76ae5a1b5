// Which CleanEval pages a command works on: a list of ids ("64,65,70-72"), a named split, or every labelled page.
import { InputError } from '../errors';
import { listLabelledIds } from './cleaneval-files';
import { splitIds } from './cleaneval-splits';

export interface PageSelection {
  /** Comma-separated ids and ranges, e.g. "1,5-9". */
  ids?: string;
  /** A split name such as `cleaneval_test` (docs/methods/web2text.md §7). */
  split?: string;
  /** The CleanEval folder. */
  dataDir: string;
}

interface IdRange {
  first: number;
  last: number;
}

/** Parse "1,5-9" into its ranges; throws on anything else. */
function parseIdRanges(text: string): IdRange[] {
  return text.split(',').map((p) => p.trim()).map((part) => {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!range) throw new Error(`bad page id "${part}" in "${text}" (expected e.g. 64,65 or 1-10)`);
    const first = Number(range[1]);
    const last = range[2] === undefined ? first : Number(range[2]);
    if (!Number.isSafeInteger(last)) throw new Error(`bad page id "${part}" in "${text}" (too large to be one)`);
    if (last < first) throw new Error(`bad page range "${part}"`);
    return { first, last };
  });
}

function idsOf(ranges: readonly IdRange[]): number[] {
  return ranges.flatMap(({ first, last }) => Array.from({ length: last - first + 1 }, (_, i) => first + i));
}

/** Parse "1,5-9" into [1, 5, 6, 7, 8, 9]; throws on anything else. */
export function parseIdList(text: string): number[] {
  return idsOf(parseIdRanges(text));
}

/** How many ids a message names before it counts the rest. */
const NAMED_IDS = 10;

/**
 * The pages `text` names of `dataDir`: each id named alone, which must be a labelled page, and the labelled pages
 * within each range ("1-100" skips the ids CleanEval has no gold for), which must hold one; throws naming what is
 * not, before any page is read. A range is never spelled out, so `1-1000000000` costs what the corpus holds.
 */
function labelledIdList(text: string, dataDir: string): number[] {
  const ranges = parseIdRanges(text);
  const labelled = listLabelledIds(dataDir);
  checkLabelledRanges(ranges, labelled);
  return ranges.flatMap(({ first, last }) => (first === last ? [first] : labelled.filter((id) => id >= first && id <= last)));
}

/** Throws naming the ids that are no labelled page of `dataDir` (buildDataset's `ids`), before any page is read. */
export function checkLabelledIds(ids: readonly number[], dataDir: string): void {
  checkLabelledRanges(ids.map((id) => ({ first: id, last: id })), listLabelledIds(dataDir));
}

function checkLabelledRanges(ranges: readonly IdRange[], labelled: readonly number[]): void {
  const isLabelled = new Set(labelled);
  const unknown = ranges.filter(({ first, last }) => first === last && !isLabelled.has(first)).map(({ first }) => first);
  if (unknown.length > 0) {
    const more = unknown.length > NAMED_IDS ? ` and ${unknown.length - NAMED_IDS} more` : '';
    throw new InputError(`no labelled page ${unknown.slice(0, NAMED_IDS).join(', ')}${more}: a labelled page N has orig/N.html and clean/N.txt`);
  }
  const empty = ranges.find(({ first, last }) => first < last && !labelled.some((id) => id >= first && id <= last));
  if (empty !== undefined) throw new InputError(`no labelled page in ${empty.first}-${empty.last}: a labelled page N has orig/N.html and clean/N.txt`);
}

export function selectPageIds(selection: PageSelection): number[] {
  const { dataDir } = selection;
  if (selection.ids !== undefined && selection.split !== undefined) throw new Error('give either page ids or a split, not both');
  if (selection.ids !== undefined) return labelledIdList(selection.ids, dataDir);
  if (selection.split !== undefined) return splitIds(selection.split, dataDir);
  return listLabelledIds(dataDir);
}
