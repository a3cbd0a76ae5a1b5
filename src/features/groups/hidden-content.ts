// Modern pages: content a browser does not show (docs/methods/modern-pages.md §3.3; CETD's paper removes
// hidden elements before measuring density). parse5 has no CSS cascade, so only what the markup itself says is
// seen; hiding classes ("hidden", "sr-only") reach the net through the class tokens group.
import { styleProperty } from '../../dom/attributes';
import { pageField } from '../../dom/page';
import type { DomElement } from '../../dom/types';
import { inheritedBits, writeBits } from '../dom-ancestors';
import type { FeatureGroup } from '../group';

const NAMES = ['hidden_attribute', 'aria_hidden', 'display_none', 'visibility_hidden', 'collapsed', 'closed_details', 'closed_dialog'];
const [HIDDEN, ARIA_HIDDEN, DISPLAY_NONE, VISIBILITY_HIDDEN, COLLAPSED, CLOSED_DETAILS, CLOSED_DIALOG] = NAMES.map((_, i) => 1 << i);

/** What the element's own markup hides: one pass over its attributes. */
function ownBits(element: DomElement): number {
  let bits = 0;
  let open = false;
  for (const { name, value } of element.attrs) {
    // A popover element is not rendered until opened (by a script or a button), as the hidden attribute hides.
    if (name === 'hidden' || name === 'popover') bits |= HIDDEN;
    else if (name === 'aria-hidden' && value === 'true') bits |= ARIA_HIDDEN;
    else if (name === 'aria-expanded' && value === 'false') bits |= COLLAPSED;
    else if (name === 'open') open = true;
    else if (name === 'style') {
      if (styleProperty(value, 'display') === 'none') bits |= DISPLAY_NONE;
      if (styleProperty(value, 'visibility') === 'hidden') bits |= VISIBILITY_HIDDEN;
    }
  }
  // A <details> shows its <summary> only, a <dialog> nothing, unless open.
  if (!open && element.tagName === 'details') bits |= CLOSED_DETAILS;
  if (!open && element.tagName === 'dialog') bits |= CLOSED_DIALOG;
  return bits;
}

const HIDDEN_BITS = pageField('hiding elements above each block', (page) => inheritedBits(page, ownBits));

export const HIDDEN_CONTENT: FeatureGroup = {
  name: 'hidden_content',
  rows: 'block',
  names: NAMES,
  compute(page, { out, stride, offset }) {
    writeBits(page.get(HIDDEN_BITS), NAMES.length, out, stride, offset);
  },
};
