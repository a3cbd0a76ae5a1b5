// The short lines of text around a page's headline: where pages print the byline and the date when their
// metadata names neither ("By Jerry Chu", "Dec 17, 2025" just under the <h1>, or a date above it).
import { isElement, isText } from '../dom/parse';
import { forEachLine, normalizeWhitespace } from '../dom/text';
import type { Block, DomElement, DomNode, DomText, Page } from '../dom/types';
import { firstKeyWord, hasAtMostWords, wordKey } from './words';

/** Blocks read before and after the headline's first block. */
const BLOCKS_BEFORE = 5;
const BLOCKS_AFTER = 25;
/** A longer line is prose, whose dates and "by"s are about something else. */
const MAX_LINE_WORDS = 12;

/** The text nodes inside an element (read once, rather than the ancestors of every block of the page). */
function textNodesIn(element: DomElement): Set<DomText> {
  const texts = new Set<DomText>();
  const stack: DomNode[] = [element];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isText(node)) texts.add(node);
    else if (isElement(node)) for (const child of node.childNodes) stack.push(child);
  }
  return texts;
}

/**
 * The element of the page's first block that reads as `title` (a headline set in an <h2> or a <div> on a page
 * without an <h1>).
 */
export function titleElement(page: Page, title: string): DomElement | undefined {
  const key = wordKey(title);
  if (key === '') return undefined;
  // A block's first word is read before its whole key: most blocks differ there.
  const first = firstKeyWord(title);
  const parent = page.blocks.find((block) => firstKeyWord(block.text) === first && wordKey(block.text) === key)?.textNode.parentNode;
  return parent !== null && parent !== undefined && isElement(parent) ? parent : undefined;
}

/** A line of the page: its blocks up to a block break, and their text. */
export interface PageLine {
  text: string;
  blocks: readonly Block[];
}

/** Lines (blocks joined up to each block break) near `headline`, in document order; none without a headline. */
export function linesNearHeadline(page: Page, headline: DomElement | undefined): PageLine[] {
  if (headline === undefined) return [];
  const inHeadline = textNodesIn(headline);
  const first = page.blocks.findIndex((block) => inHeadline.has(block.textNode));
  if (first < 0) return [];
  const near = page.blocks.slice(Math.max(0, first - BLOCKS_BEFORE), first + BLOCKS_AFTER);
  const lines: PageLine[] = [];
  forEachShortLine(near, (text, start, end) => lines.push({ text, blocks: near.slice(start, end) }));
  return lines;
}

/** The short lines of the whole page, in document order: where a byline set apart from the headline is. */
export function shortPageLines(page: Page): string[] {
  const lines: string[] = [];
  forEachShortLine(page.blocks, (text) => lines.push(text));
  return lines;
}

/**
 * Visits the short lines of `blocks` with their text and the range of their blocks. The lines end where the
 * reference's text output ends them (at bbA only), which reads WCXB's bylines and dates better than the lines as a
 * browser shows them (docs/experiments.md, "Pages as a user meets them").
 */
function forEachShortLine(blocks: readonly Block[], visit: (text: string, start: number, end: number) => void): void {
  forEachLine(blocks, false, (start, end) => {
    let joined = '';
    for (let i = start; i < end; i++) joined += blocks[i].text;
    if (!hasAtMostWords(joined, MAX_LINE_WORDS)) return;
    const text = normalizeWhitespace(joined);
    if (text !== '') visit(text, start, end);
  });
}
