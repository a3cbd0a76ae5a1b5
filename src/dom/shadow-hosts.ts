// Which elements declare a shadow root and which may host one (the DOM standard's "valid shadow host name"): read
// when the shadow trees are shown (shadow-roots.ts) and when the blocks are counted during the parse (block-count.ts).
import { attribute } from './attributes';
import type { DomElement } from './types';

/** Elements that may host a shadow root besides custom elements (the DOM standard's "valid shadow host name"). */
const SHADOW_HOST_TAGS: ReadonlySet<string> = new Set([
  'article', 'aside', 'blockquote', 'body', 'div', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'main', 'nav', 'p', 'section', 'span',
]);

/** Names of the form of a custom element's that HTML reserves for SVG and MathML elements. */
const RESERVED_CUSTOM_NAMES: ReadonlySet<string> = new Set([
  'annotation-xml', 'color-profile', 'font-face', 'font-face-src', 'font-face-uri', 'font-face-format', 'font-face-name', 'missing-glyph',
]);

export const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Whether the element is a <template> with a valid shadowrootmode: a shadow root when it is its host's first. */
export function declaresShadowRoot(element: DomElement): boolean {
  if (element.tagName !== 'template' || element.namespaceURI !== HTML_NAMESPACE) return false;
  const mode = attribute(element, 'shadowrootmode')?.toLowerCase();
  return mode === 'open' || mode === 'closed';
}

/** Whether the element may host a shadow root: an HTML element of a valid shadow host name. */
export function canHostShadowRoot(element: DomElement): boolean {
  const { tagName } = element;
  return element.namespaceURI === HTML_NAMESPACE && (SHADOW_HOST_TAGS.has(tagName) || (/^[a-z][^A-Z]*-/.test(tagName) && !RESERVED_CUSTOM_NAMES.has(tagName)));
}
