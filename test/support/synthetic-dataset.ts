// A synthetic dataset with a learnable rule: labels follow a sticky Markov chain; block feature 0 is a noisy
// label signal, edge feature 0 a noisy "same label" signal,
// edge features 1 and 2 noisy labels of the two blocks; the other block features are noise.
import seedrandom from 'seedrandom';
import type { Dataset, DatasetPage } from '../../src/training/types';

export const SYNTHETIC_F = 8;
export const SYNTHETIC_E = 3;

function gaussian(rng: seedrandom.PRNG): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

export function syntheticPage(id: number, n: number, rng: seedrandom.PRNG): DatasetPage {
  const labels = new Uint8Array(n);
  labels[0] = rng() < 0.5 ? 1 : 0;
  for (let i = 1; i < n; i++) labels[i] = rng() < 0.85 ? labels[i - 1] : 1 - labels[i - 1];
  const features = new Float32Array(n * SYNTHETIC_F);
  for (let i = 0; i < n; i++) {
    features[i * SYNTHETIC_F] = (labels[i] ? 1 : -1) + 0.8 * gaussian(rng);
    for (let f = 1; f < SYNTHETIC_F; f++) features[i * SYNTHETIC_F + f] = gaussian(rng);
  }
  const edges = new Float32Array(Math.max(n - 1, 0) * SYNTHETIC_E);
  for (let i = 0; i + 1 < n; i++) {
    edges[i * SYNTHETIC_E] = (labels[i] === labels[i + 1] ? 1 : -1) + 0.5 * gaussian(rng);
    edges[i * SYNTHETIC_E + 1] = (labels[i] ? 1 : -1) + 0.8 * gaussian(rng);
    edges[i * SYNTHETIC_E + 2] = (labels[i + 1] ? 1 : -1) + 0.8 * gaussian(rng);
  }
  return { id: String(id), corpus: 'cleaneval', n, features, edges, labels };
}

export function syntheticDataset(seed: string, pageSizes: number[]): Dataset {
  const rng = seedrandom(seed);
  return {
    featureSet: 'synthetic',
    featureVersion: 's1',
    featureNames: Array.from({ length: SYNTHETIC_F }, (_, i) => `f${i}`),
    edgeFeatureNames: Array.from({ length: SYNTHETIC_E }, (_, i) => `e${i}`),
    pages: pageSizes.map((n, i) => syntheticPage(i + 1, n, rng)),
  };
}
