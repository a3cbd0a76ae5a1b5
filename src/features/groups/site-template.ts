// Site-level template as block features (issue 17; docs/methods/site-template.md): whether the page has a template
// against its site context, and whether each block's text is in it (±1, as the reference encodes booleans). Pages
// without a site context, or whose site gives no template, read 0 in both columns. A page is bound to its site context
// (heuristics/site-template/page-template.ts) by whoever holds one: the site batch, `dataset --site`, a method created
// with the `site` option.
import { TEMPLATE_BLOCKS } from '../../heuristics/site-template/page-template';
import type { FeatureGroup } from '../group';

export const SITE_TEMPLATE_GROUP: FeatureGroup = {
  name: 'site_template',
  rows: 'block',
  names: ['site_template_found', 'in_site_template'],
  compute(page, { out, stride, offset }) {
    const inTemplate = page.get(TEMPLATE_BLOCKS);
    for (let b = 0, at = offset; b < page.blocks.length; b++, at += stride) {
      out[at] = inTemplate === null ? 0 : 1;
      out[at + 1] = inTemplate === null ? 0 : inTemplate[b] === 1 ? 1 : -1;
    }
  },
};
