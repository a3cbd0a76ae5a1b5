// BTE, Body Text Extraction (Finn, Kushmerick, Smyth 2001; Web2Text paper §2): over the page's token sequence of
// tags and words, choose the contiguous region maximising tags outside it + words inside it.
import type { BlockLabels, Extractor } from '../extractor';
import type { Page } from '../dom/types';
import { blanketLabels, labelsFromSelection } from './selection';
import { RENDERED_BODY_TREE } from './body-tree';
import type { FlatTree } from './flat-tree';

/** Elements without an end tag in the token stream. */
const VOID_TAGS: ReadonlySet<string> = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
]);

/**
 * The token stream of the parsed body: a start tag per element, an end tag per non-void element, and one item
 * per text node carrying its word count. Returned as item weights (+words, −1 per tag) and the tree index of
 * each item's text node (−1 for tags).
 */
function tokenItems(tree: FlatTree): { weight: number[]; textNode: number[] } {
  const weight: number[] = [];
  const textNode: number[] = [];
  const open: number[] = [];
  const closeUntil = (i: number): void => {
    while (open.length > 0 && tree.end[open[open.length - 1]] <= i) {
      const element = open.pop()!;
      if (!VOID_TAGS.has(tree.tag[element])) { weight.push(-1); textNode.push(-1); }
    }
  };
  for (let i = 0; i < tree.nodes.length; i++) {
    closeUntil(i);
    if (tree.tag[i] === '#text') {
      weight.push(tree.words[i]);
      textNode.push(i);
    } else {
      weight.push(-1);
      textNode.push(-1);
      open.push(i);
    }
  }
  closeUntil(tree.nodes.length);
  return { weight, textNode };
}

/**
 * Tags outside + words inside = (all tags) − tags inside + words inside, so the best region is the maximum-sum
 * run with words +1 and tags −1 (Kadane, O(n)); the first of equal maxima wins.
 */
export function bestRegion(weight: readonly number[]): { start: number; end: number; sum: number } | null {
  let best: { start: number; end: number; sum: number } | null = null;
  let runStart = 0;
  let runSum = 0;
  for (let i = 0; i < weight.length; i++) {
    if (runSum <= 0) { runStart = i; runSum = 0; }
    runSum += weight[i];
    if (runSum > 0 && (best === null || runSum > best.sum)) best = { start: runStart, end: i + 1, sum: runSum };
  }
  return best;
}

export interface BteResult {
  /** The body tree BTE ran on. */
  tree: FlatTree;
  /** Tree indices of the text nodes of the BTE region. */
  selected: number[];
}

/** The text nodes of the BTE region, or null when the body has no word. */
export function runBte(page: Page): BteResult | null {
  const tree = page.get(RENDERED_BODY_TREE);
  if (!tree) return null;
  const { weight, textNode } = tokenItems(tree);
  const region = bestRegion(weight);
  if (!region) return null;
  return { tree, selected: textNode.slice(region.start, region.end).filter((i) => i >= 0) };
}

export function createBte(): Extractor {
  return {
    name: 'bte',
    label(page: Page): BlockLabels {
      const result = runBte(page);
      if (!result) return blanketLabels(page, 0, 'no words in body');
      return { labels: labelsFromSelection(page, result.tree, result.selected) };
    },
  };
}
