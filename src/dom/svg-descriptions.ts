// An SVG's description (<desc>) and metadata (<metadata>) are for tools and screen readers: a browser never draws
// them. Icon sprites put one in every symbol ("An icon we use to indicate a rightwards action."), so a page's
// hidden sprite sheet would otherwise read as a paragraph of text (10 of WCXB's 1,341 pages hold such text). An
// SVG's <title>, a tooltip, is skipped as every <title> is (tag-sets.ts).
import type { DomElement } from './types';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const UNDRAWN_SVG_TAGS: ReadonlySet<string> = new Set(['desc', 'metadata']);

export function isSvgDescription(el: DomElement): boolean {
  return el.namespaceURI === SVG_NAMESPACE && UNDRAWN_SVG_TAGS.has(el.tagName);
}
