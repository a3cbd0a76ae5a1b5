// Edge features 0–4 (docs/methods/web2text.md §5): the tree distance of the two blocks, one-hot over 2, 3, 4 and more,
// and whether a block break lies between them (1/0, not ±1).
import { EDGE_ANCESTORS } from '../edge-ancestors';
import { pm1 } from '../encoding';
import type { FeatureGroup } from '../group';

export const TREE_DISTANCE: FeatureGroup = {
  name: 'tree_distance',
  rows: 'edge',
  names: ['tree_distance_2', 'tree_distance_3', 'tree_distance_4', 'tree_distance_more', 'block_break'],
  compute(page, { out, stride, offset }) {
    const { distance } = page.get(EDGE_ANCESTORS);
    const { blocks } = page;
    for (let i = 0, at = offset; i < distance.length; i++, at += stride) {
      const d = distance[i];
      out[at] = pm1(d === 2);
      out[at + 1] = pm1(d === 3);
      out[at + 2] = pm1(d === 4);
      out[at + 3] = pm1(d > 4);
      out[at + 4] = blocks[i].blockBreakAfter || blocks[i + 1].blockBreakBefore ? 1 : 0;
    }
  },
};
