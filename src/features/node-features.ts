// The per-node extractors of spec §4: the leaf's own 24 features (LeafBlockExtractor), the 20 node features
// (NodeBlockExtractor, N0–N19) and the tag indicators (TagExtractor).
import type { CdomNode, NodeProps } from '../dom/types';
import { clip, pm1, z, type Divide } from './encoding';

/** What a node's features need to know about its page (spec §4 "Page constants for relative position"). */
export interface PageSpan {
  bodyStart: number;
  bodyLength: number;
  divide: Divide;
}

/** TagExtractor("node") list, 20 entries; `ul` appears twice in the reference (spec §4). */
export const NODE_TAGS = 'td div p tr table body ul span li blockquote b small a ol ul i form dl strong pre'.split(' ');
/** TagExtractor("leaf") list, 19 entries (spec §4). */
export const LEAF_TAGS = 'a p td b li span i tr div strong em h3 h2 table h4 small sup h1 blockquote'.split(' ');

export const LEAF_FEATURE_COUNT = 24;
export const NODE_FEATURE_COUNT = 20;

/** Relative position r = (mid − bodyStart) / bodyLen in floating point (spec §4); 0 for a zero-length body. */
export function relativePosition(p: NodeProps, span: PageSpan): number {
  if (span.bodyLength <= 0) return 0;
  return (0.5 * (p.start + p.end) - span.bodyStart) / span.bodyLength;
}

// Shared formulas (spec §4 #5, #7, #11–14, #24–26 = N2, N4, N6–N9, N16–N18).
function avgWordLength(p: NodeProps, divide: Divide): number {
  return p.nWords === 0 ? -1 : z(clip(divide(p.totalWordLength, p.nWords), 3, 15), 4.910001, 1.905709);
}
function stopwordRatio(p: NodeProps): number {
  return p.nWords === 0 ? 0 : z(p.nStopwords / p.nWords, 0.374, 0.1529);
}
function logPunctuationRatio(p: NodeProps): number {
  return p.nPunctuation === 0 ? 0 : z(clip(Math.log(p.nPunctuation / p.nCharacters), -4, -2.5), -3.338525, 0.6058926);
}
function hasNumeric(p: NodeProps): number {
  return z(pm1(p.nDigits > 0), -0.5900983, 0.8073342);
}
function numericRatio(p: NodeProps): number {
  return z(p.nDigits / p.nCharacters, 0.2655969, 0.3052819);
}
function logAvgSentenceLength(p: NodeProps, divide: Divide): number {
  return z(clip(Math.log(divide(p.nCharacters, p.nSentences)), 2, 5), 3.109, 1.011);
}
/** ratio_words_with_capital, ^2, ^3 (spec §4 #24–26), written at `offset`; 0 when there are no words. */
function writeCapitalRatios(p: NodeProps, out: Float32Array | number[], offset: number): void {
  if (p.nWords === 0) {
    out[offset] = out[offset + 1] = out[offset + 2] = 0;
    return;
  }
  const c = p.nCapitalized / p.nWords;
  out[offset] = z(c, 0.4475758, 0.4129316);
  out[offset + 1] = z(c * c, 0.3708354, 0.4334037);
  out[offset + 2] = z(c * c * c, 0.340843, 0.4404389);
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
  out[offset] = z(pm1(W > 0), 0.8255, 0.5643817);
  out[offset + 1] = W === 0 ? 0 : z(clip(Math.log(W), 0, 3.5), 1.5086, 1.205);
  out[offset + 2] = avgWordLength(p, span.divide);
  out[offset + 3] = pm1(p.nStopwords > 0);
  out[offset + 4] = stopwordRatio(p);
  out[offset + 5] = z(clip(Math.log(p.nCharacters), 2.5, 5.5), 3.392, 1.06445);
  out[offset + 6] = pm1(p.nPunctuation > 0);
  out[offset + 7] = z(clip(p.nPunctuation, 0, 10), 0.06938, 0.4083676);
  out[offset + 8] = logPunctuationRatio(p);
  out[offset + 9] = hasNumeric(p);
  out[offset + 10] = numericRatio(p);
  out[offset + 11] = logAvgSentenceLength(p, span.divide);
  out[offset + 12] = pm1(p.nSentences > 1);
  out[offset + 13] = z(r, 0.5198038, 0.2996195);
  out[offset + 14] = z(r * r, 0.3599672, 0.3157282);
  writeTextFlags(p, out, offset + 15);
  writeCapitalRatios(p, out, offset + 21);
}

/** NodeBlockExtractor N0–N19 (spec §4). N0 is ⚠ idiv(span, bodyLen): 1 for the root, 0 elsewhere. */
export function nodeFeatures(p: NodeProps, span: PageSpan): Float32Array {
  const out = new Float32Array(NODE_FEATURE_COUNT);
  out[0] = span.divide(p.end - p.start, span.bodyLength);
  out[1] = z(p.nCharsInLink / p.nCharacters, 0.5, 0.5);
  out[2] = avgWordLength(p, span.divide);
  out[3] = pm1(p.nStopwords > 0);
  out[4] = stopwordRatio(p);
  out[5] = z(clip(Math.log(p.nCharacters), 2.5, 10), 6, 2.14);
  out[6] = logPunctuationRatio(p);
  out[7] = hasNumeric(p);
  out[8] = numericRatio(p);
  out[9] = logAvgSentenceLength(p, span.divide);
  writeTextFlags(p, out, 10);
  writeCapitalRatios(p, out, 16);
  out[19] = pm1(p.containsForm);
  return out;
}

/** TagExtractor: B(tag ∈ node.tags) over the whole merged chain (spec §4), written at `offset`. */
export function writeTagFeatures(node: CdomNode, tagList: readonly string[], out: Float32Array, offset: number): void {
  for (let i = 0; i < tagList.length; i++) out[offset + i] = pm1(node.tags.includes(tagList[i]));
}
