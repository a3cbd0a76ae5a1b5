// Training data of a model's context stage (model/subtree-context.ts): the first stage's content probabilities
// pooled over each block's containers, appended to the block features. On training pages the probabilities must
// come from a net that did not learn that page's site, or the context net would learn from probabilities far
// better than the ones it meets on new sites: k-fold cross-fitting by site gives each page such a prediction.
import { ANCESTOR_LEVELS } from '../features/block-ancestry';
import type { ConvNet } from '../model/nets';
import { subtreeContext, subtreeContextNames, subtreeContextWidth } from '../model/subtree-context';
import { UNARY_OUTPUTS } from '../model/nets';
import type { Dataset, DatasetPage } from './types';

/** The fold (0..folds − 1) of a page: by its site, so a site's pages share a fold; FNV-1a of the site name. */
export function foldOf(page: DatasetPage, folds: number): number {
  const key = page.site ?? `${page.corpus}/${page.id}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % folds;
}

/**
 * Per training page, the unary probabilities (n × 2) of a net trained on the other folds; `trainFold` trains
 * that net (the dataset without fold k's pages), which is freed once its fold is predicted.
 */
export function outOfFoldProbabilities(
  train: Dataset,
  folds: number,
  trainFold: (foldTrain: Dataset, fold: number) => ConvNet,
): Map<DatasetPage, Float32Array> {
  if (!Number.isInteger(folds) || folds < 2) throw new Error(`context stage: folds must be a whole number ≥ 2, not ${folds}`);
  const probabilities = new Map<DatasetPage, Float32Array>();
  for (let fold = 0; fold < folds; fold++) {
    const held = train.pages.filter((page) => foldOf(page, folds) === fold);
    if (held.length === 0) continue;
    const net = trainFold({ ...train, pages: train.pages.filter((page) => foldOf(page, folds) !== fold) }, fold);
    try {
      for (const page of held) probabilities.set(page, net.probabilities(page.features, page.n));
    } finally {
      net.dispose();
    }
  }
  return probabilities;
}

/** Block features followed by the subtree context of the first-stage content probabilities. */
export function withSubtreeContext(features: Float32Array, nFeatures: number, unary: Float32Array, page: DatasetPage): Float32Array {
  if (page.words === undefined || page.ancestors === undefined) {
    throw new Error(`dataset page ${page.id} has no words and ancestors (a format-1 dataset file): rebuild it to train a context stage`);
  }
  const pContent = Float32Array.from({ length: page.n }, (_, i) => unary[UNARY_OUTPUTS * i + 1]);
  const context = subtreeContext(pContent, page.words, page.ancestors, ANCESTOR_LEVELS);
  const width = subtreeContextWidth(ANCESTOR_LEVELS);
  const out = new Float32Array(page.n * (nFeatures + width));
  for (let i = 0; i < page.n; i++) {
    out.set(features.subarray(i * nFeatures, (i + 1) * nFeatures), i * (nFeatures + width));
    out.set(context.subarray(i * width, (i + 1) * width), i * (nFeatures + width) + nFeatures);
  }
  return out;
}

/** The dataset the context net trains or validates on, given each page's first-stage probabilities. */
export function contextDataset(dataset: Dataset, probabilities: ReadonlyMap<DatasetPage, Float32Array>): Dataset {
  const nFeatures = dataset.featureNames.length;
  return {
    ...dataset,
    featureNames: [...dataset.featureNames, ...subtreeContextNames(ANCESTOR_LEVELS)],
    pages: dataset.pages.map((page) => ({ ...page, features: withSubtreeContext(page.features, nFeatures, probabilities.get(page) as Float32Array, page) })),
  };
}
