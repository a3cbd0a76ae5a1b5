// Build the training dataset (spec §8): for each labelled CleanEval page, its block/edge features once and its
// block labels. Pages that cannot be labelled are skipped with their id and reason; the build goes on.
import { DEFAULT_DATA_DIR } from '../data/cleaneval';
import { DatasetFileError, PageDataError } from '../errors';
import { labelPage } from '../data/labels';
import { FEATURE_VERSION } from '../features';
import { DEFAULT_FEATURE_SET, featureSet as lookupFeatureSet } from '../features/sets';
import type { Dataset, DatasetPage } from './types';

export { loadDataset, saveDataset } from './dataset-file';
export { DatasetFileError };

export interface BuildDatasetOptions {
  dataDir?: string;
  ids: readonly number[];
  /** A feature set name of features/sets (default 'web2text'). */
  featureSet?: string;
  /** Read orig and clean files exactly as the reference does (its labels, spec §7); default: project decoding. */
  reference?: boolean;
  /** Skip pages whose gold text is empty instead of labelling all their blocks 0 (the reference's behaviour). */
  skipEmptyCleanText?: boolean;
  /** Called after each page (done pages, total pages, page id). */
  onProgress?: (done: number, total: number, id: number) => void;
}

export interface SkippedPage {
  id: number;
  reason: string;
}

/** The dataset, plus what the build could not use. */
export interface BuiltDataset extends Dataset {
  skipped: SkippedPage[];
  /** Pages kept with an empty gold text (all blocks boilerplate). */
  emptyCleanText: number[];
}

export interface DatasetSummary {
  pages: number;
  blocks: number;
  contentBlocks: number;
  contentShare: number;
}

/** Missing/empty files and block-less pages are expected; anything else (e.g. an alignment error) is named too. */
function failureReason(err: unknown): string {
  if (err instanceof PageDataError) return err.reason;
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}

export function buildDataset(options: BuildDatasetOptions): BuiltDataset {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const features = lookupFeatureSet(options.featureSet ?? DEFAULT_FEATURE_SET);
  const pages: DatasetPage[] = [];
  const skipped: SkippedPage[] = [];
  const emptyCleanText: number[] = [];
  options.ids.forEach((id, k) => {
    try {
      const labelled = labelPage(id, dataDir, { rejectEmptyCleanText: options.skipEmptyCleanText, reference: options.reference });
      const { block, edge } = features.compute(labelled.page);
      pages.push({ id, n: labelled.labels.length, features: block, edges: edge, labels: labelled.labels });
      if (labelled.emptyCleanText) emptyCleanText.push(id);
    } catch (err) {
      skipped.push({ id, reason: failureReason(err) });
    }
    options.onProgress?.(k + 1, options.ids.length, id);
  });
  return {
    featureSet: features.name,
    featureVersion: FEATURE_VERSION,
    featureNames: [...features.blockFeatureNames],
    edgeFeatureNames: [...features.edgeFeatureNames],
    pages,
    readAsReference: options.reference ?? false,
    skipped,
    emptyCleanText,
  };
}

export function summariseDataset(dataset: Dataset): DatasetSummary {
  let blocks = 0;
  let contentBlocks = 0;
  for (const page of dataset.pages) {
    blocks += page.n;
    for (const y of page.labels) contentBlocks += y;
  }
  return { pages: dataset.pages.length, blocks, contentBlocks, contentShare: blocks === 0 ? 0 : contentBlocks / blocks };
}
