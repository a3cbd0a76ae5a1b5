// The lowest common ancestor of each adjacent block pair and their tree distance (docs/methods/web2text.md §5), a page
// field read by both edge groups.
import { pageField } from '../dom/page';
import type { CdomNode } from '../dom/types';

/** Lowest common ancestor of two distinct leaves and d = idx_a(LCA) + idx_b(LCA) + 2 (idx 0 = parent). */
export function commonAncestor(a: CdomNode, b: CdomNode): { lca: CdomNode; distance: number } {
  const depthA = a.depth;
  const depthB = b.depth;
  let x = a;
  let y = b;
  let dx = depthA;
  let dy = depthB;
  while (dx > dy) {
    x = x.parent as CdomNode;
    dx--;
  }
  while (dy > dx) {
    y = y.parent as CdomNode;
    dy--;
  }
  while (x !== y) {
    x = x.parent as CdomNode;
    y = y.parent as CdomNode;
    dx--;
  }
  // idx_a = depthA − depth(LCA) − 1, the same for b.
  return { lca: x, distance: depthA - dx - 1 + (depthB - dx - 1) + 2 };
}

export interface EdgeAncestors {
  /** Edge i: the lowest common ancestor of blocks i and i + 1. */
  lca: CdomNode[];
  /** Edge i: their tree distance. */
  distance: Int32Array;
}

export const EDGE_ANCESTORS = pageField('common ancestors of adjacent blocks', (page): EdgeAncestors => {
  const edges = Math.max(0, page.blocks.length - 1);
  const lca: CdomNode[] = new Array(edges);
  const distance = new Int32Array(edges);
  for (let i = 0; i < edges; i++) {
    const pair = commonAncestor(page.blocks[i].node, page.blocks[i + 1].node);
    lca[i] = pair.lca;
    distance[i] = pair.distance;
  }
  return { lca, distance };
});
