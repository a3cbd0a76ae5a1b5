// AncestorExtractor(NodeBlockExtractor, 2) (docs/methods/web2text.md §4 block features 68–88): the block's grandparent
// node. has_gp is 1/0, not ±1; a block without a grandparent keeps zeros.
import { prefixed, type FeatureGroup } from '../group';
import { NODE_FEATURE_NAMES } from '../node-features';
import { featureContext } from '../reference-context';

export const GRANDPARENT: FeatureGroup = {
  name: 'grandparent',
  rows: 'block',
  names: ['has_gp', ...prefixed('gp_', NODE_FEATURE_NAMES)],
  compute(page, { out, stride, offset }, options) {
    const context = featureContext(page, options);
    const { blocks } = page;
    for (let i = 0, at = offset; i < blocks.length; i++, at += stride) {
      const grandparent = blocks[i].node.parent?.parent ?? null;
      if (grandparent === null) continue;
      out[at] = 1;
      context.writeNodeFeaturesOf(grandparent, out, at + 1);
    }
  },
};
