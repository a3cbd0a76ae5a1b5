// Frameset pages: their text is in the documents of their frames, and a browser without frames shows their
// <noframes> content instead. HTML parsing keeps that content as raw text of a page without <body>, so such a page
// had no blocks. Where a frameset page has <noframes> content, loadPage reads the page as a browser without
// frames shows it, the head, then the <noframes> content as the body, where that content holds as many words as a
// <noscript> must to be read (noscript.ts): fewer are a notice ("this site needs frames"), not the page.
import { elementsInOrder, isText } from './parse';
import type { DomDocument } from './types';

/** The start of the <frameset> element in the source. */
const FRAMESET_START = /<frameset[\s>/]/i;

/** The page source with its <noframes> content as its body (the source up to the <frameset>, then that content), or undefined when it has none. */
export function noframesPage(source: string, document: DomDocument): string | undefined {
  const content: string[] = [];
  for (const element of elementsInOrder(document)) {
    if (element.tagName === 'noframes') for (const child of element.childNodes) if (isText(child)) content.push(child.value);
  }
  const frameset = FRAMESET_START.exec(source);
  if (content.length === 0 || frameset === null) return undefined;
  return `${source.slice(0, frameset.index)}<body>${content.join('\n')}</body></html>`;
}
