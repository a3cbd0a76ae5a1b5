// The one bridge from a heuristic's DOM selection to per-block labels and scores: a block takes the value of
// the nearest marked ancestor-or-self of its DOM text node.
import type { BlockLabels } from '../extractor';
import type { DomNode, DomParent, Page } from '../dom/types';

/** The DOM ancestors-or-self of a page's block text nodes, parents before children. */
interface BlockAncestry {
  nodes: DomNode[];
  /** Index of each node's parent in `nodes`, −1 for the topmost. */
  parent: Int32Array;
  /** Index of each block's text node in `nodes`. */
  blockNode: Int32Array;
}

function buildBlockAncestry(page: Page): BlockAncestry {
  const index = new Map<DomNode, number>();
  const nodes: DomNode[] = [];
  const parent: number[] = [];
  const path: DomNode[] = [];
  const blockNode = new Int32Array(page.blocks.length);
  page.blocks.forEach((block, b) => {
    // Climb to the first node already indexed, then index the path top-down.
    let node: DomNode | null = block.textNode;
    while (node !== null && !index.has(node)) {
      path.push(node);
      node = (node as { parentNode?: DomParent | null }).parentNode ?? null;
    }
    let above = node === null ? -1 : (index.get(node) as number);
    while (path.length > 0) {
      const child = path.pop() as DomNode;
      index.set(child, nodes.length);
      nodes.push(child);
      parent.push(above);
      above = nodes.length - 1;
    }
    blockNode[b] = above;
  });
  return { nodes, parent: Int32Array.from(parent), blockNode };
}

const ancestries = new WeakMap<Page, BlockAncestry>();

/**
 * For each block, the value of the nearest ancestor-or-self of its text node in `marks` (undefined: none).
 * Only the blocks' ancestors are visited, and they are collected once per page (every heuristic of
 * 'web2text+heuristics' asks this for the same page), not by walking the whole document on each call.
 */
export function nearestMarkPerBlock<V>(page: Page, marks: ReadonlyMap<DomNode, V>): Array<V | undefined> {
  let ancestry = ancestries.get(page);
  if (ancestry === undefined) {
    ancestry = buildBlockAncestry(page);
    ancestries.set(page, ancestry);
  }
  const { nodes, parent, blockNode } = ancestry;
  const value = new Array<V | undefined>(nodes.length);
  for (let i = 0; i < nodes.length; i++) {
    value[i] = marks.has(nodes[i]) ? marks.get(nodes[i]) : parent[i] < 0 ? undefined : value[parent[i]];
  }
  return Array.from(blockNode, (i) => value[i]);
}

/** Content = the block's text node lies inside one of the selected subtrees (a text node selects itself). */
export function labelsFromSelection(page: Page, selectedRoots: Iterable<DomNode>): Uint8Array {
  const marks = new Map<DomNode, true>();
  for (const root of selectedRoots) marks.set(root, true);
  return Uint8Array.from(nearestMarkPerBlock(page, marks), (mark) => (mark ? 1 : 0));
}

/** Per-block score = the score of the nearest scored ancestor-or-self; 0 where none is scored. */
export function scoresFromNodes(page: Page, nodeScores: ReadonlyMap<DomNode, number>): Float32Array {
  return Float32Array.from(nearestMarkPerBlock(page, nodeScores), (score) => score ?? 0);
}

/** The labelling of a method that could not decide: every block gets `label`, with the reason recorded. */
export function blanketLabels(page: Page, label: 0 | 1, reason: string): BlockLabels {
  return { labels: new Uint8Array(page.blocks.length).fill(label), reason };
}
