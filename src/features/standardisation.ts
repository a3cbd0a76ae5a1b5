// The reference's hard-coded feature normalisations (docs/methods/web2text.md §4 tables; in the reference,
// features/extractor/*.scala): a value is clipped to [lo, hi] when the feature has bounds, then z-scored with the
// reference's mean and std.
import { clip, z } from './encoding';

export interface Standardisation {
  mean: number;
  std: number;
  lo?: number;
  hi?: number;
}

/** z(clip(v, lo, hi), mean, std), or z(v, mean, std) for a feature without bounds (spec notation). */
export function standardise(v: number, s: Standardisation): number {
  return z(s.lo === undefined || s.hi === undefined ? v : clip(v, s.lo, s.hi), s.mean, s.std);
}

/** #3 has_word, on B(W > 0). */
export const HAS_WORD: Standardisation = { mean: 0.8255, std: 0.5643817 };
/** #4 log(n_words), on ln W. */
export const LOG_N_WORDS: Standardisation = { mean: 1.5086, std: 1.205, lo: 0, hi: 3.5 };
/** #5 / N2 avg_word_length, on ⚠ idiv(TWL, W). */
export const AVG_WORD_LENGTH: Standardisation = { mean: 4.910001, std: 1.905709, lo: 3, hi: 15 };
/** #7 / N4 stopword_ratio, on SW / W. */
export const STOPWORD_RATIO: Standardisation = { mean: 0.374, std: 0.1529 };
/** #8 log(n_characters) of a leaf, on ln C. */
export const LEAF_LOG_N_CHARACTERS: Standardisation = { mean: 3.392, std: 1.06445, lo: 2.5, hi: 5.5 };
/** N5 log(n_characters) of a node, on ln C. */
export const NODE_LOG_N_CHARACTERS: Standardisation = { mean: 6, std: 2.14, lo: 2.5, hi: 10 };
/** #10 n_punctuation, on P. */
export const N_PUNCTUATION: Standardisation = { mean: 0.06938, std: 0.4083676, lo: 0, hi: 10 };
/** #11 / N6 log(punctuation_ratio), on ln(P / C). */
export const LOG_PUNCTUATION_RATIO: Standardisation = { mean: -3.338525, std: 0.6058926, lo: -4, hi: -2.5 };
/** #12 / N7 has_numeric, on B(D > 0). */
export const HAS_NUMERIC: Standardisation = { mean: -0.5900983, std: 0.8073342 };
/** #13 / N8 numeric_ratio, on D / C. */
export const NUMERIC_RATIO: Standardisation = { mean: 0.2655969, std: 0.3052819 };
/** #14 / N9 log(avg_sentence_length), on ln(⚠ idiv(C, S)). */
export const LOG_AVG_SENTENCE_LENGTH: Standardisation = { mean: 3.109, std: 1.011, lo: 2, hi: 5 };
/** #16 relative_position, on r. */
export const RELATIVE_POSITION: Standardisation = { mean: 0.5198038, std: 0.2996195 };
/** #17 relative_position², on r². */
export const RELATIVE_POSITION_2: Standardisation = { mean: 0.3599672, std: 0.3157282 };
/** #24–26 / N16–N18 ratio_words_with_capital, ^2, ^3, on c, c², c³ with c = CAP / W. */
export const CAPITAL_RATIO: Standardisation = { mean: 0.4475758, std: 0.4129316 };
export const CAPITAL_RATIO_2: Standardisation = { mean: 0.3708354, std: 0.4334037 };
export const CAPITAL_RATIO_3: Standardisation = { mean: 0.340843, std: 0.4404389 };
/** N1 link_density, on L / C. */
export const LINK_DENSITY: Standardisation = { mean: 0.5, std: 0.5 };
