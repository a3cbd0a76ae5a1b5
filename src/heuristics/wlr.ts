// Words/leaves ratio main block (Insa, Silva, Tamarit; docs/methods/words-leaf-ratio.md): content node set C, WLR with
// joined inline leaves, initial set I, weight, bottom-up relevance, best node.
import type { BlockLabels, Extractor } from '../extractor';
import type { DomElement, Page } from '../dom/types';
import { blanketLabels, labelsFromSelection, scoresFromNodes } from './selection';
import { inlineStyle, styleProperty } from '../dom/attributes';
import { prunedBodyTree } from './body-tree';
import type { FlatTree } from './flat-tree';

/**
 * Factor of R(n) = factor · max(W(n), Σ R(children)). 'literal' (the paper's WLR(n)) always selects body
 * (§4.5), so the default is WLR(n)/maxWLR; 'rWLR' is the other working variant of §4.5.
 */
export type RelevanceFactor = 'wlrNormalized' | 'rWLR' | 'literal';

export interface WlrOptions {
  relevanceFactor?: RelevanceFactor;
}

/** notValid tag names of Def. 4.1 (#comment is dropped by the flattening). */
const NOT_VALID_TAGS: ReadonlySet<string> = new Set(['meta', 'title', 'head', 'link', 'style', 'script', 'select', 'noscript']);
/** Inline pieces whose consecutive single-leaf runs count as one leaf (Def. 4.2, Figure 5). */
const JOINABLE_TAGS: ReadonlySet<string> = new Set(['#text', 'p', 'a', 'u', 'b', 'i', 'em', 'span', 'sub', 'sup', 'strong', 'div']);

/** ¬v(n) from the inline style and the `hidden` attribute (G4). */
function isInvisible(element: DomElement): boolean {
  let style: string | undefined;
  for (const { name, value } of element.attrs) {
    if (name === 'hidden') return true;
    if (name === 'style') style ??= value;
  }
  if (!style) return false;
  const visibility = styleProperty(style, 'visibility');
  return styleProperty(style, 'display') === 'none' || visibility === 'hidden' || visibility === 'collapse';
}

/** The subtrees WLR drops: notValid nodes and invisible ones (Def. 4.1). */
function isNotValidOrInvisible(element: DomElement): boolean {
  return NOT_VALID_TAGS.has(element.tagName) || isInvisible(element);
}

/** The body without notValid and invisible subtrees: the tree WLR reads. */
const VALID_VISIBLE_TREE = prunedBodyTree('body tree without notValid and invisible subtrees', isNotValidOrInvisible);

/** sp(n) is false only for a div positioned absolute or fixed (Def. 4.2). */
function isStaticallyPositioned(tree: FlatTree, i: number): boolean {
  if (tree.tag[i] !== 'div') return true;
  const position = inlineStyle(tree.nodes[i] as DomElement, 'position');
  return position !== 'absolute' && position !== 'fixed';
}

export interface WlrResult {
  /** The body tree WLR ran on. */
  tree: FlatTree;
  /** Tree index of the best node. */
  best: number;
  /** WLR(n) / maxWLR, read for the elements of C (scored[i] = 1). */
  normalizedWlr: Float64Array;
  scored: Uint8Array;
}

/** Runs WLR; null when there is no body or no word in it (body ∉ C, G11). */
export function runWlr(page: Page, options: WlrOptions = {}): WlrResult | null {
  const tree = page.get(VALID_VISIBLE_TREE);
  if (!tree) return null;
  const n = tree.nodes.length;
  // C = nodes with a word below them: wordless leaves are removed to a fixed point (Def. 4.1, G2).
  const totalWords = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    if (tree.tag[i] === '#text') totalWords[i] = tree.words[i];
    if (i > 0) totalWords[tree.parent[i]] += totalWords[i];
  }
  if (totalWords[0] === 0) return null;
  const inC = (i: number): boolean => totalWords[i] > 0;
  const wlr = wordsLeavesRatios(tree, totalWords, inC);
  let maxWlr = 0;
  let minWlr = Infinity;
  for (let i = 0; i < n; i++) if (inC(i)) { maxWlr = Math.max(maxWlr, wlr[i]); minWlr = Math.min(minWlr, wlr[i]); }
  const relevance = relevances(tree, wlr, inC, maxWlr, minWlr, options.relevanceFactor ?? 'wlrNormalized');
  let best = 0;
  for (let i = 1; i < n; i++) if (inC(i) && relevance[i] > relevance[best]) best = i; // lowest id wins ties (Def. 4.7)
  const normalizedWlr = new Float64Array(n);
  const scored = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    normalizedWlr[i] = wlr[i] / maxWlr;
    scored[i] = inC(i) && tree.tag[i] !== '#text' ? 1 : 0;
  }
  return { tree, best, normalizedWlr, scored };
}

/** WLR(n) = tw(n) / l(n), leaves counted with Figure 5's joining of inline runs; 0 outside C. */
function wordsLeavesRatios(tree: FlatTree, totalWords: Float64Array, inC: (i: number) => boolean): Float64Array {
  const n = tree.nodes.length;
  const leaves = new Float64Array(n);
  const wlr = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    if (!inC(i)) continue;
    let count = 0;
    let joining = false;
    let hasChildren = false;
    for (let c = tree.firstChild[i]; c >= 0; c = tree.nextSibling[c]) {
      if (!inC(c)) continue;
      hasChildren = true;
      if (JOINABLE_TAGS.has(tree.tag[c]) && isStaticallyPositioned(tree, c) && leaves[c] === 1) {
        joining = true;
      } else {
        count += leaves[c] + (joining ? 1 : 0);
        joining = false;
      }
    }
    leaves[i] = hasChildren ? count + (joining ? 1 : 0) : 1;
    wlr[i] = totalWords[i] / leaves[i];
  }
  return wlr;
}

/** R(n) = factor(n) · max(W(n), Σ R(children)), W from the initial set I (Def. 4.5–4.6, zero rules of G5). */
function relevances(
  tree: FlatTree, wlr: Float64Array, inC: (i: number) => boolean, maxWlr: number, minWlr: number, factor: RelevanceFactor,
): Float64Array {
  const n = tree.nodes.length;
  const threshold = Math.sqrt(maxWlr * wlr[0]);
  const ids = new Int32Array(n);
  let nextId = 0;
  let minId = Infinity;
  let maxId = -Infinity;
  for (let i = 0; i < n; i++) {
    if (!inC(i)) continue;
    ids[i] = nextId++;
    if (wlr[i] >= threshold) { minId = Math.min(minId, ids[i]); maxId = Math.max(maxId, ids[i]); }
  }
  const rWlr = (i: number): number => (maxWlr === minWlr ? 1 : (wlr[i] - minWlr) / (maxWlr - minWlr));
  const rPos = (i: number): number => (maxId === minId ? 1 : 1 - (ids[i] - minId) / (maxId - minId));
  const factorOf = (i: number): number => (factor === 'literal' ? wlr[i] : factor === 'rWLR' ? rWlr(i) : wlr[i] / maxWlr);
  const relevance = new Float64Array(n);
  const childSum = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    if (!inC(i)) continue;
    const weight = wlr[i] >= threshold ? rPos(i) * rWlr(i) : 0;
    relevance[i] = factorOf(i) * Math.max(weight, childSum[i]);
    if (i > 0) childSum[tree.parent[i]] += relevance[i];
  }
  return relevance;
}

export function createWlr(options: WlrOptions = {}): Extractor {
  return {
    name: 'wlr',
    label(page: Page): BlockLabels {
      const result = runWlr(page, options);
      if (!result) return blanketLabels(page, 0, 'no words in body');
      const { tree, best, normalizedWlr, scored } = result;
      return { labels: labelsFromSelection(page, tree, [best]), scores: scoresFromNodes(page, tree, scored, normalizedWlr) };
    },
  };
}
