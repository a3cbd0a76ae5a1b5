// CleanEval as a source of GoldPages (corpus.ts): each page's orig bytes with their wrapper lines and its
// normalised gold text, read one page at a time.
import { checkArgument, checkString } from '../arguments';
import type { GoldPage } from './corpus';
import { loadCleanText, loadOrigBytes, type ReadingOptions } from './cleaneval-files';
import { splitPartIds, type SplitName } from './cleaneval-splits';
import type { SplitPart } from './corpus';

/** One page; a PageDataError naming it when its files cannot be read. */
export function cleanevalPage(id: number, dataDir: string, options: ReadingOptions = {}): GoldPage {
  // An empty gold text is a page without main content (7 CleanEval pages), not an error.
  const gold = loadCleanText(id, dataDir, { allowEmpty: true, reference: options.reference });
  return { corpus: 'cleaneval', id: String(id), html: loadOrigBytes(id, dataDir), cleanevalWrapper: true, gold };
}

/** The pages of `ids`; a page whose files cannot be read ends the iteration with a PageDataError naming it. */
export function* cleanevalPages(ids: readonly number[], dataDir: string, options: ReadingOptions = {}): Generator<GoldPage> {
  checkArgument(Array.isArray(ids), ids, 'cleanevalPages takes the ids of CleanEval pages (an array of numbers) first');
  checkString(dataDir, 'cleanevalPages takes the CleanEval folder (a path) after the ids');
  for (const id of ids) yield cleanevalPage(id, dataDir, options);
}

/** The pages of one part of a split, e.g. ('web2text', 'test'). */
export function cleanevalSplitPages(split: SplitName, part: SplitPart, dataDir: string): Generator<GoldPage> {
  return cleanevalPages(splitPartIds(split, part, dataDir), dataDir);
}
