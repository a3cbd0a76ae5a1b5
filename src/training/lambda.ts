// Choosing the Viterbi weight λ of the pairwise terms (spec §10 EDGE_LAMBDA) on the validation pages: the
// λ of a fixed grid with the best content-class block F1 of the Viterbi labels. Only validation pages are used.
import type { PotentialNets } from '../model/ensemble';
import { viterbi } from '../model/viterbi';
import { addToConfusion, emptyConfusion, scoresOf } from '../eval/metrics';
import type { DatasetPage } from './types';

/** λ = 0.1, 0.2, …, 1.0 (1 is the reference's value). */
export const LAMBDA_GRID: readonly number[] = Array.from({ length: 10 }, (_, i) => (i + 1) / 10);

export interface LambdaChoice {
  lambda: number;
  /** Viterbi block F1 on the validation pages at `lambda`. */
  validationF1: number;
  /** Every grid value's validation F1. */
  scores: { lambda: number; f1: number }[];
}

/** The grid's λ with the highest validation F1; ties go to the larger λ (closest to the reference's 1). */
export function chooseLambda(nets: PotentialNets, pages: readonly DatasetPage[], grid: readonly number[] = LAMBDA_GRID): LambdaChoice {
  if (grid.length === 0) throw new Error('chooseLambda: empty grid');
  if (pages.length === 0) throw new Error('chooseLambda: no validation pages');
  const potentials = pages.map((page) => ({
    unary: nets.unary.probabilities(page.features, page.n),
    edges: nets.pairwise.probabilities(page.edges, Math.max(page.n - 1, 0)),
  }));
  const scores = grid.map((lambda) => {
    const confusion = emptyConfusion();
    pages.forEach((page, k) => addToConfusion(confusion, viterbi(potentials[k].unary, potentials[k].edges, page.n, lambda), page.labels));
    return { lambda, f1: scoresOf(confusion).f1 };
  });
  const best = scores.reduce((a, b) => (b.f1 > a.f1 || (b.f1 === a.f1 && b.lambda > a.lambda) ? b : a));
  return { lambda: best.lambda, validationF1: best.f1, scores };
}
