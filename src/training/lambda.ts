// Choosing the Viterbi weight λ of the pairwise terms (docs/methods/web2text.md §10 EDGE_LAMBDA) on the validation
// pages: the λ of a fixed grid whose Viterbi labels score best (training/scores.ts labelScore: CleanEval's block F1,
// other corpora's page word F1). Only validation pages are used.
import type { PotentialNets } from '../model/ensemble';
import type { BlockContainers } from '../model/subtree-context';
import { viterbi } from '../model/viterbi';
import { labelScore, type CorpusWeights } from './scores';
import type { DatasetPage } from './types';

/** A page's containers, when its dataset has them (a model with a context stage needs them). */
function contextOf(page: DatasetPage): BlockContainers | undefined {
  return page.words !== undefined && page.ancestors !== undefined ? { words: page.words, ancestors: page.ancestors } : undefined;
}

/**
 * λ = 0, 0.1, …, 1.0 (1 is the reference's value; 0 decodes with the unary net alone, which scores best on WCXB
 * validation: docs/results.md).
 */
export const LAMBDA_GRID: readonly number[] = Array.from({ length: 11 }, (_, i) => i / 10);

export interface LambdaChoice {
  lambda: number;
  /** The validation score (labelScore) of the Viterbi labels at `lambda`. */
  validationF1: number;
  /** Every grid value's validation F1. */
  scores: { lambda: number; f1: number }[];
}

/** The grid's λ with the highest validation F1; ties go to the larger λ (closest to the reference's 1). */
export function chooseLambda(
  nets: PotentialNets,
  pages: readonly DatasetPage[],
  grid: readonly number[] = LAMBDA_GRID,
  weights: CorpusWeights = {},
): LambdaChoice {
  if (grid.length === 0) throw new Error('chooseLambda: empty grid');
  if (pages.length === 0) throw new Error('chooseLambda: no validation pages');
  const potentials = pages.map((page) => ({
    unary: nets.unary.probabilities(page.features, page.n, contextOf(page)),
    edges: nets.pairwise.probabilities(page.edges, Math.max(page.n - 1, 0)),
  }));
  const scores = grid.map((lambda) => {
    const results = pages.map((page, k) => ({ page, predicted: viterbi(potentials[k].unary, potentials[k].edges, page.n, lambda), gold: page.labels }));
    return { lambda, f1: labelScore(results, weights) };
  });
  const best = scores.reduce((a, b) => (b.f1 > a.f1 || (b.f1 === a.f1 && b.lambda > a.lambda) ? b : a));
  return { lambda: best.lambda, validationF1: best.f1, scores };
}
