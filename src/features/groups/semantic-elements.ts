// Modern pages: the HTML5 sectioning and semantic elements a block sits in (docs/methods/modern-pages.md §3.1).
// 2007 pages rarely have them, so the reference's tag features do not list them.
import type { DomElement } from '../../dom/types';
import { bitsByName, inheritedBits, writeBits } from '../dom-ancestors';
import type { FeatureGroup } from '../group';
import { pageField } from '../../dom/page';

/** One column per entry: 1 when any element above the block's text is one of the entry's tags. */
const ELEMENTS = [
  'main', 'article', 'section', 'nav', 'aside', 'header', 'footer', 'form', 'figure', 'figcaption', 'li', 'table',
  'blockquote', 'pre', 'code', 'h1', 'h2', 'h3', 'h4|h5|h6', 'a', 'button', 'label', 'time', 'address', 'dialog',
  'details|summary', 'menu', 'p', 'dl|dt|dd', 'ul|ol', 'strong|b|em|i',
];
const BIT_OF_TAG = bitsByName(ELEMENTS);

const SEMANTIC_BITS = pageField('semantic elements above each block', (page) =>
  inheritedBits(page, (element: DomElement) => BIT_OF_TAG.get(element.tagName) ?? 0));

export const SEMANTIC_ELEMENTS: FeatureGroup = {
  name: 'semantic_elements',
  rows: 'block',
  names: ELEMENTS.map((entry) => `in_${entry.replace(/\|/g, '_')}`),
  compute(page, { out, stride, offset }) {
    writeBits(page.get(SEMANTIC_BITS), ELEMENTS.length, out, stride, offset);
  },
};
