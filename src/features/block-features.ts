// The 128 block features of one leaf, in the reference order (spec §4 "Final index layout").
import type { Block } from '../dom/types';
import { pm1 } from './encoding';
import { LEAF_TAGS, NODE_FEATURE_COUNT, NODE_TAGS, leafFeatures, tagFeatures } from './node-features';
import type { PageContext } from './page-context';

export const BLOCK_FEATURE_COUNT = 128;

const NO_PARENT: readonly number[] = new Array<number>(1 + NODE_FEATURE_COUNT + NODE_TAGS.length).fill(0);
const NO_GRANDPARENT: readonly number[] = new Array<number>(1 + NODE_FEATURE_COUNT).fill(0);

/** Write block `i`'s 128 features into `out` at `offset`. */
export function writeBlockFeatures(
  block: Block,
  i: number,
  nBlocks: number,
  context: PageContext,
  out: Float32Array,
  offset: number,
): void {
  const leaf = block.node;
  const parent = leaf.parent;
  const grandparent = parent?.parent ?? null;
  const values: number[] = [
    // [0–2] DuplicateCountsExtractor; #2 is ⚠ idiv(count, nLeaves).
    pm1(context.textCount[i] > 1),
    pm1(context.textCount[i] > 10),
    context.divide(context.selectorCount[i], nBlocks),
    // [3–26] LeafBlockExtractor.
    ...leafFeatures(leaf.props, context),
    // [27–67] AncestorExtractor(NodeBlockExtractor + TagExtractor("node"), 1): has_p is 1/0, not ±1.
    ...(parent === null ? NO_PARENT : [1, ...context.nodeFeaturesOf(parent), ...tagFeatures(parent, NODE_TAGS)]),
    // [68–88] AncestorExtractor(NodeBlockExtractor, 2).
    ...(grandparent === null ? NO_GRANDPARENT : [1, ...context.nodeFeaturesOf(grandparent)]),
    // [89–108] RootExtractor(NodeBlockExtractor).
    ...context.nodeFeaturesOf(context.root),
    // [109–127] TagExtractor("leaf").
    ...tagFeatures(leaf, LEAF_TAGS),
  ];
  out.set(values, offset);
}
