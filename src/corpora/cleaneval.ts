// The 'cleaneval' corpus (Baroni et al. 2008): pages orig/ID.html with their gold texts clean/ID.txt, in the two
// page splits of the Web2Text paper (cleaneval-splits.ts), labelled and scored as the reference does.
import { PageDataError } from '../errors';
import { listLabelledIds } from './cleaneval-files';
import { cleanevalPage, cleanevalPages } from './cleaneval-pages';
import { splitPartIds, SPLITS, type SplitName } from './cleaneval-splits';
import type { GoldPage, SplitPart } from './corpus';
import type { CorpusDefinition } from './definition';
import type { SkippedPage } from './corpus-entry';

export const CLEANEVAL_CORPUS: CorpusDefinition = {
  name: 'cleaneval',
  description: "CleanEval's pages (orig/ID.html, clean/ID.txt) by one of the paper's splits",
  source: { kind: 'folder', folderName: 'cleaneval', mixOption: 'data' },
  splits: SPLITS,
  evalPart: 'test',
  labelling: 'reference',
  scoring: 'block-f1',
  async open(spec) {
    const ids = (part: SplitPart) => splitPartIds(spec.split as SplitName, part, spec.source);
    const skipped: SkippedPage[] = [];
    function* pages(part: SplitPart): Generator<GoldPage> {
      for (const id of ids(part)) {
        try {
          yield cleanevalPage(id, spec.source);
        } catch (err) {
          if (!(err instanceof PageDataError)) throw err;
          skipped.push({ corpus: 'cleaneval', id: String(id), reason: err.reason });
        }
      }
    }
    return { spec, ids: { train: ids('train').map(String), validation: ids('validation').map(String), test: ids('test').map(String) }, pages, skipped };
  },
  pages(spec, part, limit) {
    const all = part === 'all' ? listLabelledIds(spec.source) : splitPartIds(spec.split as SplitName, part, spec.source);
    const ids = limit === undefined ? all : all.slice(0, limit);
    return { pages: cleanevalPages(ids, spec.source), count: ids.length };
  },
};
