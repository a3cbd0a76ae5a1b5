// A linear title scorer: one weight per candidate feature; the best-scoring candidate is the title. A page of an
// older layout (TitleSources.olderLayout: no viewport, no Open Graph, Twitter or JSON-LD metadata) has weights of its
// own, fitted on such pages: its headline sits in other places (an <h2>, a cell of class "articleTitle", under a logo
// <h1>) than where a page of today's layouts sets it.
import type { TitleCandidate, TitleSources } from './title-candidates';

export interface TitleChooser {
  /** Feature names, in the order of the weights (TITLE_FEATURES when it was trained). */
  features: readonly string[];
  weights: readonly number[];
  /** The weights for a page of an older layout. */
  olderWeights: readonly number[];
}

/** The weights that score the candidates of a page with these sources. */
export function chooserWeights(chooser: TitleChooser, sources: Pick<TitleSources, 'olderLayout'>): readonly number[] {
  return sources.olderLayout ? chooser.olderWeights : chooser.weights;
}

export function titleScore(candidate: TitleCandidate, weights: readonly number[]): number {
  return candidate.features.reduce((sum, value, i) => sum + value * weights[i], 0);
}

/** The best-scoring candidate; on a tie, the first (visible headlines come before the metadata's titles). */
export function bestCandidate(candidates: readonly TitleCandidate[], weights: readonly number[]): TitleCandidate | undefined {
  let best: TitleCandidate | undefined;
  let bestScore = -Infinity;
  for (const candidate of candidates) {
    const score = titleScore(candidate, weights);
    if (score > bestScore) [best, bestScore] = [candidate, score];
  }
  return best;
}
