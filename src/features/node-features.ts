// The per-node extractors of docs/methods/web2text.md §4, each with its feature names beside it in the order it writes
// them: the leaf's own 24 features (LeafBlockExtractor) and the 20 node features (NodeBlockExtractor, N0–N19).
import type { NodeProps } from '../dom/types';
import { pm1, type Divide } from './encoding';
import {
  AVG_WORD_LENGTH, CAPITAL_RATIO, CAPITAL_RATIO_2, CAPITAL_RATIO_3, HAS_NUMERIC, HAS_WORD, LEAF_LOG_N_CHARACTERS,
  LINK_DENSITY, LOG_AVG_SENTENCE_LENGTH, LOG_N_WORDS, LOG_PUNCTUATION_RATIO, NODE_LOG_N_CHARACTERS, N_PUNCTUATION,
  NUMERIC_RATIO, RELATIVE_POSITION, RELATIVE_POSITION_2, STOPWORD_RATIO, standardise,
} from './standardisation';

/** What a node's features need to know about its page (§4 "Page constants for relative position"). */
export interface PageSpan {
  bodyStart: number;
  bodyLength: number;
  divide: Divide;
}

/** Relative position r = (mid − bodyStart) / bodyLen in floating point (§4); 0 for a zero-length body. */
export function relativePosition(p: NodeProps, span: PageSpan): number {
  if (span.bodyLength <= 0) return 0;
  return (0.5 * (p.start + p.end) - span.bodyStart) / span.bodyLength;
}

// Shared formulas (§4 #5, #7, #11–14, #24–26 = N2, N4, N6–N9, N16–N18).
function avgWordLength(p: NodeProps, divide: Divide): number {
  return p.nWords === 0 ? -1 : standardise(divide(p.totalWordLength, p.nWords), AVG_WORD_LENGTH);
}
function stopwordRatio(p: NodeProps): number {
  return p.nWords === 0 ? 0 : standardise(p.nStopwords / p.nWords, STOPWORD_RATIO);
}
function logPunctuationRatio(p: NodeProps): number {
  return p.nPunctuation === 0 ? 0 : standardise(Math.log(p.nPunctuation / p.nCharacters), LOG_PUNCTUATION_RATIO);
}
function hasNumeric(p: NodeProps): number {
  return standardise(pm1(p.nDigits > 0), HAS_NUMERIC);
}
function numericRatio(p: NodeProps): number {
  return standardise(p.nDigits / p.nCharacters, NUMERIC_RATIO);
}
function logAvgSentenceLength(p: NodeProps, divide: Divide): number {
  return standardise(Math.log(divide(p.nCharacters, p.nSentences)), LOG_AVG_SENTENCE_LENGTH);
}
/** The names of what writeCapitalRatios writes. */
const CAPITAL_RATIO_NAMES = ['ratio_words_with_capital', 'ratio_words_with_capital_2', 'ratio_words_with_capital_3'];

/** ratio_words_with_capital, ^2, ^3 (§4 #24–26), written at `offset`; 0 when there are no words. */
function writeCapitalRatios(p: NodeProps, out: Float32Array | number[], offset: number): void {
  if (p.nWords === 0) {
    out[offset] = out[offset + 1] = out[offset + 2] = 0;
    return;
  }
  const c = p.nCapitalized / p.nWords;
  out[offset] = standardise(c, CAPITAL_RATIO);
  out[offset + 1] = standardise(c * c, CAPITAL_RATIO_2);
  out[offset + 2] = standardise(c * c * c, CAPITAL_RATIO_3);
}

/** The names of what writeTextFlags writes. */
const TEXT_FLAG_NAMES = ['ends_with_punctuation', 'ends_with_question_mark', 'contains_copyright', 'contains_email', 'contains_url', 'contains_year'];

/** ends_with_punctuation … contains_year as ±1 (§4 #18–23 = N10–N15), written at `offset`. */
function writeTextFlags(p: NodeProps, out: Float32Array | number[], offset: number): void {
  out[offset] = pm1(p.endsWithPunctuation);
  out[offset + 1] = pm1(p.endsWithQuestionMark);
  out[offset + 2] = pm1(p.containsCopyright);
  out[offset + 3] = pm1(p.containsEmail);
  out[offset + 4] = pm1(p.containsUrl);
  out[offset + 5] = pm1(p.containsYear);
}

/** LeafBlockExtractor's features (§4 block features 3–26), in the order writeLeafFeatures writes them. */
export const LEAF_FEATURE_NAMES: readonly string[] = [
  'has_word',
  'log_n_words',
  'avg_word_length',
  'has_stopword',
  'stopword_ratio',
  'log_n_characters',
  'contains_punctuation',
  'n_punctuation',
  'log_punctuation_ratio',
  'has_numeric',
  'numeric_ratio',
  'log_avg_sentence_length',
  'has_multiple_sentences',
  'relative_position',
  'relative_position_2',
  ...TEXT_FLAG_NAMES,
  ...CAPITAL_RATIO_NAMES,
];

/** LeafBlockExtractor (§4), the 24 LEAF_FEATURE_NAMES written at `offset`. */
export function writeLeafFeatures(p: NodeProps, span: PageSpan, out: Float32Array, offset: number): void {
  const W = p.nWords;
  const r = relativePosition(p, span);
  out[offset] = standardise(pm1(W > 0), HAS_WORD);
  out[offset + 1] = W === 0 ? 0 : standardise(Math.log(W), LOG_N_WORDS);
  out[offset + 2] = avgWordLength(p, span.divide);
  out[offset + 3] = pm1(p.nStopwords > 0);
  out[offset + 4] = stopwordRatio(p);
  out[offset + 5] = standardise(Math.log(p.nCharacters), LEAF_LOG_N_CHARACTERS);
  out[offset + 6] = pm1(p.nPunctuation > 0);
  out[offset + 7] = standardise(p.nPunctuation, N_PUNCTUATION);
  out[offset + 8] = logPunctuationRatio(p);
  out[offset + 9] = hasNumeric(p);
  out[offset + 10] = numericRatio(p);
  out[offset + 11] = logAvgSentenceLength(p, span.divide);
  out[offset + 12] = pm1(p.nSentences > 1);
  out[offset + 13] = standardise(r, RELATIVE_POSITION);
  out[offset + 14] = standardise(r * r, RELATIVE_POSITION_2);
  writeTextFlags(p, out, offset + 15);
  writeCapitalRatios(p, out, offset + 21);
}

/** NodeBlockExtractor's features N0–N19 (§4), in the order writeNodeFeatures writes them. */
export const NODE_FEATURE_NAMES: readonly string[] = [
  'body_percentage',
  'link_density',
  'avg_word_length',
  'has_stopword',
  'stopword_ratio',
  'log_n_characters',
  'log_punctuation_ratio',
  'has_numeric',
  'numeric_ratio',
  'log_avg_sentence_length',
  ...TEXT_FLAG_NAMES,
  ...CAPITAL_RATIO_NAMES,
  'contains_form_element',
];

/**
 * NodeBlockExtractor (§4), the 20 NODE_FEATURE_NAMES written at `offset`. N0 is ⚠ idiv(span, bodyLen): 1 for the root,
 * 0 elsewhere.
 */
export function writeNodeFeatures(p: NodeProps, span: PageSpan, out: Float32Array, offset: number): void {
  out[offset] = span.divide(p.end - p.start, span.bodyLength);
  out[offset + 1] = standardise(p.nCharsInLink / p.nCharacters, LINK_DENSITY);
  out[offset + 2] = avgWordLength(p, span.divide);
  out[offset + 3] = pm1(p.nStopwords > 0);
  out[offset + 4] = stopwordRatio(p);
  out[offset + 5] = standardise(Math.log(p.nCharacters), NODE_LOG_N_CHARACTERS);
  out[offset + 6] = logPunctuationRatio(p);
  out[offset + 7] = hasNumeric(p);
  out[offset + 8] = numericRatio(p);
  out[offset + 9] = logAvgSentenceLength(p, span.divide);
  writeTextFlags(p, out, offset + 10);
  writeCapitalRatios(p, out, offset + 16);
  out[offset + 19] = pm1(p.containsForm);
}
