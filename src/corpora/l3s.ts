// The 'l3s' corpus (L3S-GN1, Kohlschütter et al. 2010): news articles of 2008 (html/ID.html.gz) whose annotation
// names every text span's part (annotated/ID.html.gz: headline, body, supplemental, related, comments), by the
// committed site split (splits/l3s.json). A page's gold is its body; its blocks are labelled by part.
import type { GoldPage, SplitPart } from './corpus';
import type { CorpusDefinition } from './definition';
import { isSkipped, type SkippedPage } from './corpus-entry';
import { readL3sIds, readL3sPage } from './l3s-files';
import { readL3sSplit } from './l3s-split';

export const L3S_CORPUS: CorpusDefinition = {
  name: 'l3s',
  description: 'L3S-GN1: news articles annotated by part (html/, annotated/), by the site split of splits/l3s.json',
  source: { kind: 'folder', folderName: 'l3s-gn1', mixOption: 'l3s' },
  evalPart: 'validation',
  labelling: 'checked',
  scoring: 'page-word-f1',
  async open(spec) {
    const split = readL3sSplit();
    const skipped: SkippedPage[] = [];
    function* pages(part: SplitPart): Generator<GoldPage> {
      for (const id of split[part]) {
        const entry = readL3sPage(id, split.sites[id], spec.source);
        if (isSkipped(entry)) skipped.push(entry.skipped);
        else yield entry.page;
      }
    }
    return { spec, ids: { train: split.train, validation: split.validation, test: split.test }, pages, skipped };
  },
  pages(spec, part, limit) {
    const split = readL3sSplit();
    const all = part === 'all' ? readL3sIds(spec.source) : split[part];
    const ids = limit === undefined ? all : all.slice(0, limit);
    function* entries() {
      for (const id of ids) yield readL3sPage(id, split.sites[id], spec.source);
    }
    return { pages: entries(), count: ids.length };
  },
};
