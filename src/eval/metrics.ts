// Block-level metrics of the content class, micro-averaged over all blocks of all pages (docs/methods/web2text.md §11).

export interface Confusion {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

export interface BlockScores {
  accuracy: number;
  precision: number;
  recall: number;
  f1: number;
}

export function emptyConfusion(): Confusion {
  return { tp: 0, fp: 0, fn: 0, tn: 0 };
}

/** Adds one page's predicted vs gold labels (1 = content) to `into` and returns it. */
export function addToConfusion(into: Confusion, predicted: ArrayLike<number>, gold: ArrayLike<number>): Confusion {
  if (predicted.length !== gold.length) {
    throw new Error(`label count mismatch: ${predicted.length} predicted vs ${gold.length} gold`);
  }
  for (let i = 0; i < gold.length; i++) {
    const p = predicted[i] === 1;
    const g = gold[i] === 1;
    if (p && g) into.tp++;
    else if (p) into.fp++;
    else if (g) into.fn++;
    else into.tn++;
  }
  return into;
}

/** A ratio that is 0 when its denominator is 0, as the reference's Scala statistics (§11). */
function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 0 : numerator / denominator;
}

export function scoresOf(c: Confusion): BlockScores {
  const precision = ratio(c.tp, c.tp + c.fp);
  const recall = ratio(c.tp, c.tp + c.fn);
  return {
    accuracy: ratio(c.tp + c.tn, c.tp + c.fp + c.fn + c.tn),
    precision,
    recall,
    f1: ratio(2 * precision * recall, precision + recall),
  };
}
