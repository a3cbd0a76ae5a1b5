// The in-memory training dataset: per page, its block features, edge features and block labels
// (docs/methods/web2text.md §8), and what the context stage and the corpus mix need (words, ancestry, corpus).
import type { CorpusName } from '../corpora/corpus';
import type { SkippedPage } from '../corpora/corpus-entry';

export interface DatasetPage {
  /** Page id within its corpus: the CleanEval page number, the WCXB file id, a JSONL record's id. */
  id: string;
  corpus: CorpusName;
  pageType?: string;
  /** The page's site (registered domain), where known: cross-fitting folds keep a site together. */
  site?: string;
  /** Number of blocks. */
  n: number;
  /** n × nFeatures, row-major. */
  features: Float32Array;
  /** (n − 1) × nEdgeFeatures, row-major. */
  edges: Float32Array;
  /** n block labels, 1 = content. Edge label i = 2·labels[i] + labels[i+1]. */
  labels: Uint8Array;
  /** Words per block and n × ANCESTOR_LEVELS container ids (features/block-ancestry.ts); absent in format-1 files. */
  words?: Float32Array;
  ancestors?: Int32Array;
  /** Per block, the id of its class selector (features/page-context.ts BLOCK_SELECTORS); absent before format 3. */
  selectors?: Int32Array;
  /** Per block, its gold part (data/part-labels.ts) on pages whose corpus annotates parts (L3S-GN1). */
  parts?: Uint8Array;
}

export interface Dataset {
  featureSet: string;
  featureVersion: string;
  featureNames: string[];
  edgeFeatureNames: string[];
  pages: DatasetPage[];
  /** Built from files read exactly as the reference reads them (corpora/cleaneval-files `reference`); absent = false. */
  readAsReference?: boolean;
  /** The pages its build could not use, with the reason (absent in files saved before they were recorded). */
  skipped?: SkippedPage[];
}
