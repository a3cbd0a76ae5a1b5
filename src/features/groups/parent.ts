// AncestorExtractor(NodeBlockExtractor + TagExtractor("node"), 1) (docs/methods/web2text.md §4 block features 27–67):
// the block's parent node. has_p is 1/0, not ±1; a block without a parent keeps zeros.
import { prefixed, type FeatureGroup } from '../group';
import { NODE_FEATURE_NAMES } from '../node-features';
import { featureContext } from '../reference-context';
import { NODE_TAGS, writeTagFeatures } from '../tag-features';

const TAGS_AT = 1 + NODE_FEATURE_NAMES.length;

export const PARENT: FeatureGroup = {
  name: 'parent',
  rows: 'block',
  names: ['has_p', ...prefixed('p_', NODE_FEATURE_NAMES), ...prefixed('p_', NODE_TAGS.names)],
  compute(page, { out, stride, offset }, options) {
    const context = featureContext(page, options);
    const { blocks } = page;
    for (let i = 0, at = offset; i < blocks.length; i++, at += stride) {
      const parent = blocks[i].node.parent;
      if (parent === null) continue;
      out[at] = 1;
      context.writeNodeFeaturesOf(parent, out, at + 1);
      writeTagFeatures(parent, NODE_TAGS, out, at + TAGS_AT);
    }
  },
};
