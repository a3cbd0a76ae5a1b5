// LeafBlockExtractor (docs/methods/web2text.md §4 block features 3–26): the block's own text statistics and position.
import type { FeatureGroup } from '../group';
import { LEAF_FEATURE_NAMES, writeLeafFeatures } from '../node-features';
import { featureContext } from '../reference-context';

export const LEAF: FeatureGroup = {
  name: 'leaf',
  rows: 'block',
  names: LEAF_FEATURE_NAMES,
  compute(page, { out, stride, offset }, options) {
    const context = featureContext(page, options);
    const { blocks } = page;
    for (let i = 0, at = offset; i < blocks.length; i++, at += stride) writeLeafFeatures(blocks[i].node.props, context, out, at);
  },
};
