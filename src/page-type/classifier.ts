// The page type guess: a multinomial logistic regression over a page's page-type features (page-type-features.ts),
// fitted on the WCXB train part by scripts/train-page-type.ts (npm run page-type:train) and kept in
// page-type-classifier.json. A page field: computed once per page, whatever asks for it (the JSON output, a model
// that routes pages by their type).
import { pageField } from '../dom/page';
import type { Page } from '../dom/types';
import classifierFile from './page-type-classifier.json';
import { NUMERIC_FEATURES, pageTypeInputs } from './page-type-features';
import { PAGE_TYPES, type PageType } from './page-types';

export interface PageTypeClassifier {
  types: readonly string[];
  /** The yes/no token features, in weight order; then the numeric features. */
  vocabulary: readonly string[];
  numeric: readonly string[];
  /** Mean and standard deviation of each numeric feature on the training pages (standardisation). */
  mean: readonly number[];
  sd: readonly number[];
  /** weights[feature][type], tokens first. */
  weights: readonly (readonly number[])[];
  bias: readonly number[];
}

export interface PageTypeGuess {
  type: PageType;
  /** The probability of `type`. */
  probability: number;
  /** The probability of every page type. */
  probabilities: Record<PageType, number>;
}

/** Each classifier's token → column, made once per classifier. */
const tokenColumns = new WeakMap<PageTypeClassifier, ReadonlyMap<string, number>>();

/** Feature vector of a page for a classifier: its tokens' yes/no, then its standardised numeric features. */
export function classifierInputs(inputs: { tokens: ReadonlySet<string>; numeric: readonly number[] }, classifier: PageTypeClassifier): Float64Array {
  let columns = tokenColumns.get(classifier);
  if (columns === undefined) tokenColumns.set(classifier, (columns = new Map(classifier.vocabulary.map((token, i) => [token, i]))));
  const x = new Float64Array(classifier.vocabulary.length + classifier.numeric.length);
  for (const token of inputs.tokens) {
    const column = columns.get(token);
    if (column !== undefined) x[column] = 1;
  }
  inputs.numeric.forEach((value, j) => (x[classifier.vocabulary.length + j] = (value - classifier.mean[j]) / classifier.sd[j]));
  return x;
}

/** Softmax probabilities of the classifier's types for a feature vector. */
export function typeProbabilities(x: Float64Array, classifier: PageTypeClassifier): Float64Array {
  const scores = Float64Array.from(classifier.bias);
  for (let i = 0; i < x.length; i++) {
    if (x[i] === 0) continue;
    const row = classifier.weights[i];
    for (let k = 0; k < scores.length; k++) scores[k] += x[i] * row[k];
  }
  const top = Math.max(...scores);
  let sum = 0;
  for (let k = 0; k < scores.length; k++) sum += scores[k] = Math.exp(scores[k] - top);
  return scores.map((s) => s / sum);
}

/** The index of the most probable type (the first on a tie). */
export function mostProbable(probabilities: ArrayLike<number>): number {
  let best = 0;
  for (let k = 1; k < probabilities.length; k++) if (probabilities[k] > probabilities[best]) best = k;
  return best;
}

let shipped: PageTypeClassifier | undefined;

/** The weights in page-type-classifier.json, checked once against the types and features this code computes. */
function shippedClassifier(): PageTypeClassifier {
  if (shipped === undefined) {
    const classifier = classifierFile as PageTypeClassifier;
    if (classifier.types.join() !== PAGE_TYPES.join() || classifier.numeric.join() !== NUMERIC_FEATURES.join()) {
      throw new Error('page-type-classifier.json was fitted on other types or features than page-type-features.ts computes: run npm run page-type:train -- --write');
    }
    shipped = classifier;
  }
  return shipped;
}

/** The page's most probable type under the shipped classifier, with every type's probability. */
export const PAGE_TYPE = pageField('pageType', (page: Page): PageTypeGuess => {
  const classifier = shippedClassifier();
  const p = typeProbabilities(classifierInputs(pageTypeInputs(page), classifier), classifier);
  const best = mostProbable(p);
  const probabilities = Object.fromEntries(PAGE_TYPES.map((type, k) => [type, p[k]])) as Record<PageType, number>;
  return { type: PAGE_TYPES[best], probability: p[best], probabilities };
});
