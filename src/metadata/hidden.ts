// Elements a reader does not see, as far as the markup itself tells (parse5 has no CSS cascade): a page's
// screen-reader-only or hidden <h1> is not its visible headline.
import { attribute, styleProperty } from '../dom/attributes';
import type { DomElement } from '../dom/types';

/** Class names the common CSS frameworks give to text meant for screen readers only. */
const SCREEN_READER_ONLY = /(^|\s)(sr-only|visually-hidden|visuallyhidden|screen-reader-text|hidden|d-none|is-hidden)(\s|$)/i;

export function isHiddenElement(element: DomElement): boolean {
  if (element.attrs.length === 0) return false;
  if (attribute(element, 'hidden') !== undefined || attribute(element, 'aria-hidden') === 'true') return true;
  const style = attribute(element, 'style');
  if (style !== undefined && (styleProperty(style, 'display') === 'none' || styleProperty(style, 'visibility') === 'hidden')) return true;
  return SCREEN_READER_ONLY.test(attribute(element, 'class') ?? '');
}
