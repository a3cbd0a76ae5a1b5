// The 'wcxb' corpus (WCXB, Foley 2026): pages of 2025–26 (html/ID.html.gz) with their gold main text
// (ground-truth/ID.json), in seven page types, by the committed domain split (splits/wcxb.json).
import type { GoldPage, SplitPart } from './corpus';
import type { CorpusDefinition } from './definition';
import { isSkipped, type SkippedPage } from './corpus-entry';
import { readWcxbMetadata, readWcxbPages } from './wcxb-files';
import { readWcxbSplit } from './wcxb-split';

export const WCXB_CORPUS: CorpusDefinition = {
  name: 'wcxb',
  description: 'WCXB: modern pages in seven page types (html/, ground-truth/), by the domain split of splits/wcxb.json',
  source: { kind: 'folder', folderName: 'wcxb', mixOption: 'wcxb' },
  evalPart: 'validation',
  labelling: 'checked',
  scoring: 'page-word-f1',
  async open(spec) {
    const split = readWcxbSplit();
    const skipped: SkippedPage[] = [];
    function* pages(part: SplitPart): Generator<GoldPage> {
      for (const entry of readWcxbPages(spec.source, split[part])) {
        if (isSkipped(entry)) skipped.push(entry.skipped);
        else yield entry.page;
      }
    }
    return { spec, ids: split, pages, skipped };
  },
  pages(spec, part, limit) {
    const all = part === 'all' ? readWcxbMetadata(spec.source).map((info) => info.id) : readWcxbSplit()[part];
    const ids = limit === undefined ? all : all.slice(0, limit);
    return { pages: readWcxbPages(spec.source, ids), count: ids.length };
  },
};
