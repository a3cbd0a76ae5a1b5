// The per-node extractors of spec §4: the leaf's own 24 features (LeafBlockExtractor), the 20 node features
// (NodeBlockExtractor, N0–N19) and the tag indicators (TagExtractor).
import type { CdomNode, NodeProps } from '../dom/types';
import { pm1, type Divide } from './encoding';
import {
  AVG_WORD_LENGTH, CAPITAL_RATIO, CAPITAL_RATIO_2, CAPITAL_RATIO_3, HAS_NUMERIC, HAS_WORD, LEAF_LOG_N_CHARACTERS,
  LINK_DENSITY, LOG_AVG_SENTENCE_LENGTH, LOG_N_WORDS, LOG_PUNCTUATION_RATIO, NODE_LOG_N_CHARACTERS, N_PUNCTUATION,
  NUMERIC_RATIO, RELATIVE_POSITION, RELATIVE_POSITION_2, STOPWORD_RATIO, standardise,
} from './standardisation';

/** What a node's features need to know about its page (spec §4 "Page constants for relative position"). */
export interface PageSpan {
  bodyStart: number;
  bodyLength: number;
  divide: Divide;
}

/** A TagExtractor list: its tag names in feature order and, per name, the bit mask of the positions holding it. */
export interface TagList {
  names: readonly string[];
  positions: ReadonlyMap<string, number>;
}

function tagList(names: string): TagList {
  const list = names.split(' ');
  // One bit per position of a 32-bit mask.
  if (list.length > 31) throw new Error('a tag list has at most 31 entries');
  const positions = new Map<string, number>();
  list.forEach((name, i) => positions.set(name, (positions.get(name) ?? 0) | (1 << i)));
  return { names: list, positions };
}

/** TagExtractor("node") list, 20 entries; `ul` appears twice in the reference (spec §4). */
export const NODE_TAGS = tagList('td div p tr table body ul span li blockquote b small a ol ul i form dl strong pre');
/** TagExtractor("leaf") list, 19 entries (spec §4). */
export const LEAF_TAGS = tagList('a p td b li span i tr div strong em h3 h2 table h4 small sup h1 blockquote');

export const LEAF_FEATURE_COUNT = 24;
export const NODE_FEATURE_COUNT = 20;

/** Relative position r = (mid − bodyStart) / bodyLen in floating point (spec §4); 0 for a zero-length body. */
export function relativePosition(p: NodeProps, span: PageSpan): number {
  if (span.bodyLength <= 0) return 0;
  return (0.5 * (p.start + p.end) - span.bodyStart) / span.bodyLength;
}

// Shared formulas (spec §4 #5, #7, #11–14, #24–26 = N2, N4, N6–N9, N16–N18).
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
/** ratio_words_with_capital, ^2, ^3 (spec §4 #24–26), written at `offset`; 0 when there are no words. */
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

/** ends_with_punctuation … contains_year as ±1 (spec §4 #18–23 = N10–N15), written at `offset`. */
function writeTextFlags(p: NodeProps, out: Float32Array | number[], offset: number): void {
  out[offset] = pm1(p.endsWithPunctuation);
  out[offset + 1] = pm1(p.endsWithQuestionMark);
  out[offset + 2] = pm1(p.containsCopyright);
  out[offset + 3] = pm1(p.containsEmail);
  out[offset + 4] = pm1(p.containsUrl);
  out[offset + 5] = pm1(p.containsYear);
}

/** LeafBlockExtractor, block features 3–26 (spec §4), written at `offset`. */
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

/** NodeBlockExtractor N0–N19 (spec §4), written at `offset`. N0 is ⚠ idiv(span, bodyLen): 1 for the root, 0 elsewhere. */
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

/** TagExtractor: B(tag ∈ node.tags) over the whole merged chain (spec §4), written at `offset`. */
export function writeTagFeatures(node: CdomNode, tags: TagList, out: Float32Array, offset: number): void {
  let present = 0;
  for (const tag of node.tags) present |= tags.positions.get(tag) ?? 0;
  for (let i = 0; i < tags.names.length; i++) out[offset + i] = pm1((present & (1 << i)) !== 0);
}
