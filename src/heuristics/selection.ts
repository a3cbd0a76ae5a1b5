// The one bridge from a heuristic's selection in its flat body tree to per-block labels and scores: a block
// takes the value of the nearest marked ancestor-or-self of its DOM text node.
import type { BlockLabels } from '../extractor';
import type { DomNode, DomParent, Page } from '../dom/types';
import type { FlatTree } from './tree';

const anchorsByTree = new WeakMap<FlatTree, Int32Array>();

/**
 * For each block, the index in `tree` (a tree of the page's body) of the nearest ancestor-or-self of its text
 * node that the tree holds; −1 when there is none (a node outside the body). A block whose text the tree drops
 * (script text, a hidden subtree) is so anchored at its nearest kept ancestor. Marks are only ever on tree nodes,
 * so the nearest marked ancestor-or-self of the anchor is that of the text node. Computed once per tree:
 * flattenBody hands the heuristics of 'web2text+heuristics' the same tree object whenever their pruning
 * predicates (or the absence of anything to prune) make their trees the same.
 */
function blockAnchors(page: Page, tree: FlatTree): Int32Array {
  let anchors = anchorsByTree.get(tree);
  if (anchors !== undefined) return anchors;
  // Nearly every block's text node is in the tree: elements are indexed only for a block whose text node is not.
  const textIndex = indexOfNodes(tree, (tag) => tag === '#text');
  let elementIndex: Map<DomNode, number> | null = null;
  anchors = new Int32Array(page.blocks.length);
  for (let b = 0; b < anchors.length; b++) {
    const textNode = page.blocks[b].textNode;
    const i = textIndex.get(textNode);
    if (i !== undefined) {
      anchors[b] = i;
      continue;
    }
    elementIndex ??= indexOfNodes(tree, (tag) => tag !== '#text');
    let node = textNode.parentNode as DomParent | null;
    while (node !== null && !elementIndex.has(node)) node = (node as { parentNode?: DomParent | null }).parentNode ?? null;
    anchors[b] = node === null ? -1 : (elementIndex.get(node) as number);
  }
  anchorsByTree.set(tree, anchors);
  return anchors;
}

function indexOfNodes(tree: FlatTree, include: (tag: string) => boolean): Map<DomNode, number> {
  const index = new Map<DomNode, number>();
  for (let i = 0; i < tree.nodes.length; i++) if (include(tree.tag[i])) index.set(tree.nodes[i], i);
  return index;
}

/**
 * Content = the block's text node lies inside one of the selected subtrees (a text node selects itself): its
 * anchor lies in the pre-order range [root, end[root]) of a selected root. Nested roots add nothing, so the
 * ranges of the outermost ones are searched.
 */
export function labelsFromSelection(page: Page, tree: FlatTree, selectedRoots: Iterable<number>): Uint8Array {
  const starts: number[] = [];
  const ends: number[] = [];
  for (const root of [...selectedRoots].sort((a, b) => a - b)) {
    if (ends.length > 0 && root < ends[ends.length - 1]) continue;
    starts.push(root);
    ends.push(tree.end[root]);
  }
  const anchors = blockAnchors(page, tree);
  const labels = new Uint8Array(anchors.length);
  for (let b = 0; b < anchors.length; b++) {
    const range = lastAtOrBefore(starts, anchors[b]);
    labels[b] = range >= 0 && anchors[b] < ends[range] ? 1 : 0;
  }
  return labels;
}

/** Index of the last of the ascending `values` that is ≤ x; −1 when none is. */
function lastAtOrBefore(values: readonly number[], x: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle] <= x) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/** Per-block score = the score of the nearest scored (scored[i] = 1) ancestor-or-self; 0 where none is scored. */
export function scoresFromNodes(page: Page, tree: FlatTree, scored: Uint8Array, score: Float64Array): Float32Array {
  const nearest = new Int32Array(tree.nodes.length);
  for (let i = 0; i < nearest.length; i++) {
    const p = tree.parent[i];
    nearest[i] = scored[i] === 1 ? i : p < 0 ? -1 : nearest[p];
  }
  const anchors = blockAnchors(page, tree);
  const scores = new Float32Array(anchors.length);
  for (let b = 0; b < anchors.length; b++) {
    const node = anchors[b] < 0 ? -1 : nearest[anchors[b]];
    scores[b] = node < 0 ? 0 : score[node];
  }
  return scores;
}

/** The labelling of a method that could not decide: every block gets `label`, with the reason recorded. */
export function blanketLabels(page: Page, label: 0 | 1, reason: string): BlockLabels {
  return { labels: new Uint8Array(page.blocks.length).fill(label), reason };
}
