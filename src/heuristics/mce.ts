// Page-level main content extraction (Alarte & Silva 2020; docs/methods/page-level-mce.md): z-scored node features,
// the c nodes furthest from the centroid (c-SET), reduction, text-per-tag selection, wide-page rule, post-process.
import type { BlockLabels, Extractor } from '../extractor';
import type { DomElement, Page } from '../dom/types';
import { UNRATED_TAGS, computeMceNodeData, type MceNodeData } from './mce-features';
import { blanketLabels, labelsFromSelection } from './selection';
import { attribute } from '../dom/attributes';
import { isNonRendered, prunedBodyTree } from './body-tree';
import type { FlatTree } from './flat-tree';

export interface MceOptions {
  /** c-SET size; c = 3 is the paper's best (Table 1). */
  c?: number;
  /** Post-process text ratio threshold tr (§3.8 [S]: 1.5). */
  tr?: number;
  /** Post-process hyperlink threshold hr (§3.8 [S]: 7). */
  hr?: number;
  /** Run Algorithm 5 (drop link-dominated selected nodes). */
  postProcess?: boolean;
}

export interface MceResult {
  /** The body tree MCE ran on. */
  tree: FlatTree;
  /** Selected subtree roots (tree indices). */
  selected: number[];
  reason?: string;
}

/** innerText stand-in: non-rendered and `hidden` subtrees are skipped (§3.10). */
function isOutsideInnerText(element: DomElement): boolean {
  return isNonRendered(element) || attribute(element, 'hidden') !== undefined;
}

/** The body as innerText sees it: the tree MCE reads. */
const INNER_TEXT_TREE = prunedBodyTree('body tree as innerText sees it', isOutsideInnerText);

export function runMce(page: Page, options: MceOptions = {}): MceResult | null {
  const tree = page.get(INNER_TEXT_TREE);
  return tree === null ? null : mceOnTree(tree, options);
}

/** MCE's selection in a body tree (its root the body). */
export function mceOnTree(tree: FlatTree, options: MceOptions = {}): MceResult {
  const body = 0;
  if (isWidePage(tree)) return { tree, selected: [body] };
  const data = computeMceNodeData(tree);
  const candidates = reduce(tree, data, furthestFromCentroid(data, options.c ?? 3));
  const chosen = selectByTextPerTag(tree, data, candidates);
  if (chosen.length === 0) return { tree, selected: [body], reason: 'no rated node with text: whole body kept' };
  const final = options.postProcess === false ? chosen : postProcess(tree, data, chosen, options.tr ?? 1.5, options.hr ?? 7);
  return { tree, selected: final };
}

/** Criterion 3: D (most non-excluded elements on a path below BODY) < C (non-excluded children of BODY) (§3.1, A1). */
function isWidePage(tree: FlatTree): boolean {
  const n = tree.nodes.length;
  const onPath = new Int32Array(n);
  let deepest = 0;
  let bodyChildren = 0;
  for (let i = 1; i < n; i++) {
    const counted = tree.tag[i] !== '#text' && !UNRATED_TAGS.has(tree.tag[i]) ? 1 : 0;
    onPath[i] = onPath[tree.parent[i]] + counted;
    deepest = Math.max(deepest, onPath[i]);
    if (tree.parent[i] === 0) bodyChildren += counted;
  }
  return deepest < bodyChildren;
}

/** Algorithms 1–2: z-score each feature over rated nodes, take the c nodes of largest ‖z‖, ties in document order. */
function furthestFromCentroid(data: MceNodeData, c: number): number[] {
  const ratedNodes: number[] = [];
  for (let i = 0; i < data.rated.length; i++) if (data.rated[i] === 1) ratedNodes.push(i);
  const distance = new Float64Array(data.rated.length);
  for (const feature of data.features) {
    let mean = 0;
    for (const i of ratedNodes) mean += feature[i] / ratedNodes.length;
    let variance = 0;
    for (const i of ratedNodes) variance += (feature[i] - mean) ** 2 / ratedNodes.length;
    const sd = Math.sqrt(variance); // population sd; z = 0 when sd = 0 (A5)
    if (sd > 0) for (const i of ratedNodes) distance[i] += ((feature[i] - mean) / sd) ** 2;
  }
  return largest(ratedNodes, distance, c).sort((a, b) => a - b);
}

/**
 * The c nodes of largest distance, largest first, the earlier node first on ties: the first c of a sort by
 * (distance descending, index ascending), found by insertion into a list of c (`nodes` ascending, c small).
 */
function largest(nodes: readonly number[], distance: Float64Array, c: number): number[] {
  const top: number[] = [];
  for (const i of nodes) {
    let at = top.length;
    while (at > 0 && distance[top[at - 1]] < distance[i]) at--;
    if (at >= c) continue;
    top.splice(at, 0, i);
    if (top.length > c) top.pop();
  }
  return top;
}

/** Algorithm 3: drop a candidate whose candidate ancestor has the same text (no extra chars outside it). */
function reduce(tree: FlatTree, data: MceNodeData, candidates: number[]): number[] {
  return candidates.filter((inner) => !candidates.some((outer) =>
    outer < inner && inner < tree.end[outer] && data.chars[outer] === data.chars[inner]));
}

/** Algorithm 4: the candidates of maximal words per element (all ties), plus their candidate siblings. */
function selectByTextPerTag(tree: FlatTree, data: MceNodeData, candidates: number[]): number[] {
  const textPond = (i: number): number => data.words[i] / data.elements[i];
  const max = Math.max(0, ...candidates.map(textPond));
  if (max === 0) return [];
  const parents = new Set(candidates.filter((i) => textPond(i) === max).map((i) => tree.parent[i]));
  return candidates.filter((i) => textPond(i) === max || parents.has(tree.parent[i]));
}

/** Algorithm 5 as read in A9: drop link-dominated nodes, and with them sibling runs of link-only items. */
function postProcess(tree: FlatTree, data: MceNodeData, chosen: number[], tr: number, hr: number): number[] {
  let kept = chosen;
  for (const n of chosen) {
    if (!kept.includes(n) || !(textRatio(data, n) > tr && data.anchors[n] > hr)) continue;
    kept = kept.filter((i) => i !== n);
    const siblings = kept.filter((i) => tree.parent[i] === tree.parent[n]);
    if (siblings.length > 0 && siblings.every((s) => tree.tag[s] === tree.tag[n] && isLinkOnlyItem(tree, data, s))) {
      kept = kept.filter((i) => !siblings.includes(i));
    }
  }
  return kept.length > 0 ? kept : chosen;
}

/** |innerText| / |innerText without links|, in characters: 0 without text, ∞ when all text is link (A9). */
function textRatio(data: MceNodeData, i: number): number {
  if (data.chars[i] === 0) return 0;
  const nonLink = data.chars[i] - data.linkChars[i];
  return nonLink === 0 ? Infinity : data.chars[i] / nonLink;
}

/** One child, an <a>, and no image beneath (§3.8 prose, rule 2). */
function isLinkOnlyItem(tree: FlatTree, data: MceNodeData, i: number): boolean {
  const child = tree.firstChild[i];
  return data.childCount[i] === 1 && tree.tag[child] === 'a' && data.images[i] === 0;
}

export function createMce(options: MceOptions = {}): Extractor {
  return {
    name: 'mce',
    label(page: Page): BlockLabels {
      const result = runMce(page, options);
      if (!result) return blanketLabels(page, 0, 'no body');
      const labels = labelsFromSelection(page, result.tree, result.selected);
      return result.reason ? { labels, reason: result.reason } : { labels };
    },
  };
}
