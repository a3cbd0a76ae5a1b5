// `web2text dataset --out FILE [--corpus cleaneval|wcxb|jsonl] [--ids …|--split NAME|--part …]`: build the training
// dataset (features + labels of every page) into one binary file; JSON summary on stdout, progress bar on stderr when
// it is a terminal (not with -q).
import type { Command } from 'commander';
import { statSync } from 'fs';
import * as path from 'path';
import { CLEANEVAL_CORPUS } from '../../corpora/cleaneval';
import { SPLIT_NAMES } from '../../corpora/cleaneval-splits';
import { selectPageIds } from '../../corpora/page-selection';
import { DEFAULT_FEATURE_SET, FEATURE_SET_NAMES, isFeatureSetName } from '../../features/sets';
import { SPLIT_PARTS, type SplitPart } from '../../corpora/corpus';
import { CORPUS_NAMES, DEFAULT_CORPUS, openCorpus } from '../../corpora/registry';
import { buildDataset, saveDataset, summariseDataset, type BuiltDataset } from '../../training/dataset';
import { InputError } from '../../errors';
import { checkWritableFolder } from '../../files/output-files';
import type { SiteContext } from '../../site/site-context';
import { createLazyProgress } from '../progress';
import { addQuietOption } from '../quiet-option';
import { addCorpusMixOptions, mixedCorpusSpec, type CorpusMixCliOptions } from '../corpus-options';
import { addSiteOptions, openSiteOption, refuseTemplateOptionsWithoutSite, type SiteCliOptions } from '../site-options';
import { givenOnCommandLine } from '../given-options';

interface DatasetCliOptions extends SiteCliOptions, CorpusMixCliOptions {
  corpus: string;
  part: string;
  data: string;
  out: string;
  overwrite?: boolean;
  ids?: string;
  split?: string;
  featureSet: string;
  skipEmpty?: boolean;
  reference?: boolean;
  quiet?: boolean;
}

/** Page ids from --ids / --split / all labelled pages, with bad input reported as a user error. */
export function pageIdsFromOptions(opts: { ids?: string; split?: string; data: string }): number[] {
  try {
    return selectPageIds({ ids: opts.ids, split: opts.split, dataDir: opts.data });
  } catch (err) {
    throw new InputError(`${(err as Error).message} (--data ${opts.data})`);
  }
}

function buildCleanEval(opts: DatasetCliOptions): BuiltDataset {
  // Its folder (--data) is checked as every corpus's is.
  const dataDir = mixedCorpusSpec(REFERENCE_CORPUS, opts).source!;
  const ids = pageIdsFromOptions({ ...opts, data: dataDir });
  const progress = createLazyProgress('dataset', ids.length, opts.quiet === true);
  const built = buildDataset({
    dataDir,
    ids,
    featureSet: opts.featureSet,
    skipEmptyCleanText: opts.skipEmpty,
    reference: opts.reference,
    onProgress: (done, _total, id) => progress.update(done, `page ${id}`),
  });
  progress.stop();
  return built;
}

/**
 * The corpus whose dataset this command builds as the reference does (docs/methods/web2text.md §7): pages by id or by
 * named split (--ids, --split), read as the reference reads them (--reference), pages with an empty gold kept or not
 * (--skip-empty). Every other corpus is built from parts of its split (--part).
 */
const REFERENCE_CORPUS = CLEANEVAL_CORPUS.name;

/** Options of one kind of corpus mean nothing for the other: an error, not silently ignored (a whole corpus built). */
const REFERENCE_ONLY = { ids: '--ids', split: '--split', reference: '--reference', skipEmpty: '--skip-empty' } as const;
const SPLIT_CORPUS_ONLY = { part: '--part', site: '--site' } as const;

function refuseOtherCorpusOptions(command: Command, corpus: string): void {
  const isReference = corpus === REFERENCE_CORPUS;
  const given = givenOnCommandLine(command, isReference ? SPLIT_CORPUS_ONLY : REFERENCE_ONLY);
  if (given.length === 0) return;
  const names = given.join(', ');
  throw new InputError(
    isReference
      ? `${names}: for a corpus but ${REFERENCE_CORPUS}, not --corpus ${corpus} (its pages: --ids, --split)`
      : `${names}: for --corpus ${REFERENCE_CORPUS}, not --corpus ${corpus} (its pages: --part ${SPLIT_PARTS.join('|')})`,
  );
}

/** Parts of a corpus's split; pages the reader leaves out are reported with the build's own. */
async function buildCorpus(opts: DatasetCliOptions, site: SiteContext | undefined): Promise<BuiltDataset> {
  const parts = opts.part.split(',').map((part) => part.trim());
  for (const part of parts) if (!(SPLIT_PARTS as readonly string[]).includes(part)) throw new InputError(`--part must list ${SPLIT_PARTS.join(', ')}, not "${part}"`);
  const corpus = await openCorpus(mixedCorpusSpec(opts.corpus, opts));
  const total = parts.reduce((sum, part) => sum + corpus.ids[part as SplitPart].length, 0);
  const progress = createLazyProgress('dataset', total, opts.quiet === true);
  function* pages() {
    for (const part of parts) yield* corpus.pages(part as SplitPart);
  }
  const built = buildDataset({ pages: pages(), total, featureSet: opts.featureSet, site, onProgress: (done, _total, id) => progress.update(done, `page ${id}`) });
  progress.stop();
  return { ...built, skipped: [...corpus.skipped, ...built.skipped] };
}

export function register(program: Command): void {
  const command = program
    .command('dataset')
    .description('align the gold texts of a corpus, label every block and save features + labels of its pages')
    .requiredOption('--out <file>', 'dataset file to write')
    .option('--overwrite', 'replace the file --out names (else a file with content is refused)')
    .option('--corpus <name>', `the corpus: ${CORPUS_NAMES.join(', ')}`, DEFAULT_CORPUS)
    .option('--part <list>', `a corpus but ${REFERENCE_CORPUS}: the parts of its split to build, comma-separated`, 'train,validation');
  addCorpusMixOptions(command)
    .option('--ids <list>', `${REFERENCE_CORPUS}: page ids, e.g. 64,65 or 1-10 (default: all labelled pages)`)
    .option('--split <name>', `${REFERENCE_CORPUS}: only the pages of a split: ${SPLIT_NAMES.join(', ')}`)
    .option('--feature-set <name>', `feature set: ${FEATURE_SET_NAMES.join(', ')}`, DEFAULT_FEATURE_SET)
    .option('--reference', 'read files exactly as the reference does (UTF-8 dropping bad bytes; BOM clean files keep their URL line)')
    .option('--skip-empty', 'skip pages whose gold text is empty (default: keep them, all blocks boilerplate)');
  addQuietOption(command, 'progress bar');
  addSiteOptions(command, `a corpus but ${REFERENCE_CORPUS}: the pages' sites (JSONL of {url, html}, a folder with urls.tsv, or a WCXB folder), for the site-template features`)
    .action(async (opts: DatasetCliOptions) => {
      if (!isFeatureSetName(opts.featureSet)) {
        throw new InputError(`unknown --feature-set "${opts.featureSet}" (known: ${FEATURE_SET_NAMES.join(', ')})`);
      }
      refuseOtherCorpusOptions(command, opts.corpus);
      refuseTemplateOptionsWithoutSite(command);
      const started = Date.now();
      await checkWritableFolder(path.dirname(opts.out));
      // Before the pages are read and labelled, not after.
      const existing = statSync(opts.out, { throwIfNoEntry: false });
      if (opts.overwrite !== true && existing?.isFile() === true && existing.size > 0) {
        throw new InputError(`${opts.out} holds data already: --overwrite replaces it`);
      }
      const site = opts.site === undefined ? undefined : (await openSiteOption(opts.site, opts)).site;
      const built = opts.corpus === REFERENCE_CORPUS ? await buildCleanEval(opts) : await buildCorpus(opts, site);
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
