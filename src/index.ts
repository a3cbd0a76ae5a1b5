// The library API of web2text.
export { extract, createPageExtractor } from './inference/extract';
export type { ExtractOptions, ExtractResult, ExtractedBlock, PageExtractor } from './inference/extract';
export { METHOD_NAMES, DEFAULT_MODEL_DIR } from './inference/methods';
export type { MethodName } from './inference/methods';
export { loadPage } from './dom/page';
export { blocksToText } from './dom/text';
export type { Page, Block, CdomNode } from './dom/types';
export type { Extractor, BlockLabels } from './extractor';
export { computeFeatures, BLOCK_FEATURE_NAMES, EDGE_FEATURE_NAMES, FEATURE_VERSION } from './features';
export { featureSet, FEATURE_SET_NAMES } from './features/sets';
export { HEURISTICS, HEURISTIC_NAMES } from './heuristics';
