// Pages whose <title> (or <textarea>) is never closed: its content is text up to its own end tag (HTML §13.2.5.2,
// RCDATA), so without one every later byte of the page becomes the title, and the body is empty — in a browser too.
// Pages cut or spliced in their head by a crawler hold such a title (8 of L3S-GN1's 621 pages: `<title>Gale to drive
// Nation'?' + OAS_query + …` and the whole page after it), and their annotators saw the page: the browsers of the
// time and parsers of the older rules (libxml2's) end the element at the next tag. So does loadPage, only where the
// body holds no text and the swallowed text holds markup.
import { elementsInOrder, isText } from './parse';
import type { DomDocument } from './types';

/** Elements whose content is read as text up to their own end tag (RCDATA). */
const RCDATA_TAGS: ReadonlySet<string> = new Set(['title', 'textarea']);

/** A tag in text: '<' then a letter, '/' or '!' (a start or end tag, a comment, a doctype). */
const TAG = /<[a-zA-Z/!]/g;

/**
 * The page source with its first RCDATA element that runs to the end of the page closed before the first tag of
 * its text, or undefined when there is none, or its text holds no tag.
 */
export function closeSwallowingElement(source: string, document: DomDocument): string | undefined {
  for (const element of elementsInOrder(document)) {
    if (!RCDATA_TAGS.has(element.tagName)) continue;
    const texts = element.childNodes.filter(isText);
    if (texts.length === 0 || texts[texts.length - 1].sourceEnd !== source.length) continue;
    TAG.lastIndex = texts[0].sourceStart;
    const tag = TAG.exec(source);
    if (tag !== null) return `${source.slice(0, tag.index)}</${element.tagName}>${source.slice(tag.index)}`;
  }
  return undefined;
}
