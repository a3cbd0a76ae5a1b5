// The text blocks of a page counted while it is parsed, so that a page over the block limit is refused before it
// is parsed whole: a 12 MB page of 3 million one-word paragraphs took 75 s and 4 GB before its CDOM counted the
// blocks (page-limits.ts). A block is a CDOM leaf, and every text node under <body> that is not blank and not
// inside a skipped element (tag-sets.ts SKIP_TAGS, and <template>, whose content the CDOM does not read) becomes
// one (cdom.ts); parse5 builds no other text nodes under <body>. So the count here never passes the page's blocks:
// a text node is counted once, when a piece of text that is not blank goes into it (text around a non-blank piece
// keeps it non-blank), and only outside skipped elements. The exact count after the CDOM is built stays the rule
// (a <noscript> unwrapped later adds blocks); this one only refuses earlier.
import { checkBlockCount } from './page-limits';
import { isBlankText } from './java-text';
import { SKIP_TAGS } from './tag-sets';

const isSkipped = (tagName: string): boolean => tagName === 'template' || SKIP_TAGS.has(tagName.toLowerCase());

export class BlockCount {
  private blocks = 0;
  /** Open elements that are skipped (parse5 may report an open element twice, which only counts fewer blocks). */
  private skippedOpen = 0;
  /** Whether the text node last written to is counted. */
  private lastCounted = false;

  constructor(private readonly maxBlocks = Infinity) {}

  onOpen(tagName: string): void {
    if (isSkipped(tagName)) this.skippedOpen++;
  }

  onClose(tagName: string): void {
    if (isSkipped(tagName) && this.skippedOpen > 0) this.skippedOpen--;
  }

  /** A piece of text inserted, in a new text node or `extending` the last one. */
  onText(text: string, extending: boolean): void {
    if (!extending) this.lastCounted = false;
    if (this.lastCounted || this.skippedOpen > 0 || isBlankText(text)) return;
    this.lastCounted = true;
    this.blocks++;
    if (this.blocks > this.maxBlocks) checkBlockCount(this.blocks, { maxBlocks: this.maxBlocks });
  }
}
