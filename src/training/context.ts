// Training data of a model's context stage (model/page-stage.ts): the first stage's class probabilities pooled
// over the page. On training pages the probabilities must
// come from a net that did not learn that page's site, or the context net would learn from probabilities far
// better than the ones it meets on new sites: k-fold cross-fitting by site gives each page such a prediction.
import { ANCESTOR_LEVELS } from '../features/block-ancestry';
import type { ConvNet } from '../model/nets';
import type { ContextStage } from '../model/ensemble';
import { outputsOf } from '../model/nets';
import { stageInputNames, stageInputs } from '../model/page-stage';
import type { Dataset, DatasetPage } from './types';

/** The fold (0..folds − 1) of a page: by its site, so a site's pages share a fold; FNV-1a of the site name. */
export function foldOf(page: DatasetPage, folds: number): number {
  const key = page.site ?? `${page.corpus}/${page.id}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % folds;
}

/**
 * Per training page, the unary probabilities (n × classes) of a net trained on the other folds; `trainFold` trains
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

/** The dataset the context net trains or validates on: each page's first-stage probabilities (n × classes) pooled. */
export function contextDataset(dataset: Dataset, probabilities: ReadonlyMap<DatasetPage, Float32Array>, stage: ContextStage, classes: number): Dataset {
  return {
    ...dataset,
    featureNames: stageInputNames(stage.kind, classes, stage.levels),
    pages: dataset.pages.map((page) => {
      if (page.words === undefined || page.ancestors === undefined) {
        throw new Error(`dataset page ${page.id} has no words and ancestors (a format-1 dataset file): rebuild it to train a context stage`);
      }
      if (stage.kind === 'page' && page.selectors === undefined) {
        throw new Error(`dataset page ${page.id} has no class selectors (a format-2 dataset file): rebuild it to train a page stage`);
      }
      const containers = { words: page.words, ancestors: page.ancestors, selectors: page.selectors };
      return { ...page, features: stageInputs(stage.kind, probabilities.get(page) as Float32Array, classes, containers, stage.levels) };
    }),
  };
}
