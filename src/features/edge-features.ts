// The 25 edge features of an adjacent block pair (spec §5): tree distance, block break, common-ancestor features.
import type { Block, CdomNode } from '../dom/types';
import { pm1 } from './encoding';
import type { PageContext } from './page-context';

export const EDGE_FEATURE_COUNT = 25;

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

export function writeEdgeFeatures(a: Block, b: Block, context: PageContext, out: Float32Array, offset: number): void {
  const { lca, distance } = commonAncestor(a.node, b.node);
  out[offset] = pm1(distance === 2);
  out[offset + 1] = pm1(distance === 3);
  out[offset + 2] = pm1(distance === 4);
  out[offset + 3] = pm1(distance > 4);
  // block_break is 1/0, not ±1 (spec §5).
  out[offset + 4] = a.blockBreakAfter || b.blockBreakBefore ? 1 : 0;
  context.writeNodeFeaturesOf(lca, out, offset + 5);
}
