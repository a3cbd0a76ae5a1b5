// Precision, recall and F1 of two multisets ("bags") of tokens: the shared core of the text metrics.

export interface TextScores {
  precision: number;
  recall: number;
  f1: number;
}

/** A multiset: each token with its count. */
export type Bag = Map<string, number>;

export function bagOf(tokens: Iterable<string>): Bag {
  const bag: Bag = new Map();
  for (const token of tokens) bag.set(token, (bag.get(token) ?? 0) + 1);
  return bag;
}

export function size(bag: Bag): number {
  let sum = 0;
  for (const count of bag.values()) sum += count;
  return sum;
}

/**
 * Scores of an extracted bag against a gold bag (overlap = Σ min of the counts). Both empty: 1, 1, 1 (nothing
 * to find, nothing wrongly kept); only one empty: 0, 0, 0.
 */
export function bagScores(extracted: Bag, gold: Bag): TextScores {
  const nExtracted = size(extracted);
  const nGold = size(gold);
  if (nExtracted === 0 && nGold === 0) return { precision: 1, recall: 1, f1: 1 };
  if (nExtracted === 0 || nGold === 0) return { precision: 0, recall: 0, f1: 0 };
  let overlap = 0;
  for (const [token, count] of extracted) overlap += Math.min(count, gold.get(token) ?? 0);
  const precision = overlap / nExtracted;
  const recall = overlap / nGold;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}
