// What a net is taught per position: the set of classes the gold allows, as a bit mask (bit c = class c). A
// two-class block net and the pairwise net get one class per position. A four-class block net (model/
// block-classes.ts) learns from pages of two kinds: where the gold names parts (L3S-GN1), each block its part,
// the headline and the supplemental text (bylines, datelines, captions, agency copyright lines) taught as
// boilerplate, as WCXB's gold leaves an article's headline and byline out and article benchmarks score the body
// alone (docs/experiments.md, "Headline and bylines taught as boilerplate"); where it only says content or not
// (WCXB, CleanEval), a block that is not content may be boilerplate, comments or related teasers alike. The loss
// (step.ts) is the negative log of the probability of the allowed set.
import { partCode } from '../labels/part-labels';
import { BINARY_OUTPUTS, BOILERPLATE_CLASS, COMMENTS_CLASS, CONTENT_CLASS, RELATED_CLASS } from '../model/block-classes';
import type { DatasetPage } from './types';

const bit = (c: number) => 1 << c;
const BOILERPLATE = bit(BOILERPLATE_CLASS);
const CONTENT = bit(CONTENT_CLASS);
const COMMENTS = bit(COMMENTS_CLASS);
const RELATED = bit(RELATED_CLASS);

/** Allowed classes of each gold part code (data/part-labels.ts: 0 = in no part). */
const PART_TARGETS: ReadonlyMap<number, number> = new Map([
  [0, BOILERPLATE],
  [partCode('headline'), BOILERPLATE],
  [partCode('body'), CONTENT],
  [partCode('supplemental'), BOILERPLATE],
  [partCode('related'), RELATED],
  [partCode('comments'), COMMENTS],
]);

/** One class per position: bit `label`. */
export function oneClassTargets(labels: Uint8Array): Uint8Array {
  return Uint8Array.from(labels, (label) => bit(label));
}

/** The targets of a block net with `classes` outputs on a page (see the head of the file). */
export function blockTargets(page: DatasetPage, classes: number): Uint8Array {
  if (classes === BINARY_OUTPUTS) return oneClassTargets(page.labels);
  if (page.parts !== undefined) return Uint8Array.from(page.parts, (code) => PART_TARGETS.get(code) as number);
  return Uint8Array.from(page.labels, (label) => (label === 1 ? CONTENT : BOILERPLATE | COMMENTS | RELATED));
}

/** Blocks that the article metric neither requires nor penalises (headline, supplemental): scores leave them out. */
export function undecidedBlocks(page: DatasetPage): Uint8Array | undefined {
  if (page.parts === undefined) return undefined;
  const headline = partCode('headline');
  const supplemental = partCode('supplemental');
  return Uint8Array.from(page.parts, (code) => (code === headline || code === supplemental ? 1 : 0));
}
