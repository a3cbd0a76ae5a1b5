// The in-memory training dataset: per page, its block features, edge features and block labels (spec §8).
export interface DatasetPage {
  /** CleanEval page id. */
  id: number;
  /** Number of blocks. */
  n: number;
  /** n × nFeatures, row-major. */
  features: Float32Array;
  /** (n − 1) × nEdgeFeatures, row-major. */
  edges: Float32Array;
  /** n block labels, 1 = content. Edge label i = 2·labels[i] + labels[i+1]. */
  labels: Uint8Array;
}

export interface Dataset {
  featureSet: string;
  featureVersion: string;
  featureNames: string[];
  edgeFeatureNames: string[];
  pages: DatasetPage[];
  /** Built from files read exactly as the reference reads them (data/cleaneval `reference`); absent = false. */
  readAsReference?: boolean;
}
