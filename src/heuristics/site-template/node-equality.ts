// Node equality ≜ (docs/methods/site-template.md §2.7, A10, A11, A15): [H]'s similarity of two nodes — tag, id, class
// tokens, other attributes, number of children and relative position among their siblings — and the greedy
// one-to-one assignment of two sibling lists that decides which nodes are equal.
import type { TextMatching } from '../../site/site-context';
import type { MappingTree } from './mapping-tree';

export type { TextMatching };

/** Two nodes are equal when their assigned similarity is at least this ([H] similarityThreshold, §2.7). */
export const SIMILARITY_THRESHOLD = 0.9;
/** Weights of the similarity sum (§2.7): class tokens, position, attributes (unused by [H]), children. */
const CLASS_WEIGHT = 0.1;
const POSITION_WEIGHT = 0.4;
const ATTRIBUTE_WEIGHT = 0;
const CHILDREN_WEIGHT = 0.5;
/** 'content' matching [S]: nodes of one tag whose subtrees hold the same text are equal, wherever they stand. */
const SAME_TEXT = 5;
/** [H]'s shortcuts, above any weighted sum (≤ 1): equal ids (+∞), equal classes and attributes in place (+∞), anywhere (+∞/2). */
const SAME_ID = 4;
const SAME_CLASSES_AND_ATTRIBUTES_IN_PLACE = 3;
const SAME_CLASSES_AND_ATTRIBUTES = 2;
/** att of two nodes without attributes (§2.7). */
const NO_ATTRIBUTES_EITHER = 0.75;
/**
 * Sibling lists with more pairs than this are only compared near their aligned positions (the band where a weighted
 * sum can reach the threshold, position ≥ 0.75): [H] regroups such lists instead (§2.7, §6 cost note) [S].
 */
const PAIRS_COMPARED_IN_FULL = 20_000;
/** Position scores below this cannot reach the threshold with a weighted sum: 0.1 + 0.4·pos + 0.5 ≥ 0.9. */
const LOWEST_MATCHING_POSITION = 0.75;

function jaccard(a: readonly string[], b: readonly string[]): number {
  let shared = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) { shared++; i++; j++; } else if (a[i] < b[j]) i++; else j++;
  }
  return shared / (a.length + b.length - shared);
}

/** cls (§2.7): 1 when neither node has a class, 0 when only one has, else the Jaccard index of the tokens. */
function classSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return a.length === b.length ? 1 : 0;
  return jaccard(a, b);
}

/** att (§2.7): 0.75 when neither has another attribute, 0 when only one has, else Jaccard over name=value. */
function attributeSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return a.length === b.length ? NO_ATTRIBUTES_EITHER : 0;
  return jaccard(a, b);
}

/** ch (§2.7): min/max of the child counts; 1 when both have none, 0 when only one has none. */
function childrenSimilarity(a: number, b: number): number {
  if (a === 0 || b === 0) return a === b ? 1 : 0;
  return Math.min(a, b) / Math.max(a, b);
}

/**
 * Similarity of key node x and other node y at position score `position` (§2.7); −Infinity when they can never be
 * equal (other tags, or texts that differ under 'content' matching). Under 'content' matching, a pair whose subtrees
 * hold the same text is equal first [S]: a menu item marked as the current page's (another class) is still its own
 * item, not its neighbour (same class, a step out of place), and a list that gained an item on one page still maps
 * item to item.
 */
export function similarity(key: MappingTree, x: number, other: MappingTree, y: number, position: number, textMatching: TextMatching): number {
  if (key.tag[x] !== other.tag[y]) return -Infinity;
  if (textMatching === 'content') {
    if (key.text[x] !== other.text[y]) return -Infinity;
    if (key.textHash[x] !== 0 && key.textHash[x] === other.textHash[y]) return SAME_TEXT;
  }
  if (key.id[x] !== '' && key.id[x] === other.id[y]) return SAME_ID;
  const cls = classSimilarity(key.classes[x], other.classes[y]);
  const att = attributeSimilarity(key.attributes[x], other.attributes[y]);
  if (cls === 1 && att === 1) return position === 1 ? SAME_CLASSES_AND_ATTRIBUTES_IN_PLACE : SAME_CLASSES_AND_ATTRIBUTES;
  const ch = childrenSimilarity(key.childCount[x], other.childCount[y]);
  return CLASS_WEIGHT * cls + POSITION_WEIGHT * position + ATTRIBUTE_WEIGHT * att + CHILDREN_WEIGHT * ch;
}

/**
 * pos (§2.7, A15): the i-th of a key siblings and the j-th of b other siblings are in place inside the window
 * [i − max(d, 0), i + max(−d, 0)] (d = a − b), and lose 1/min(a, b) per step outside it.
 */
export function positionScore(i: number, j: number, a: number, b: number): number {
  const d = a - b;
  const low = Math.max(0, i - Math.max(d, 0));
  const high = Math.min(b - 1, i + Math.max(-d, 0));
  const steps = j < low ? low - j : j > high ? j - high : 0;
  return 1 - steps / Math.min(a, b);
}

/**
 * The equal pairs among the children of key node x and other node y (§2.7 "Assignment"), each handed to `pair`:
 * repeatedly the unassigned pair of highest similarity while it reaches the threshold. Equal similarities go to the
 * pair better in place, then the first scanned [S] ([H] keeps the last scanned), so a menu of identical items maps
 * item to item.
 */
export function assignChildren(
  key: MappingTree, x: number, other: MappingTree, y: number, textMatching: TextMatching, pair: (keyChild: number, otherChild: number) => void,
): void {
  const keyFrom = key.childStart[x];
  const otherFrom = other.childStart[y];
  const a = key.childStart[x + 1] - keyFrom;
  const b = other.childStart[y + 1] - otherFrom;
  if (a === 0 || b === 0) return;
  if (a === 1 && b === 1) {
    // Most nodes have one child: no ranking needed.
    const keyChild = key.childIndex[keyFrom];
    const otherChild = other.childIndex[otherFrom];
    if (similarity(key, keyChild, other, otherChild, 1, textMatching) >= SIMILARITY_THRESHOLD) pair(keyChild, otherChild);
    return;
  }
  const banded = a * b > PAIRS_COMPARED_IN_FULL;
  const reach = Math.floor((1 - LOWEST_MATCHING_POSITION) * Math.min(a, b));
  // Candidate k: key sibling keyIndex[k], other sibling otherIndex[k], its score and position.
  const keyIndex: number[] = [];
  const otherIndex: number[] = [];
  const scores: number[] = [];
  const positions: number[] = [];
  for (let i = 0; i < a; i++) {
    const from = banded ? Math.max(0, i - Math.max(a - b, 0) - reach) : 0;
    const to = banded ? Math.min(b - 1, i + Math.max(b - a, 0) + reach) : b - 1;
    for (let j = from; j <= to; j++) {
      const position = positionScore(i, j, a, b);
      const score = similarity(key, key.childIndex[keyFrom + i], other, other.childIndex[otherFrom + j], position, textMatching);
      if (score < SIMILARITY_THRESHOLD) continue;
      keyIndex.push(i);
      otherIndex.push(j);
      scores.push(score);
      positions.push(position);
    }
  }
  const order = Array.from(scores, (_, k) => k).sort((p, q) => scores[q] - scores[p] || positions[q] - positions[p] || p - q);
  const keyTaken = new Uint8Array(a);
  const otherTaken = new Uint8Array(b);
  for (const k of order) {
    const i = keyIndex[k];
    const j = otherIndex[k];
    if (keyTaken[i] || otherTaken[j]) continue;
    keyTaken[i] = 1;
    otherTaken[j] = 1;
    pair(key.childIndex[keyFrom + i], other.childIndex[otherFrom + j]);
  }
}
