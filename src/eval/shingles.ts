// Text-level agreement: F1 of the multisets of word 4-gram shingles of extracted vs gold text.

/** Shingle length in words (the "4-gram shingle F1"). */
export const SHINGLE_SIZE = 4;

const WORD = /[\p{L}\p{N}]+/gu;

function shingleCounts(text: string): Map<string, number> {
  const words = text.toLowerCase().match(WORD) ?? [];
  const counts = new Map<string, number>();
  // A text shorter than one shingle still counts as one (shorter) shingle, so short texts are comparable.
  const last = Math.max(0, words.length - SHINGLE_SIZE);
  if (words.length === 0) return counts;
  for (let i = 0; i <= last; i++) {
    const shingle = words.slice(i, i + SHINGLE_SIZE).join(' ');
    counts.set(shingle, (counts.get(shingle) ?? 0) + 1);
  }
  return counts;
}

function total(counts: Map<string, number>): number {
  let sum = 0;
  for (const c of counts.values()) sum += c;
  return sum;
}

/** F1 of the shingle multisets; 1 when both texts have no words, 0 when only one has. */
export function shingleF1(extracted: string, gold: string): number {
  const a = shingleCounts(extracted);
  const b = shingleCounts(gold);
  const na = total(a);
  const nb = total(b);
  if (na === 0 && nb === 0) return 1;
  if (na === 0 || nb === 0) return 0;
  let overlap = 0;
  for (const [shingle, count] of a) overlap += Math.min(count, b.get(shingle) ?? 0);
  const precision = overlap / na;
  const recall = overlap / nb;
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}
