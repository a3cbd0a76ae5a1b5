// computeFeatures: a page's 128 block features (n×128) and 25 edge features ((n−1)×25), row-major (spec §4–5).
import type { Page } from '../dom/types';
import { BLOCK_FEATURE_COUNT, writeBlockFeatures } from './block-features';
import { EDGE_FEATURE_COUNT, writeEdgeFeatures } from './edge-features';
import { integerDivide, realDivide } from './encoding';
import { buildPageContext } from './page-context';

export { BLOCK_FEATURE_NAMES, EDGE_FEATURE_NAMES, FEATURE_VERSION } from './names';
export { BLOCK_FEATURE_COUNT, EDGE_FEATURE_COUNT };

export interface FeatureOptions {
  /**
   * Reproduce the reference's ⚠ Scala integer divisions (features 2, 5, 14, N0, N2, N9; spec §4). Default true:
   * the shipped models are trained on the reference behaviour; false uses true division instead.
   */
  integerDivision?: boolean;
}

export interface PageFeatures {
  /** n × 128, row-major. */
  block: Float32Array;
  /** (n − 1) × 25, row-major; row i pairs blocks i and i + 1. */
  edge: Float32Array;
}

export function computeFeatures(page: Page, options: FeatureOptions = {}): PageFeatures {
  const n = page.blocks.length;
  const block = new Float32Array(n * BLOCK_FEATURE_COUNT);
  const edge = new Float32Array(Math.max(0, n - 1) * EDGE_FEATURE_COUNT);
  if (n === 0 || page.root === null) return { block, edge };
  const divide = options.integerDivision === false ? realDivide : integerDivide;
  const context = buildPageContext(page.root, page.blocks, divide);
  for (let i = 0; i < n; i++) {
    writeBlockFeatures(page.blocks[i], i, n, context, block, i * BLOCK_FEATURE_COUNT);
  }
  for (let i = 0; i + 1 < n; i++) {
    writeEdgeFeatures(page.blocks[i], page.blocks[i + 1], context, edge, i * EDGE_FEATURE_COUNT);
  }
  return { block, edge };
}
