// DuplicateCountsExtractor (docs/methods/web2text.md §4 block features 0–2): is the block's text repeated on the page,
// and how many blocks share its class path.
import { pm1 } from '../encoding';
import type { FeatureGroup } from '../group';
import { featureContext } from '../reference-context';

export const DUPLICATES: FeatureGroup = {
  name: 'duplicates',
  rows: 'block',
  names: ['has_duplicate', 'has_10_duplicates', 'n_same_class_path'],
  compute(page, { out, stride, offset }, options) {
    const context = featureContext(page, options);
    const n = page.blocks.length;
    for (let i = 0, at = offset; i < n; i++, at += stride) {
      out[at] = pm1(context.textCount[i] > 1);
      out[at + 1] = pm1(context.textCount[i] > 10);
      // ⚠ idiv(count, nLeaves) in the reference.
      out[at + 2] = context.divide(context.selectorCount[i], n);
    }
  },
};
