// The text blocks of a page counted while it is parsed, so that a page over the block limit is refused before it
// is parsed whole: a 12 MB page of 3 million one-word paragraphs took 75 s and 4 GB before its CDOM counted the
// blocks (page-limits.ts). A block is a CDOM leaf, and every text node under <body> that is not blank and not
// inside a skipped element (tag-sets.ts SKIP_TAGS, and <template>, whose content the CDOM does not read) becomes
// one (cdom.ts); parse5 builds no other text nodes under <body>. So the count here never passes the page's blocks:
// a text node is counted once, when a piece of text that is not blank goes into it (text around a non-blank piece
// keeps it non-blank), and only outside skipped elements. The exact count after the CDOM is built stays the rule
// (a <noscript> unwrapped later adds blocks); this one only refuses earlier. A page read with its shadow roots
// (shadow-roots.ts) has the text of each host's first declarative shadow root counted too, which it shows; there the
// count may pass the blocks by text that is no block of its own (a host's children that no slot shows, an assigned
// slot's fallback, the text after a slot that shows nothing, which runs on from the text before it).
import { checkBlockCount } from './page-limits';
import { isBlankText } from './java-text';
import { canHostShadowRoot, declaresShadowRoot } from './shadow-hosts';
import { SKIP_TAGS } from './tag-sets';
import type { DomElement } from './types';

const isSkipped = (tagName: string): boolean => tagName === 'template' || SKIP_TAGS.has(tagName.toLowerCase());

export class BlockCount {
  private blocks = 0;
  /** Open elements that are skipped (parse5 may report an open element twice, which only counts fewer blocks). */
  private skippedOpen = 0;
  /** Whether the text node last written to is counted. */
  private lastCounted = false;
  /** The shadow roots whose text is counted, and their hosts (a host's second declarative shadow root stays inert). */
  private readonly shadowRoots = new WeakSet<DomElement>();
  private readonly shadowHosts = new WeakSet<DomElement>();

  /** `withShadowRoots`: the page is read with its declarative shadow roots shown. */
  constructor(
    private readonly maxBlocks = Infinity,
    private readonly withShadowRoots = false,
  ) {}

  onOpen(element: DomElement): void {
    if (this.withShadowRoots && this.isShownShadowRoot(element)) return;
    if (isSkipped(element.tagName)) this.skippedOpen++;
  }

  onClose(element: DomElement): void {
    if (this.withShadowRoots && this.shadowRoots.has(element)) return;
    if (isSkipped(element.tagName) && this.skippedOpen > 0) this.skippedOpen--;
  }

  /** Whether the element is a shadow root whose tree is shown: its host's first declarative shadow root. */
  private isShownShadowRoot(element: DomElement): boolean {
    if (this.shadowRoots.has(element)) return true;
    if (!declaresShadowRoot(element)) return false;
    // parse5 attaches an element to its parent before it opens it.
    const host = element.parentNode as DomElement | null;
    if (host === null || !canHostShadowRoot(host) || this.shadowHosts.has(host)) return false;
    this.shadowHosts.add(host);
    this.shadowRoots.add(element);
    return true;
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
