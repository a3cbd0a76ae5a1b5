// The 'jsonl' corpus: a user's own labelled pages, a JSONL file (jsonl-corpus.ts), split by site as WCXB is
// (site-split.ts, 60 / 20 / 20) for training; eval and compare score all its pages unless a part is asked for, or
// its test part when the model scored was trained on the file (eval/held-out-part.ts).
import type { GoldPage, SplitPart } from './corpus';
import type { CorpusDefinition, CorpusParts, ResolvedCorpusSpec } from './definition';
import { firstEntries, isSkipped, type CorpusEntry, type SkippedPage } from './corpus-entry';
import { readJsonlCorpus } from './jsonl-corpus';
import { splitBySite } from './site-split';

/** The split seed of a user's JSONL corpus, fixed so its parts do not move between runs. */
const JSONL_SPLIT_SEED = 'jsonl-1';

async function open(spec: ResolvedCorpusSpec): Promise<CorpusParts> {
  const skipped: SkippedPage[] = [];
  const all: GoldPage[] = [];
  for await (const entry of readJsonlCorpus(spec.source)) {
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

/** The pages of one part, after the lines left out of the whole file. */
async function* partEntries(spec: ResolvedCorpusSpec, part: SplitPart): AsyncGenerator<CorpusEntry> {
  const parts = await open(spec);
  for (const skipped of parts.skipped) yield { skipped };
  for (const page of parts.pages(part)) yield { page };
}

export const JSONL_CORPUS: CorpusDefinition = {
  name: 'jsonl',
  description: 'your labelled pages: a JSONL file (.jsonl.gz too) of {id, html, gold[, pageType, domain, url]}, split by site',
  source: { kind: 'file' },
  evalPart: 'all',
  labelling: 'checked',
  scoring: 'page-word-f1',
  open,
  pages(spec, part, limit) {
    const entries = part === 'all' ? readJsonlCorpus(spec.source) : partEntries(spec, part);
    return { pages: limit === undefined ? entries : firstEntries(entries, limit) };
  },
};
