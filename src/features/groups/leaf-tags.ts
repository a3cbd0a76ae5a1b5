// TagExtractor("leaf") (docs/methods/web2text.md §4 block features 109–127): the tags of the block's own merged chain.
import type { FeatureGroup } from '../group';
import { LEAF_TAGS, writeTagFeatures } from '../tag-features';

export const LEAF_TAGS_GROUP: FeatureGroup = {
  name: 'leaf_tags',
  rows: 'block',
  names: LEAF_TAGS.names,
  compute(page, { out, stride, offset }) {
    const { blocks } = page;
    for (let i = 0, at = offset; i < blocks.length; i++, at += stride) writeTagFeatures(blocks[i].node, LEAF_TAGS, out, at);
  },
};
