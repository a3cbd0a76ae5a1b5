// BTE, Body Text Extraction (Finn, Kushmerick, Smyth 2001; Web2Text paper §2): over the page's token sequence of
// tags and words, choose the contiguous region maximising tags outside it + words inside it.
import type { BlockLabels, Extractor } from '../extractor';
import type { DomNode, Page } from '../dom/types';
import { blanketLabels, labelsFromSelection } from './selection';
import { NON_RENDERED_TAGS, flattenBody, type FlatTree } from './tree';

/** Elements without an end tag in the token stream. */
const VOID_TAGS: ReadonlySet<string> = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
]);

/**
 * The token stream of the parsed body: a start tag per element, an end tag per non-void element, and one item
 * per text node carrying its word count. Returned as item weights (+words, −1 per tag) and the text node of each.
 */
function tokenItems(tree: FlatTree): { weight: number[]; textNode: Array<DomNode | null> } {
  const weight: number[] = [];
  const textNode: Array<DomNode | null> = [];
  const open: number[] = [];
  const closeUntil = (i: number): void => {
    while (open.length > 0 && tree.end[open[open.length - 1]] <= i) {
      const element = open.pop()!;
      if (!VOID_TAGS.has(tree.tag[element])) { weight.push(-1); textNode.push(null); }
    }
  };
  for (let i = 0; i < tree.nodes.length; i++) {
    closeUntil(i);
    if (tree.tag[i] === '#text') {
      weight.push(tree.words[i]);
      textNode.push(tree.nodes[i]);
    } else {
      weight.push(-1);
      textNode.push(null);
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

/** The text nodes of the BTE region, or null when the body has no word. */
export function runBte(page: Page): DomNode[] | null {
  const tree = flattenBody(page, (el) => NON_RENDERED_TAGS.has(el.tagName));
  if (!tree) return null;
  const { weight, textNode } = tokenItems(tree);
  const region = bestRegion(weight);
  if (!region) return null;
  return textNode.slice(region.start, region.end).filter((node): node is DomNode => node !== null);
}

export function createBte(): Extractor {
  return {
    name: 'bte',
    label(page: Page): BlockLabels {
      const selected = runBte(page);
      if (!selected) return blanketLabels(page, 0, 'no words in body');
      return { labels: labelsFromSelection(page, selected) };
    },
  };
}
