// `web2text dataset --data DIR --out FILE [--ids …|--split NAME]`: build the training dataset (features + labels of
// every page) into one binary file; JSON summary on stdout, progress bar on stderr when it is a terminal.
import type { Command } from 'commander';
import { DEFAULT_DATA_DIR } from '../../data/cleaneval';
import { SPLIT_NAMES } from '../../data/cleaneval-splits';
import { selectPageIds } from '../../data/page-selection';
import { DEFAULT_FEATURE_SET, FEATURE_SET_NAMES, isFeatureSetName } from '../../features/sets';
import { buildDataset, saveDataset, summariseDataset } from '../../training/dataset';
import { InputError } from '../../errors';
import { createProgress } from '../progress';

interface DatasetCliOptions {
  data: string;
  out: string;
  ids?: string;
  split?: string;
  featureSet: string;
  skipEmpty?: boolean;
  reference?: boolean;
}

/** Page ids from --ids / --split / all labelled pages, with bad input reported as a user error. */
export function pageIdsFromOptions(opts: { ids?: string; split?: string; data: string }): number[] {
  try {
    return selectPageIds({ ids: opts.ids, split: opts.split, dataDir: opts.data });
  } catch (err) {
    throw new InputError(`${(err as Error).message} (--data ${opts.data})`);
  }
}

export function register(program: Command): void {
  program
    .command('dataset')
    .description('align the CleanEval gold texts, label every block and save features + labels of all pages')
    .requiredOption('--out <file>', 'dataset file to write')
    .option('--data <dir>', 'CleanEval folder', DEFAULT_DATA_DIR)
    .option('--ids <list>', 'page ids, e.g. 64,65 or 1-10 (default: all labelled pages)')
    .option('--split <name>', `only the pages of a split: ${SPLIT_NAMES.join(', ')}`)
    .option('--feature-set <name>', `feature set: ${FEATURE_SET_NAMES.join(', ')}`, DEFAULT_FEATURE_SET)
    .option('--reference', 'read files exactly as the reference does (UTF-8 dropping bad bytes; BOM clean files keep their URL line)')
    .option('--skip-empty', 'skip pages whose gold text is empty (default: keep them, all blocks boilerplate)')
    .action((opts: DatasetCliOptions) => {
      if (!isFeatureSetName(opts.featureSet)) {
        throw new InputError(`unknown --feature-set "${opts.featureSet}" (known: ${FEATURE_SET_NAMES.join(', ')})`);
      }
      const ids = pageIdsFromOptions(opts);
      const started = Date.now();
      const progress = createProgress('dataset', ids.length);
      const built = buildDataset({
        dataDir: opts.data,
        ids,
        featureSet: opts.featureSet,
        skipEmptyCleanText: opts.skipEmpty,
        reference: opts.reference,
        onProgress: (done, _total, id) => progress.update(done, `page ${id}`),
      });
      progress.stop();
      if (built.pages.length === 0) {
        throw new InputError(`no page could be labelled (${built.skipped.length} skipped; first: ${JSON.stringify(built.skipped[0])})`);
      }
      saveDataset(opts.out, built);
      const summary = {
        out: opts.out,
        featureSet: built.featureSet,
        readAsReference: built.readAsReference,
        ...summariseDataset(built),
        emptyCleanText: built.emptyCleanText,
        skipped: built.skipped,
        seconds: (Date.now() - started) / 1000,
      };
      process.stdout.write(JSON.stringify(summary, null, 2) + '\n');
    });
}
