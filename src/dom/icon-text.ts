// Icon-font ligatures: <i class="material-icons">star</i> holds the icon's name as text, which its font draws as one
// glyph. A browser shows a star, not the word "star", so the element is no text and the Collapsed DOM skips it as it
// skips <img>. An element is such an icon when all its text is one ligature name (lower-case letters and digits,
// words joined by '_': star, chevron_right) and the page marks it as an icon: a class or tag name with "icon" in it
// (material-icons, google-material-icons, social-icon, mat-icon) or "material-symbols" (Material Symbols), or
// aria-hidden="true" on a name with '_' (hidden from screen readers, and no word). On WCXB's train and validation
// pages this finds 383 elements on 31 of 1,071 pages (276 of them Material icons or symbols), on L3S-GN1 none; a
// one-word lower-case text that is aria-hidden without '_' ("mins", "and") is often shown text and stays
// (docs/experiments.md).
import { isText } from './parse';
import type { DomElement } from './types';

/** A ligature name: lower-case ASCII words joined by '_' (Material's icon names are of this form). */
const LIGATURE_NAME = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
/** Longer than any icon name (Material's longest are about 30 characters). */
const MAX_NAME_LENGTH = 40;
/** A class or tag name that marks an icon. */
const ICON_NAME = /icon|material-symbols/i;

/** The element's text when all its children are text (comments aside) and it is a ligature name, else null. */
function ligatureName(el: DomElement): string | null {
  let text = '';
  for (const child of el.childNodes) {
    if (isText(child)) text += child.value;
    else if (child.nodeName !== '#comment') return null;
    if (text.length > MAX_NAME_LENGTH * 2) return null;
  }
  const name = text.trim();
  return name.length <= MAX_NAME_LENGTH && LIGATURE_NAME.test(name) ? name : null;
}

/** Whether the element is an icon-font glyph written as its ligature name (see above). */
export function isIconLigature(el: DomElement): boolean {
  const name = ligatureName(el);
  if (name === null) return false;
  if (ICON_NAME.test(el.tagName)) return true;
  let ariaHidden = false;
  for (const attr of el.attrs) {
    if (attr.name === 'class' && ICON_NAME.test(attr.value)) return true;
    if (attr.name === 'aria-hidden' && attr.value === 'true') ariaHidden = true;
  }
  return ariaHidden && name.includes('_');
}
