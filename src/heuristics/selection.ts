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
 * so the nearest marked ancestor-or-self of the anchor is that of the text node. Computed once per tree: the
 * heuristics of 'web2text+heuristics' share the page's body tree when they prune nothing from it.
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

/** For each block, the tree index of the nearest ancestor-or-self of its text node with marked[i] = 1; −1: none. */
function nearestMarkedPerBlock(page: Page, tree: FlatTree, marked: Uint8Array): Int32Array {
  const nearest = new Int32Array(tree.nodes.length);
  for (let i = 0; i < nearest.length; i++) {
    const p = tree.parent[i];
    nearest[i] = marked[i] === 1 ? i : p < 0 ? -1 : nearest[p];
  }
  const anchors = blockAnchors(page, tree);
  const perBlock = new Int32Array(anchors.length);
  for (let b = 0; b < anchors.length; b++) perBlock[b] = anchors[b] < 0 ? -1 : nearest[anchors[b]];
  return perBlock;
}

/** Content = the block's text node lies inside one of the selected subtrees (a text node selects itself). */
export function labelsFromSelection(page: Page, tree: FlatTree, selectedRoots: Iterable<number>): Uint8Array {
  const marked = new Uint8Array(tree.nodes.length);
  for (const root of selectedRoots) marked[root] = 1;
  const nearest = nearestMarkedPerBlock(page, tree, marked);
  const labels = new Uint8Array(nearest.length);
  for (let b = 0; b < labels.length; b++) labels[b] = nearest[b] < 0 ? 0 : 1;
  return labels;
}

/** Per-block score = the score of the nearest scored (scored[i] = 1) ancestor-or-self; 0 where none is scored. */
export function scoresFromNodes(page: Page, tree: FlatTree, scored: Uint8Array, score: Float64Array): Float32Array {
  const nearest = nearestMarkedPerBlock(page, tree, scored);
  const scores = new Float32Array(nearest.length);
  for (let b = 0; b < scores.length; b++) scores[b] = nearest[b] < 0 ? 0 : score[nearest[b]];
  return scores;
}

/** The labelling of a method that could not decide: every block gets `label`, with the reason recorded. */
export function blanketLabels(page: Page, label: 0 | 1, reason: string): BlockLabels {
  return { labels: new Uint8Array(page.blocks.length).fill(label), reason };
}
