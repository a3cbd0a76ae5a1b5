// Where a page's output is doubtful: its confidence (confidence.ts) below DOUBTFUL_BELOW. A module of its own, so
// that a batch's main thread can tell doubtful records without loading the confidence model.

/**
 * A page whose confidence is below this is doubtful: cross-fitted on the held-out pages, the ≈ 20% below it scored
 * a mean word F1 of ≈ 0.7, the others ≈ 0.95; further down the estimate no longer ranks pages (docs/results.md,
 * "Confidence").
 */
export const DOUBTFUL_BELOW = 0.85;

export function isDoubtful(confidence: number): boolean {
  return confidence < DOUBTFUL_BELOW;
}
