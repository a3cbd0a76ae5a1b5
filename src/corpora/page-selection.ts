// Which CleanEval pages a command works on: a list of ids ("64,65,70-72"), a named split, or every labelled page.
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

/** Parse "1,5-9" into [1, 5, 6, 7, 8, 9]; throws on anything else. */
export function parseIdList(text: string): number[] {
  const ids: number[] = [];
  for (const part of text.split(',').map((p) => p.trim())) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!range) throw new Error(`bad page id "${part}" in "${text}" (expected e.g. 64,65 or 1-10)`);
    const first = Number(range[1]);
    const last = range[2] === undefined ? first : Number(range[2]);
    if (last < first) throw new Error(`bad page range "${part}"`);
    for (let id = first; id <= last; id++) ids.push(id);
  }
  return ids;
}

/** The ids of `text` that are labelled pages of `dataDir`; throws naming those that are not, before any page is read. */
function labelledIdList(text: string, dataDir: string): number[] {
  const ids = parseIdList(text);
  const labelled = new Set(listLabelledIds(dataDir));
  const unknown = ids.filter((id) => !labelled.has(id));
  if (unknown.length > 0) {
    const named = unknown.length > 10 ? `${unknown.slice(0, 10).join(', ')} and ${unknown.length - 10} more` : unknown.join(', ');
    throw new Error(`no labelled page ${named}: a labelled page N has orig/N.html and clean/N.txt`);
  }
  return ids;
}

export function selectPageIds(selection: PageSelection): number[] {
  const { dataDir } = selection;
  if (selection.ids !== undefined && selection.split !== undefined) throw new Error('give either page ids or a split, not both');
  if (selection.ids !== undefined) return labelledIdList(selection.ids, dataDir);
  if (selection.split !== undefined) return splitIds(selection.split, dataDir);
  return listLabelledIds(dataDir);
}
