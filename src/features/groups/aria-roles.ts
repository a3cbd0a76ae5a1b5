// Modern pages: ARIA landmarks and roles of the elements above a block, and whether one of them is labelled
// (docs/methods/modern-pages.md §3.2). role="navigation" or "contentinfo" says what a <div> is where its tag does not.
import { attribute } from '../../dom/attributes';
import { pageField } from '../../dom/page';
import type { DomElement } from '../../dom/types';
import { bitsByName, inheritedBits, writeBits } from '../dom-ancestors';
import type { FeatureGroup } from '../group';

/** One column per entry: 1 when an element above the block has one of the entry's roles. */
const ROLES = [
  'main', 'article', 'navigation', 'banner', 'contentinfo', 'complementary', 'search', 'dialog|alertdialog',
  'alert|status|log', 'menu|menubar|menuitem', 'tablist|tab|tabpanel', 'button', 'link', 'list|listitem', 'region',
  'heading', 'presentation|none', 'toolbar|tooltip', 'feed', 'comment',
];
const BIT_OF_ROLE = bitsByName(ROLES);
/** The column after the roles: an element above the block carries an aria-label. */
const LABELLED_BIT = 1 << ROLES.length;

function ownBits(element: DomElement): number {
  let bits = attribute(element, 'aria-label') === undefined ? 0 : LABELLED_BIT;
  const role = attribute(element, 'role');
  if (role !== undefined) for (const token of role.toLowerCase().split(/\s+/)) bits |= BIT_OF_ROLE.get(token) ?? 0;
  return bits;
}

const ROLE_BITS = pageField('ARIA roles above each block', (page) => inheritedBits(page, ownBits));

export const ARIA_ROLES: FeatureGroup = {
  name: 'aria_roles',
  rows: 'block',
  names: [...ROLES.map((entry) => `role_${entry.replace(/\|/g, '_')}`), 'aria_labelled'],
  compute(page, { out, stride, offset }) {
    writeBits(page.get(ROLE_BITS), ROLES.length + 1, out, stride, offset);
  },
};
