// Build the training dataset (docs/methods/web2text.md §8): for each labelled page (CleanEval, WCXB, a user's JSONL),
// its block/edge features once, its block labels, and its words and ancestry per block. Pages that cannot be labelled,
// or whose labels are too poor to train on, are skipped with their id and reason; the build goes on.
import { DatasetFileError, InputError, PageDataError } from '../errors';
import { checkArgument } from '../arguments';
import { checkDataset } from './dataset-file';
import type { GoldPage } from '../corpora/corpus';
import { checkLabelledIds } from '../corpora/page-selection';
import { corpusDefinition } from '../corpora/registry';
import type { SkippedPage } from '../corpora/corpus-entry';
import { labelGoldPage } from '../labels/gold-labels';
import { siteOf } from '../corpora/domains';
import { labelPage, labelParsedPage } from '../labels/block-labels';
import { loadPage } from '../dom/page';
import type { Page } from '../dom/types';
import { BLOCK_ANCESTRY } from '../features/block-ancestry';
import { blockPartLabels, partCode } from '../labels/part-labels';
import { bindToSite } from '../site/page-binding';
import type { SiteContext } from '../site/site-context';
import { DEFAULT_FEATURE_SET, featureSet as lookupFeatureSet } from '../features/sets';
import type { Dataset, DatasetPage } from './types';

export { loadDataset, saveDataset } from './dataset-file';
export type { SkippedPage };
export { DatasetFileError };

export interface BuildDatasetOptions {
  /** Labelled pages of any corpus (corpora/corpus.ts), read one at a time … */
  pages?: Iterable<GoldPage>;
  /** … their number, for progress, when known. */
  total?: number;
  /** … or CleanEval page ids, read from dataDir (which `reference` reading needs); ids that are no labelled page
   * there are an InputError naming them, before any page is read. */
  ids?: readonly number[];
  /** The CleanEval folder the ids are read from. */
  dataDir?: string;
  /** A feature set name of features/sets (default 'web2text'). */
  featureSet?: string;
  /** CleanEval ids only: read orig and clean files exactly as the reference does (its labels, §7). */
  reference?: boolean;
  /** Skip CleanEval pages whose gold text is empty instead of labelling all their blocks 0 (the reference's behaviour). */
  skipEmptyCleanText?: boolean;
  /** Called after each page (done pages, total pages when known, page id). */
  onProgress?: (done: number, total: number | undefined, id: string) => void;
  /** The pages' sites: each page is bound to it (found there by its source) before its features are computed. */
  site?: SiteContext;
}

/** The dataset, plus what the build could not use. */
export interface BuiltDataset extends Dataset {
  skipped: SkippedPage[];
  /** CleanEval pages kept with an empty gold text (all blocks boilerplate). */
  emptyCleanText: string[];
}

export interface DatasetSummary {
  pages: number;
  blocks: number;
  contentBlocks: number;
  contentShare: number;
}

/**
 * Missing/empty files, block-less pages and input that is no page (not HTML, empty: its message says so) are
 * expected; anything else (e.g. an alignment error) is named too.
 */
function failureReason(err: unknown): string {
  if (err instanceof PageDataError) return err.reason;
  if (err instanceof InputError) return err.message;
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}

interface Labelled {
  page: Page;
  labels: Uint8Array;
  /** Per block, its gold part, on pages whose gold comes in parts. */
  parts?: Uint8Array;
  emptyGold: boolean;
}

/**
 * CleanEval pages keep the reference's labelling (an empty gold labels every block 0, and the page is kept); other
 * corpora's pages are checked (labels/gold-labels.ts) and a page whose labels hold too little of its gold is left
 * out with the reason.
 */
function labelled(page: GoldPage, options: BuildDatasetOptions): Labelled {
  if (corpusDefinition(page.corpus).labelling === 'reference') {
    if (options.skipEmptyCleanText && page.gold.length === 0) throw new PageDataError(page.id, 'clean text is empty after normalisation');
    const parsed = loadPage(page.html, { cleaneval: page.cleanevalWrapper });
    const { labels } = labelParsedPage(page.id, parsed, page.gold);
    return { page: parsed, labels, emptyGold: page.gold.length === 0 };
  }
  const result = labelGoldPage(page);
  if (!result.trainable) throw new PageDataError(page.id, result.reason ?? 'not trainable');
  if (page.parts === undefined) return { page: result.parsed, labels: result.labels, emptyGold: false };
  // The content labels of a page in parts are its body's part labels, so both say the same of every block.
  const parts = blockPartLabels(result.parsed, page.parts);
  const body = partCode('body');
  return { page: result.parsed, labels: Uint8Array.from(parts, (code) => (code === body ? 1 : 0)), parts, emptyGold: false };
}

function* cleanevalIdPages(ids: readonly number[], dataDir: string, options: BuildDatasetOptions): Generator<{ gold: GoldPage; label: () => Labelled }> {
  for (const id of ids) {
    const gold: GoldPage = { corpus: 'cleaneval', id: String(id), html: '', cleanevalWrapper: true, gold: '' };
    yield {
      gold,
      label: () => {
        const result = labelPage(id, dataDir, { rejectEmptyCleanText: options.skipEmptyCleanText, reference: options.reference });
        return { page: result.page, labels: result.labels, emptyGold: result.emptyCleanText };
      },
    };
  }
}

function* goldPages(options: BuildDatasetOptions): Generator<{ gold: GoldPage; label: () => Labelled }> {
  for (const gold of options.pages ?? []) yield { gold, label: () => labelled(gold, options) };
}

/** The pages to label: CleanEval ids read from their folder, or the given gold pages. */
function pagesToLabel(options: BuildDatasetOptions): Iterable<{ gold: GoldPage; label: () => Labelled }> {
  if (options.ids === undefined) return goldPages(options);
  if (options.dataDir === undefined) throw new Error('buildDataset: CleanEval ids need their folder (dataDir)');
  checkLabelledIds(options.ids, options.dataDir);
  return cleanevalIdPages(options.ids, options.dataDir, options);
}

export function buildDataset(options: BuildDatasetOptions): BuiltDataset {
  checkArgument(typeof options === 'object' && options !== null, options, 'buildDataset takes its options, { ids, dataDir } or { pages }');
  if ((options.ids === undefined) === (options.pages === undefined)) throw new InputError('buildDataset: give either CleanEval ids or pages');
  const features = lookupFeatureSet(options.featureSet ?? DEFAULT_FEATURE_SET);
  const pages: DatasetPage[] = [];
  const skipped: SkippedPage[] = [];
  const emptyCleanText: string[] = [];
  const total = options.ids?.length ?? options.total;
  let done = 0;
  for (const { gold, label } of pagesToLabel(options)) {
    try {
      const { page, labels, parts, emptyGold } = label();
      if (options.site !== undefined) bindToSite(page, options.site);
      const { block, edge } = features.compute(page);
      const { words, ancestors, selectors } = page.get(BLOCK_ANCESTRY);
      pages.push({
        id: gold.id,
        corpus: gold.corpus,
        ...(gold.pageType === undefined ? {} : { pageType: gold.pageType }),
        ...(gold.domain === undefined ? {} : { site: siteOf(gold.domain) }),
        n: labels.length,
        features: block,
        edges: edge,
        labels,
        words,
        ancestors,
        selectors,
        ...(parts === undefined ? {} : { parts }),
      });
      if (emptyGold) emptyCleanText.push(gold.id);
    } catch (err) {
      skipped.push({ corpus: gold.corpus, id: gold.id, reason: failureReason(err) });
    }
    options.onProgress?.(++done, total, gold.id);
  }
  return {
    featureSet: features.name,
    featureVersion: features.version,
    featureNames: [...features.blockFeatureNames],
    edgeFeatureNames: [...features.edgeFeatureNames],
    pages,
    readAsReference: options.reference ?? false,
    skipped,
    emptyCleanText,
  };
}

export function summariseDataset(dataset: Dataset): DatasetSummary {
  checkDataset(dataset, 'summariseDataset');
  let blocks = 0;
  let contentBlocks = 0;
  for (const page of dataset.pages) {
    blocks += page.n;
    for (const y of page.labels) contentBlocks += y;
  }
  return { pages: dataset.pages.length, blocks, contentBlocks, contentShare: blocks === 0 ? 0 : contentBlocks / blocks };
}
