// The learned extractor as an Extractor: feature set of the model's manifest → unary + pairwise CNN → Viterbi.
import type { Page } from '../dom/types';
import type { BlockLabels, Extractor } from '../extractor';
import { featureSet } from '../features/sets';
import { predictPage, type PagePrediction, type PredictOptions } from '../model/predict';
import type { Web2TextModel } from '../model/store';

export interface Web2TextExtractor extends Extractor {
  /** Viterbi labels, unary-only labels and unary probabilities of content. */
  predict(page: Page): PagePrediction;
}

export function createWeb2TextExtractor(model: Web2TextModel, options: PredictOptions = {}): Web2TextExtractor {
  const features = featureSet(model.manifest.featureSet);
  function predict(page: Page): PagePrediction {
    const n = page.blocks.length;
    const { block, edge } = features.compute(page);
    return predictPage(model, block, n, edge, options);
  }
  return {
    name: 'web2text',
    predict,
    label(page: Page): BlockLabels {
      const { labels, pContent } = predict(page);
      return { labels, scores: pContent };
    },
  };
}
