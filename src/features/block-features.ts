// The 128 block features of one leaf, in the reference order (spec §4 "Final index layout").
import type { Block } from '../dom/types';
import { pm1 } from './encoding';
import { LEAF_FEATURE_COUNT, LEAF_TAGS, NODE_FEATURE_COUNT, NODE_TAGS, writeLeafFeatures, writeTagFeatures } from './node-features';
import type { PageContext } from './page-context';

export const BLOCK_FEATURE_COUNT = 128;

// Offsets of the layout (spec §4): 0–2 duplicates, 3–26 leaf, 27 has_p, 28–47 p_N, 48–67 p_tag, 68 has_gp,
// 69–88 gp_N, 89–108 root_N, 109–127 leaf tags.
const LEAF_AT = 3;
const HAS_PARENT_AT = LEAF_AT + LEAF_FEATURE_COUNT;
const PARENT_TAGS_AT = HAS_PARENT_AT + 1 + NODE_FEATURE_COUNT;
const HAS_GRANDPARENT_AT = PARENT_TAGS_AT + NODE_TAGS.names.length;
const ROOT_AT = HAS_GRANDPARENT_AT + 1 + NODE_FEATURE_COUNT;
const LEAF_TAGS_AT = ROOT_AT + NODE_FEATURE_COUNT;

/** Write block `i`'s 128 features into `out` at `offset` (`out` starts zeroed: a missing ancestor stays 0). */
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
  // [0–2] DuplicateCountsExtractor; #2 is ⚠ idiv(count, nLeaves).
  out[offset] = pm1(context.textCount[i] > 1);
  out[offset + 1] = pm1(context.textCount[i] > 10);
  out[offset + 2] = context.divide(context.selectorCount[i], nBlocks);
  // [3–26] LeafBlockExtractor.
  writeLeafFeatures(leaf.props, context, out, offset + LEAF_AT);
  // [27–67] AncestorExtractor(NodeBlockExtractor + TagExtractor("node"), 1): has_p is 1/0, not ±1.
  if (parent !== null) {
    out[offset + HAS_PARENT_AT] = 1;
    context.writeNodeFeaturesOf(parent, out, offset + HAS_PARENT_AT + 1);
    writeTagFeatures(parent, NODE_TAGS, out, offset + PARENT_TAGS_AT);
  }
  // [68–88] AncestorExtractor(NodeBlockExtractor, 2).
  if (grandparent !== null) {
    out[offset + HAS_GRANDPARENT_AT] = 1;
    context.writeNodeFeaturesOf(grandparent, out, offset + HAS_GRANDPARENT_AT + 1);
  }
  // [89–108] RootExtractor(NodeBlockExtractor).
  context.writeNodeFeaturesOf(context.root, out, offset + ROOT_AT);
  // [109–127] TagExtractor("leaf").
  writeTagFeatures(leaf, LEAF_TAGS, out, offset + LEAF_TAGS_AT);
}

if (LEAF_TAGS_AT + LEAF_TAGS.names.length !== BLOCK_FEATURE_COUNT) throw new Error('block feature layout is not 128 wide');
