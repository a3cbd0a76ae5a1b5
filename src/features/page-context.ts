// Page-level inputs of the features (spec §2, §4): body span, duplicate-text counts, class-selector counts,
// CDOM depths, and a per-node cache of the 20 node features.
import type { Block, CdomNode } from '../dom/types';
import type { Divide } from './encoding';
import { nodeFeatures, type PageSpan } from './node-features';

export interface PageContext extends PageSpan {
  root: CdomNode;
  /** CDOM.textCounts[leaf.text] per block. */
  textCount: Int32Array;
  /** CDOM.classSelectorCounts[classSelector(leaf)] per block. */
  selectorCount: Int32Array;
  depth: Map<CdomNode, number>;
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
 * Depth of every CDOM node and an id per distinct classSelector (spec §2): the selector of a node is its own
 * tagPlusClass followed by its ancestors', so ids are interned top-down in O(nodes) instead of building
 * strings whose length grows with depth.
 */
function depthsAndSelectorIds(root: CdomNode): { depth: Map<CdomNode, number>; selectorId: Map<CdomNode, number> } {
  const depth = new Map<CdomNode, number>();
  const selectorId = new Map<CdomNode, number>();
  const intern = new Map<string, number>();
  const stack: CdomNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as CdomNode;
    const parent = node.parent;
    depth.set(node, parent === null ? 0 : (depth.get(parent) as number) + 1);
    const key = `${parent === null ? -1 : selectorId.get(parent)} ${tagPlusClass(node)}`;
    let id = intern.get(key);
    if (id === undefined) {
      id = intern.size;
      intern.set(key, id);
    }
    selectorId.set(node, id);
    for (const child of node.children) stack.push(child);
  }
  return { depth, selectorId };
}

function countsPerBlock<K>(keys: K[]): Int32Array {
  const counts = new Map<K, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return Int32Array.from(keys, (k) => counts.get(k) as number);
}

export function buildPageContext(root: CdomNode, blocks: Block[], divide: Divide): PageContext {
  const bodyStart = blocks[0].start;
  const bodyLength = blocks[blocks.length - 1].end - bodyStart;
  const { depth, selectorId } = depthsAndSelectorIds(root);
  const cache = new Map<CdomNode, Float32Array>();
  const context: PageContext = {
    root,
    bodyStart,
    bodyLength,
    divide,
    textCount: countsPerBlock(blocks.map((b) => b.text)),
    selectorCount: countsPerBlock(blocks.map((b) => selectorId.get(b.node) as number)),
    depth,
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
