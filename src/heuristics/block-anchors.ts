// Where each block sits in a heuristic's flat body tree: the bridge from a selection of tree nodes to blocks.
import { pageField } from '../dom/page';
import type { DomNode, DomParent, Page } from '../dom/types';
import type { FlatTree } from './flat-tree';

/** Per page, the anchors of its blocks in each of its trees (pruned trees that drop nothing are one object). */
const ANCHORS_BY_TREE = pageField('block anchors by body tree', () => new Map<FlatTree, Int32Array>());

/**
 * For each block, the index in `tree` (a tree of the page's body) of the nearest ancestor-or-self of its text
 * node that the tree holds; −1 when there is none (a node outside the body). A block whose text the tree drops
 * (script text, a hidden subtree) is so anchored at its nearest kept ancestor. Marks are only ever on tree nodes,
 * so the nearest marked ancestor-or-self of the anchor is that of the text node. Computed once per page and tree.
 */
export function blockAnchors(page: Page, tree: FlatTree): Int32Array {
  if (tree.blockLeaves !== undefined) return tree.blockLeaves;
  const byTree = page.get(ANCHORS_BY_TREE);
  let anchors = byTree.get(tree);
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
  byTree.set(tree, anchors);
  return anchors;
}

function indexOfNodes(tree: FlatTree, include: (tag: string) => boolean): Map<DomNode, number> {
  const index = new Map<DomNode, number>();
  for (let i = 0; i < tree.nodes.length; i++) if (include(tree.tag[i])) index.set(tree.nodes[i], i);
  return index;
}
