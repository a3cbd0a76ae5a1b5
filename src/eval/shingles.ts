// Text-level agreement: F1 of the multisets of word 4-gram shingles of extracted vs gold text.
import { Bag, bagOf, bagScores } from './bag-scores';

/** Shingle length in words (the "4-gram shingle F1"). */
export const SHINGLE_SIZE = 4;

const WORD = /[\p{L}\p{N}]+/gu;

/** The text's multiset of lower-cased word 4-grams. */
export function shingleCounts(text: string): Bag {
  const words = text.toLowerCase().match(WORD) ?? [];
  const shingles: string[] = [];
  // A text shorter than one shingle still counts as one (shorter) shingle, so short texts are comparable.
  const last = Math.max(0, words.length - SHINGLE_SIZE);
  if (words.length > 0) for (let i = 0; i <= last; i++) shingles.push(words.slice(i, i + SHINGLE_SIZE).join(' '));
  return bagOf(shingles);
}

/** F1 of the shingle multisets; 1 when both texts have no words, 0 when only one has. */
export function shingleF1(extracted: string, gold: string): number {
  return bagScores(shingleCounts(extracted), shingleCounts(gold)).f1;
}
