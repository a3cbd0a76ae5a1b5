// The short lines of text around a page's headline: where pages print the byline and the date when their
// metadata names neither ("By Jerry Chu", "Dec 17, 2025" just under the <h1>, or a date above it).
import { isElement } from '../dom/parse';
import { forEachLine, normalizeWhitespace } from '../dom/text';
import type { Block, DomElement, DomNode, DomText, Page } from '../dom/types';
import { firstKeyWord, hasAtMostWords, wordKey } from './words';

/** Blocks read before and after the headline's first block. */
const BLOCKS_BEFORE = 5;
const BLOCKS_AFTER = 25;
/** A longer line is prose, whose dates and "by"s are about something else. */
const MAX_LINE_WORDS = 12;

function isInside(node: DomText, element: DomElement): boolean {
  let parent: DomNode | null = node.parentNode;
  while (parent !== null && isElement(parent)) {
    if (parent === element) return true;
    parent = parent.parentNode;
  }
  return false;
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
  const first = page.blocks.findIndex((block) => isInside(block.textNode, headline));
  if (first < 0) return [];
  return shortLines(page.blocks.slice(Math.max(0, first - BLOCKS_BEFORE), first + BLOCKS_AFTER));
}

/** The short lines of the whole page, in document order: where a byline set apart from the headline is. */
export function shortPageLines(page: Page): string[] {
  return shortLines(page.blocks).map((line) => line.text);
}

function shortLines(blocks: readonly Block[]): PageLine[] {
  const lines: PageLine[] = [];
  forEachLine(blocks, (start, end) => {
    let joined = '';
    for (let i = start; i < end; i++) joined += blocks[i].text;
    if (!hasAtMostWords(joined, MAX_LINE_WORDS)) return;
    const text = normalizeWhitespace(joined);
    if (text !== '') lines.push({ text, blocks: blocks.slice(start, end) });
  });
  return lines;
}
