// The two learning tasks on a dataset page: blocks → block labels (unary net) and edges → label pairs
// (pairwise net, label 2·l_i + l_{i+1}: 0 = 00, 1 = 01, 2 = 10, 3 = 11; docs/methods/web2text.md §8).
import { edgeLabels } from '../labels/block-labels';
import { NetArchitecture, pairwiseArchitecture, unaryArchitecture } from '../model/nets';
import type { Dataset, DatasetPage } from './types';

/** 'context': the second block net of a model with a context stage (its inputs: contextDataset in context.ts). */
export type TaskName = 'unary' | 'pairwise' | 'context';

/** One page seen as an input sequence with one class label per position. */
export interface LabelledSequence {
  /** length × inputSize, row-major. */
  inputs: Float32Array;
  length: number;
  labels: Uint8Array;
}

export interface Task {
  name: TaskName;
  /** Positions per training window: 9 blocks or the 8 edges between them (§9 PATCH_SIZE). */
  windowLength: number;
  architecture: NetArchitecture;
  sequence(page: DatasetPage): LabelledSequence;
}

/** Blocks per training window (§9 PATCH_SIZE). */
export const PATCH_SIZE = 9;

/** `hiddenWidths`: the net's four hidden widths (default the paper's). */
export function unaryTask(dataset: Dataset, name: 'unary' | 'context' = 'unary', hiddenWidths?: readonly number[]): Task {
  return {
    name,
    windowLength: PATCH_SIZE,
    architecture: unaryArchitecture(dataset.featureNames.length, hiddenWidths),
    sequence: (page) => ({ inputs: page.features, length: page.n, labels: page.labels }),
  };
}

export function pairwiseTask(dataset: Dataset): Task {
  return {
    name: 'pairwise',
    windowLength: PATCH_SIZE - 1,
    architecture: pairwiseArchitecture(dataset.edgeFeatureNames.length),
    // Edge labels are recomputed from the block labels, as the reference does (§8).
    sequence: (page) => ({ inputs: page.edges, length: Math.max(page.n - 1, 0), labels: edgeLabels(page.labels) }),
  };
}
