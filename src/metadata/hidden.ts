// Elements a reader does not see, as far as the markup itself tells (parse5 has no CSS cascade): a page's
// screen-reader-only or hidden <h1> is not its visible headline.
import { styleProperty } from '../dom/attributes';
import type { DomElement } from '../dom/types';

/** Class names the common CSS frameworks give to text meant for screen readers only. */
export const SCREEN_READER_ONLY = /(^|\s)(sr-only|visually-hidden|visuallyhidden|screen-reader-text|hidden|d-none|is-hidden)(\s|$)/i;
/** A style that may hide the element: only then are its declarations read. */
const HIDING_PROPERTY = /display|visibility/i;

/** Whether one attribute hides its element. */
export function isHidingAttribute(name: string, value: string): boolean {
  if (name === 'hidden' || (name === 'aria-hidden' && value === 'true')) return true;
  if (name === 'style') return HIDING_PROPERTY.test(value) && (styleProperty(value, 'display') === 'none' || styleProperty(value, 'visibility') === 'hidden');
  return name === 'class' && SCREEN_READER_ONLY.test(value);
}

/** Read in one pass over the attributes. */
export function isHiddenElement(element: DomElement): boolean {
  for (const { name, value } of element.attrs) if (isHidingAttribute(name, value)) return true;
  return false;
}
