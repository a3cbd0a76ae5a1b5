// RootExtractor(NodeBlockExtractor) (docs/methods/web2text.md §4 block features 89–108): the page's CDOM root, the same
// for every block.
import { prefixed, type FeatureGroup } from '../group';
import { NODE_FEATURE_NAMES } from '../node-features';
import { featureContext, writeNodeFeatureRows } from '../reference-context';

export const ROOT: FeatureGroup = {
  name: 'root',
  rows: 'block',
  names: prefixed('root_', NODE_FEATURE_NAMES),
  compute(page, rows, options) {
    const context = featureContext(page, options);
    writeNodeFeatureRows(context, rows, page.blocks.length, () => context.root);
  },
};
