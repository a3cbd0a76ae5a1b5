// The reference context: page-level inputs of the reference's features (docs/methods/web2text.md §2, §4), a page field
// shared by their groups: body span, duplicate-text counts, class-selector counts, and a per-node cache of the 20 node
// features.
import { pageField } from '../dom/page';
import type { Block, CdomNode, Page } from '../dom/types';
import { integerDivide, realDivide, type Divide } from './encoding';
import type { FeatureOptions, FeatureRows } from './group';
import { NODE_FEATURE_NAMES, writeNodeFeatures, type PageSpan } from './node-features';

const NODE_FEATURE_COUNT = NODE_FEATURE_NAMES.length;

export interface ReferenceContext extends PageSpan {
  root: CdomNode;
  /** CDOM.textCounts[leaf.text] per block. */
  textCount: Int32Array;
  /** CDOM.classSelectorCounts[classSelector(leaf)] per block. */
  selectorCount: Int32Array;
  /** Write the node's 20 node features (computed once per node) into `out` at `offset`. */
  writeNodeFeaturesOf(node: CdomNode, out: Float32Array, offset: number): void;
}

/** tagPlusClass(node): `tag.c1.c2` per chain entry, joined with ',' (§2; classes in document order). */
function tagPlusClass(node: CdomNode): string {
  let out = '';
  for (let i = 0; i < node.tags.length; i++) {
    if (i > 0) out += ',';
    out += node.tags[i];
    for (const c of node.classNames[i]) out += '.' + c;
  }
  return out;
}

/** An id in 0..count − 1 per entry. */
interface DenseIds {
  ids: Int32Array;
  count: number;
}

/**
 * The id of each block's classSelector (§2), ids dense from 0. A node's selector is its own tagPlusClass
 * followed by its ancestors', so ids are interned top-down in O(nodes) instead of building strings whose length
 * grows with depth. Blocks are the CDOM leaves in document order (blocks.ts), so the k-th leaf visited is block k.
 */
function blockSelectorIds(root: CdomNode, nBlocks: number): DenseIds {
  const blockIds = new Int32Array(nBlocks);
  let nLeaves = 0;
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
    if (node.children.length === 0) blockIds[nLeaves++] = id;
    for (let i = node.children.length - 1; i >= 0; i--) {
      nodes.push(node.children[i]);
      parentIds.push(id);
    }
  }
  return { ids: blockIds, count: nSelectors };
}

/** Dense ids from 0, one per distinct block text, for each block. */
function blockTextIds(blocks: readonly Block[]): DenseIds {
  // A text whose length no other block's text has is distinct without being hashed (long texts mostly are).
  const blocksOfLength = new Map<number, number>();
  for (const block of blocks) blocksOfLength.set(block.text.length, (blocksOfLength.get(block.text.length) ?? 0) + 1);
  const idOf = new Map<string, number>();
  const ids = new Int32Array(blocks.length);
  let nIds = 0;
  for (let i = 0; i < blocks.length; i++) {
    const text = blocks[i].text;
    if (blocksOfLength.get(text.length) === 1) {
      ids[i] = nIds++;
      continue;
    }
    let id = idOf.get(text);
    if (id === undefined) {
      id = nIds++;
      idOf.set(text, id);
    }
    ids[i] = id;
  }
  return { ids, count: nIds };
}

/** For each entry of dense ids, how many entries share its id; `ids` is overwritten with the counts. */
function countsOfIds({ ids, count }: DenseIds): Int32Array {
  const counts = new Int32Array(count);
  for (const id of ids) counts[id]++;
  for (let i = 0; i < ids.length; i++) ids[i] = counts[ids[i]];
  return ids;
}

function buildReferenceContext(root: CdomNode, blocks: Block[], divide: Divide): ReferenceContext {
  const bodyStart = blocks[0].start;
  const bodyLength = blocks[blocks.length - 1].end - bodyStart;
  // Node features are computed once per node into rows of one growing array (no typed array per node).
  const rowOf = new Map<CdomNode, number>();
  let rows = new Float32Array(64 * NODE_FEATURE_COUNT);
  const context: ReferenceContext = {
    root,
    bodyStart,
    bodyLength,
    divide,
    textCount: countsOfIds(blockTextIds(blocks)),
    selectorCount: countsOfIds(blockSelectorIds(root, blocks.length)),
    writeNodeFeaturesOf(node: CdomNode, out: Float32Array, offset: number): void {
      let row = rowOf.get(node);
      if (row === undefined) {
        row = rowOf.size * NODE_FEATURE_COUNT;
        if (row === rows.length) {
          const grown = new Float32Array(rows.length * 2);
          grown.set(rows);
          rows = grown;
        }
        writeNodeFeatures(node.props, context, rows, row);
        rowOf.set(node, row);
      }
      for (let k = 0; k < NODE_FEATURE_COUNT; k++) out[offset + k] = rows[row + k];
    },
  };
  return context;
}

/** Writes the 20 node features of `nodeOf(r)` into each of `count` rows (the root's, each edge's common ancestor's). */
export function writeNodeFeatureRows(
  context: ReferenceContext,
  { out, stride, offset }: FeatureRows,
  count: number,
  nodeOf: (row: number) => CdomNode,
): void {
  for (let r = 0, at = offset; r < count; r++, at += stride) context.writeNodeFeaturesOf(nodeOf(r), out, at);
}

/** The context of a page with blocks (so with a CDOM root). */
function contextField(name: string, divide: Divide) {
  return pageField(name, (page) => buildReferenceContext(page.root as CdomNode, page.blocks, divide));
}

const REFERENCE_CONTEXT = contextField('feature context (reference integer division)', integerDivide);
const TRUE_DIVISION_CONTEXT = contextField('feature context (true division)', realDivide);

/** The page's feature context, computed once per page for all groups that read it. */
export function featureContext(page: Page, options: FeatureOptions): ReferenceContext {
  return page.get(options.integerDivision === false ? TRUE_DIVISION_CONTEXT : REFERENCE_CONTEXT);
}
