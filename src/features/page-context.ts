// Page-level inputs of the features (spec §2, §4): body span, duplicate-text counts, class-selector counts,
// and a per-node cache of the 20 node features.
import type { Block, CdomNode } from '../dom/types';
import type { Divide } from './encoding';
import { nodeFeatures, type PageSpan } from './node-features';

export interface PageContext extends PageSpan {
  root: CdomNode;
  /** CDOM.textCounts[leaf.text] per block. */
  textCount: Int32Array;
  /** CDOM.classSelectorCounts[classSelector(leaf)] per block. */
  selectorCount: Int32Array;
  nodeFeaturesOf(node: CdomNode): Float32Array;
}

/** tagPlusClass(node): `tag.c1.c2` per chain entry, joined with ',' (spec §2; classes in document order). */
function tagPlusClass(node: CdomNode): string {
  let out = '';
  for (let i = 0; i < node.tags.length; i++) {
    if (i > 0) out += ',';
    out += node.tags[i];
    for (const c of node.classNames[i]) out += '.' + c;
  }
  return out;
}

/**
 * An id per distinct classSelector (spec §2), for every leaf. A node's selector is its own tagPlusClass followed by
 * its ancestors', so ids are interned top-down in O(nodes) instead of building strings whose length grows with
 * depth.
 */
function leafSelectorIds(root: CdomNode): Map<CdomNode, number> {
  const ids = new Map<CdomNode, number>();
  // A node's selector is the pair (own tagPlusClass id, parent's selector id): looked up as a number in a map per
  // tagPlusClass, so no key string is built per node.
  const tagPlusClassIds = new Map<string, number>();
  const selectorIdsByParent: Map<number, number>[] = [];
  let nSelectors = 0;
  const nodes: CdomNode[] = [root];
  const parentIds: number[] = [-1];
  while (nodes.length > 0) {
    const node = nodes.pop() as CdomNode;
    const ownKey = tagPlusClass(node);
    let ownId = tagPlusClassIds.get(ownKey);
    if (ownId === undefined) {
      ownId = tagPlusClassIds.size;
      tagPlusClassIds.set(ownKey, ownId);
      selectorIdsByParent.push(new Map());
    }
    const byParent = selectorIdsByParent[ownId];
    const parentId = parentIds.pop() as number;
    let id = byParent.get(parentId);
    if (id === undefined) {
      id = nSelectors++;
      byParent.set(parentId, id);
    }
    if (node.children.length === 0) ids.set(node, id);
    for (const child of node.children) {
      nodes.push(child);
      parentIds.push(id);
    }
  }
  return ids;
}

/** For each block, how many blocks share its key (one map look-up per block, counts kept per distinct key). */
function countsPerBlock<K>(blocks: readonly Block[], keyOf: (block: Block) => K): Int32Array {
  const groupOf = new Map<K, number>();
  const groups = new Int32Array(blocks.length);
  const groupSizes = new Int32Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) {
    const key = keyOf(blocks[i]);
    let group = groupOf.get(key);
    if (group === undefined) {
      group = groupOf.size;
      groupOf.set(key, group);
    }
    groups[i] = group;
    groupSizes[group]++;
  }
  // In place: each block's group id becomes its group's size.
  for (let i = 0; i < blocks.length; i++) groups[i] = groupSizes[groups[i]];
  return groups;
}

export function buildPageContext(root: CdomNode, blocks: Block[], divide: Divide): PageContext {
  const bodyStart = blocks[0].start;
  const bodyLength = blocks[blocks.length - 1].end - bodyStart;
  const selectorIds = leafSelectorIds(root);
  const cache = new Map<CdomNode, Float32Array>();
  const context: PageContext = {
    root,
    bodyStart,
    bodyLength,
    divide,
    textCount: countsPerBlock(blocks, (b) => b.text),
    selectorCount: countsPerBlock(blocks, (b) => selectorIds.get(b.node) as number),
    nodeFeaturesOf(node: CdomNode): Float32Array {
      let features = cache.get(node);
      if (features === undefined) {
        features = nodeFeatures(node.props, context);
        cache.set(node, features);
      }
      return features;
    },
  };
  return context;
}
