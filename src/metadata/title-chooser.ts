// A linear title scorer: one weight per candidate feature; the best-scoring candidate is the title.
import type { TitleCandidate } from './title-candidates';

export interface TitleChooser {
  /** Feature names, in the order of the weights (TITLE_FEATURES when it was trained). */
  features: readonly string[];
  weights: readonly number[];
}

export function titleScore(candidate: TitleCandidate, chooser: TitleChooser): number {
  return candidate.features.reduce((sum, value, i) => sum + value * chooser.weights[i], 0);
}

/** The best-scoring candidate; on a tie, the first (visible headlines come before the metadata's titles). */
export function bestCandidate(candidates: readonly TitleCandidate[], chooser: TitleChooser): TitleCandidate | undefined {
  let best: TitleCandidate | undefined;
  let bestScore = -Infinity;
  for (const candidate of candidates) {
    const score = titleScore(candidate, chooser);
    if (score > bestScore) [best, bestScore] = [candidate, score];
  }
  return best;
}
