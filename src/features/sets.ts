// Feature sets by name: the one place that maps a set (recorded in datasets and model manifests) to the
// per-page block and edge feature rows. 'web2text' = the reference's 128 + 25; 'web2text+heuristics' appends
// the heuristic extractors' per-block outputs (HEURISTIC_FEATURE_NAMES) to every block row.
import type { Page } from '../dom/types';
import { heuristicFeatures, HEURISTIC_FEATURE_NAMES } from './heuristic';
import { BLOCK_FEATURE_NAMES, computeFeatures, EDGE_FEATURE_NAMES, type PageFeatures } from './index';

export interface FeatureSet {
  name: FeatureSetName;
  blockFeatureNames: readonly string[];
  edgeFeatureNames: readonly string[];
  /** Block rows are n × blockFeatureNames.length, edge rows (n − 1) × edgeFeatureNames.length. */
  compute(page: Page): PageFeatures;
}

export const FEATURE_SET_NAMES = ['web2text', 'web2text+heuristics'] as const;
export type FeatureSetName = (typeof FEATURE_SET_NAMES)[number];
export const DEFAULT_FEATURE_SET: FeatureSetName = 'web2text';

/** Row-wise concatenation of two row-major matrices with the same number of rows. */
function appendColumns(left: Float32Array, leftWidth: number, right: Float32Array, rightWidth: number): Float32Array {
  const rows = leftWidth === 0 ? 0 : left.length / leftWidth;
  const width = leftWidth + rightWidth;
  const out = new Float32Array(rows * width);
  for (let r = 0; r < rows; r++) {
    out.set(left.subarray(r * leftWidth, (r + 1) * leftWidth), r * width);
    out.set(right.subarray(r * rightWidth, (r + 1) * rightWidth), r * width + leftWidth);
  }
  return out;
}

const FEATURE_SETS: Record<FeatureSetName, FeatureSet> = {
  web2text: {
    name: 'web2text',
    blockFeatureNames: BLOCK_FEATURE_NAMES,
    edgeFeatureNames: EDGE_FEATURE_NAMES,
    compute: (page) => computeFeatures(page),
  },
  'web2text+heuristics': {
    name: 'web2text+heuristics',
    blockFeatureNames: [...BLOCK_FEATURE_NAMES, ...HEURISTIC_FEATURE_NAMES],
    edgeFeatureNames: EDGE_FEATURE_NAMES,
    compute(page) {
      const base = computeFeatures(page);
      const extra = heuristicFeatures(page);
      const block = appendColumns(base.block, BLOCK_FEATURE_NAMES.length, extra, HEURISTIC_FEATURE_NAMES.length);
      return { block, edge: base.edge };
    },
  },
};

export function isFeatureSetName(name: string): name is FeatureSetName {
  return (FEATURE_SET_NAMES as readonly string[]).includes(name);
}

/** The feature set of that name; throws naming the known sets otherwise. */
export function featureSet(name: string): FeatureSet {
  if (!isFeatureSetName(name)) {
    throw new Error(`unknown feature set "${name}" (known: ${FEATURE_SET_NAMES.join(', ')})`);
  }
  return FEATURE_SETS[name];
}
