// The parts of a corpus as training and evaluation read them: CleanEval by one of the paper's splits, WCXB by its
// committed domain split (splits/wcxb.json), a user's JSONL file split by site (site-split.ts), each corpus with a
// sampling weight when several are mixed.
import { DEFAULT_DATA_DIR } from './cleaneval-files';
import { cleanevalPages } from './cleaneval-pages';
import { splitPartIds, type SplitName } from './cleaneval-splits';
import type { GoldPage, SplitPart } from './corpus';
import { isSkipped, type SkippedPage } from './corpus-entry';
import { readJsonlCorpus } from './jsonl-corpus';
import { splitBySite } from './site-split';
import { DEFAULT_WCXB_DIR, readWcxbPages } from './wcxb-files';
import { readWcxbSplit } from './wcxb-split';

/** One corpus and, in a training mix, its sampling weight (default 1). */
export type CorpusSpec =
  /** CleanEval's pages by one of the paper's splits. */
  | { corpus: 'cleaneval'; split: SplitName; dataDir?: string; weight?: number }
  /** WCXB's pages by the committed domain split (splits/wcxb.json). */
  | { corpus: 'wcxb'; dataDir?: string; weight?: number }
  /** A JSONL file of {id, html, gold} pages, split by site like WCXB (data/site-split.ts). */
  | { corpus: 'jsonl'; file: string; weight?: number };

/** The split seed of a user's JSONL corpus (data/site-split.ts), fixed so its parts do not move between runs. */
const JSONL_SPLIT_SEED = 'jsonl-1';

/** A corpus's parts: their page ids, and the pages themselves read when asked. */
export interface CorpusParts {
  spec: CorpusSpec;
  ids: Record<SplitPart, string[]>;
  /** The pages of a part, read one at a time; pages a reader leaves out are added to `skipped` as they are met. */
  pages(part: SplitPart): Iterable<GoldPage>;
  skipped: SkippedPage[];
}

export async function corpusParts(spec: CorpusSpec): Promise<CorpusParts> {
  const skipped: SkippedPage[] = [];
  if (spec.corpus === 'cleaneval') {
    const dataDir = spec.dataDir ?? DEFAULT_DATA_DIR;
    const ids = (part: SplitPart) => splitPartIds(spec.split, part, dataDir);
    return {
      spec,
      ids: { train: ids('train').map(String), validation: ids('validation').map(String), test: ids('test').map(String) },
      pages: (part) => cleanevalPages(ids(part), dataDir),
      skipped,
    };
  }
  if (spec.corpus === 'wcxb') {
    const dataDir = spec.dataDir ?? DEFAULT_WCXB_DIR;
    const split = readWcxbSplit();
    function* pages(part: SplitPart): Generator<GoldPage> {
      for (const entry of readWcxbPages(split[part], dataDir)) {
        if (isSkipped(entry)) skipped.push(entry.skipped);
        else yield entry.page;
      }
    }
    return { spec, ids: split, pages, skipped };
  }
  const all: GoldPage[] = [];
  for await (const entry of readJsonlCorpus(spec.file)) {
    if (isSkipped(entry)) skipped.push(entry.skipped);
    else all.push(entry.page);
  }
  const split = splitBySite(all.map(({ id, pageType, domain }) => ({ id, pageType: pageType ?? 'page', domain })), JSONL_SPLIT_SEED);
  const pages = (part: SplitPart) => {
    const wanted = new Set(split[part]);
    return all.filter((page) => wanted.has(page.id));
  };
  return { spec, ids: split, pages, skipped };
}

