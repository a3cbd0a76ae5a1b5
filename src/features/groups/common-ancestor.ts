// Edge features 5–24 (docs/methods/web2text.md §5): the node features of the two blocks' lowest common ancestor.
import { EDGE_ANCESTORS } from '../edge-ancestors';
import { prefixed, type FeatureGroup } from '../group';
import { NODE_FEATURE_NAMES } from '../node-features';
import { featureContext, writeNodeFeatureRows } from '../reference-context';

export const COMMON_ANCESTOR: FeatureGroup = {
  name: 'common_ancestor',
  rows: 'edge',
  names: prefixed('common_ancestor_', NODE_FEATURE_NAMES),
  compute(page, rows, options) {
    const { lca } = page.get(EDGE_ANCESTORS);
    writeNodeFeatureRows(featureContext(page, options), rows, lca.length, (edge) => lca[edge]);
  },
};
