// CETD (Sun, Song, Liao 2011; docs/methods/cetd.md): density per node, DensitySum, threshold from the path of the
// max-DensitySum node, content-marking pass (Algorithm 2). Variants CETD-DS (TD) and CECTD-DS (CTD, default).
import type { BlockLabels, Extractor } from '../extractor';
import type { Page } from '../dom/types';
import { compositeTextDensity, computeTreeStats, statsAt, textDensity } from './cetd-density';
import { blanketLabels, labelsFromSelection, scoresFromNodes } from './selection';
import { RENDERED_BODY_TREE } from './body-tree';
import type { FlatTree } from './flat-tree';

export type CetdVariant = 'CETD-DS' | 'CECTD-DS';

export interface CetdOptions {
  /** Density used: TD (CETD-DS) or composite TD (CECTD-DS, the paper's best; §2.8). */
  variant?: CetdVariant;
  /** Threshold coefficient t = λ·t0; the experiments use λ = 1 (§2.6, paper §5.5). */
  lambda?: number;
}

/** Comparison tolerance for densities (§2.9). */
const EPSILON = 1e-9;
const CONTENT = 1;
const ANCESTOR = 2;

export interface CetdResult {
  /** The body tree CETD ran on. */
  tree: FlatTree;
  /** Roots of the content subtrees (tree indices), in document order. */
  selected: number[];
  /** Density of every node of the tree. */
  density: Float64Array;
  threshold: number;
  /** Set when the body has no element child, so the whole body is kept. */
  reason?: string;
}

/** Runs CETD on a page's body; null when there is no body or no node with a positive DensitySum. */
export function runCetd(page: Page, options: CetdOptions = {}): CetdResult | null {
  const tree = page.get(RENDERED_BODY_TREE);
  if (!tree) return null;
  const stats = computeTreeStats(tree);
  const n = tree.nodes.length;
  const composite = (options.variant ?? 'CECTD-DS') === 'CECTD-DS';
  const density = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    density[i] = composite ? compositeTextDensity(statsAt(stats, i), stats.bodyLinkRatio) : textDensity(statsAt(stats, i));
  }
  const { best, densitySum } = maxDensitySumNodes(tree, density);
  const top = best[0];
  // Only link text (CTD) or no text: every density is 0 and t = 0 would keep everything (§2.9 edge cases).
  if (densitySum[top] <= 0) return null;
  let threshold = Infinity;
  for (let a = top; a >= 0; a = tree.parent[a]) threshold = Math.min(threshold, density[a]);
  threshold *= options.lambda ?? 1;
  const mark = extractContent(tree, density, best, threshold);
  const selected: number[] = [];
  for (let i = 0; i < n; i++) if (mark[i] === CONTENT && (i === 0 || mark[tree.parent[i]] !== CONTENT)) selected.push(i);
  const reason = top === 0 ? 'no element under body: whole body kept' : undefined;
  return { tree, selected, density, threshold, reason };
}

/**
 * best[i] = the node of subtree(i) with maximal DensitySum, first in pre-order on ties (§2.7). For the body
 * (index 0) body itself is not a candidate (§2.7 note A), so best[0] is the page's X*; 0 only when the body
 * has no element child.
 */
function maxDensitySumNodes(tree: FlatTree, density: Float64Array): { best: Int32Array; densitySum: Float64Array } {
  const n = tree.nodes.length;
  const densitySum = new Float64Array(n);
  for (let i = 1; i < n; i++) densitySum[tree.parent[i]] += density[i];
  const best = new Int32Array(n);
  for (let i = n - 1; i >= 0; i--) {
    best[i] = i;
    if (tree.tag[i] === '#text') continue;
    let candidate = i === 0 ? -1 : i;
    for (let c = tree.firstChild[i]; c >= 0; c = tree.nextSibling[c]) {
      if (tree.tag[c] === '#text') continue;
      if (candidate < 0 || densitySum[best[c]] > densitySum[candidate] + EPSILON) candidate = best[c];
    }
    best[i] = candidate < 0 ? i : candidate;
  }
  return { best, densitySum };
}

/**
 * Algorithm 2 (§2.7): X* is content; from body down, every node with D ≥ t marks its max-DensitySum
 * descendant-or-self as content; the descent stops below nodes under the threshold or already content.
 */
function extractContent(tree: FlatTree, density: Float64Array, best: Int32Array, threshold: number): Uint8Array {
  const mark = new Uint8Array(tree.nodes.length);
  markContent(tree, mark, best[0]);
  const stack = [0];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (mark[node] === CONTENT || density[node] < threshold - EPSILON) continue;
    const target = best[node];
    if (mark[target] !== CONTENT) markContent(tree, mark, target);
    for (let c = tree.firstChild[node]; c >= 0; c = tree.nextSibling[c]) if (tree.tag[c] !== '#text') stack.push(c);
  }
  return mark;
}

/** Marks subtree(y) as content and its ancestors as kept-for-structure (§2.7 markContent). */
function markContent(tree: FlatTree, mark: Uint8Array, y: number): void {
  mark.fill(CONTENT, y, tree.end[y]);
  for (let a = tree.parent[y]; a >= 0 && mark[a] === 0; a = tree.parent[a]) mark[a] = ANCESTOR;
}

/**
 * Per-block score: that of the nearest element, ln(1 + D) / ln(1 + max D) over the tree's elements, monotone in
 * the density, robust to its long tail.
 */
function densityScores(page: Page, tree: FlatTree, density: Float64Array): Float32Array {
  const n = density.length;
  const isElement = new Uint8Array(n);
  let max = 0;
  for (let i = 0; i < n; i++) {
    if (tree.tag[i] === '#text') continue;
    isElement[i] = 1;
    max = Math.max(max, density[i]);
  }
  const scale = Math.log1p(max) || 1;
  const score = new Float64Array(n);
  for (let i = 0; i < n; i++) score[i] = Math.log1p(density[i]) / scale;
  return scoresFromNodes(page, tree, isElement, score);
}

export function createCetd(options: CetdOptions = {}): Extractor {
  const variant = options.variant ?? 'CECTD-DS';
  return {
    name: variant === 'CECTD-DS' ? 'cetd' : 'cetd-td',
    label(page: Page): BlockLabels {
      const result = runCetd(page, options);
      if (!result) return blanketLabels(page, 0, 'no body text outside links');
      const labels = labelsFromSelection(page, result.tree, result.selected);
      const scores = densityScores(page, result.tree, result.density);
      return result.reason ? { labels, scores, reason: result.reason } : { labels, scores };
    },
  };
}
