// Modern pages: schema.org microdata above a block (docs/methods/modern-pages.md §3.5): itemprop
// articleBody and itemtype Article / Comment / Product / navigation say where the body is and what it is.
import { attribute } from '../../dom/attributes';
import { pageField } from '../../dom/page';
import type { DomElement } from '../../dom/types';
import { inheritedBits, writeBits } from '../dom-ancestors';
import type { FeatureGroup } from '../group';

/** [column name, attribute, pattern its value matches]. */
const MARKERS: readonly [string, string, RegExp][] = [
  ['itemprop_body', 'itemprop', /articleBody|reviewBody|\btext\b|description|mainEntity/i],
  ['itemtype_article', 'itemtype', /Article|BlogPosting|WebPage|Recipe|HowTo/i],
  ['itemtype_comment', 'itemtype', /Comment|Answer|Question|DiscussionForumPosting/i],
  ['itemtype_product', 'itemtype', /Product|Offer/i],
  ['itemtype_navigation', 'itemtype', /SiteNavigationElement|BreadcrumbList|WPHeader|WPFooter|WPSideBar/i],
];

function ownBits(element: DomElement): number {
  if (element.attrs.length === 0) return 0;
  let bits = 0;
  MARKERS.forEach(([, name, pattern], i) => {
    const value = attribute(element, name);
    if (value !== undefined && pattern.test(value)) bits |= 1 << i;
  });
  return bits;
}

const MICRODATA_BITS = pageField('microdata above each block', (page) => inheritedBits(page, ownBits));

export const STRUCTURED_DATA: FeatureGroup = {
  name: 'structured_data',
  rows: 'block',
  names: MARKERS.map(([name]) => name),
  compute(page, { out, stride, offset }) {
    writeBits(page.get(MICRODATA_BITS), MARKERS.length, out, stride, offset);
  },
};
