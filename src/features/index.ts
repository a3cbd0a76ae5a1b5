// computeFeatures: a page's 128 block features (n×128) and 25 edge features ((n−1)×25) of the reference, row-major
// (docs/methods/web2text.md §4–5): the 'web2text' feature set. Other sets and the groups they are made of: sets.ts,
// groups/.
import { checkOptionsObject, checkPage } from '../arguments';
import type { Page } from '../dom/types';
import type { FeatureOptions } from './group';
import { featureSet, type PageFeatures } from './sets';

export { FEATURE_VERSION, type PageFeatures } from './sets';
export type { FeatureOptions } from './group';

const REFERENCE = featureSet('web2text');

export const BLOCK_FEATURE_NAMES = REFERENCE.blockFeatureNames;
export const EDGE_FEATURE_NAMES = REFERENCE.edgeFeatureNames;
export const BLOCK_FEATURE_COUNT = BLOCK_FEATURE_NAMES.length;
export const EDGE_FEATURE_COUNT = EDGE_FEATURE_NAMES.length;

export function computeFeatures(page: Page, options: FeatureOptions = {}): PageFeatures {
  checkPage(page, 'computeFeatures');
  checkOptionsObject(options, 'computeFeatures');
  return REFERENCE.compute(page, options);
}
