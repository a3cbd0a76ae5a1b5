// A cap on how deep the parser nests, so that no page makes parse5's work grow faster than the page (issue 16).
//
// parse5 keeps its open elements, its list of active formatting elements and its template insertion modes in
// arrays that it front-inserts into (`unshift`) or searches whole at each tag: 40,000 unclosed <template>s took
// ≈ 5 s, 200,000 took 40 s; 1,000,000 nested <div>s took 11–17 s on a loaded machine, and code that walks the
// tree recursively (jsdom for Readability.js, parse5's serializer) overflows the stack on them. Browsers cap the
// nesting too: Blink attaches no node deeper than 512 (kMaximumHTMLParserDOMTreeDepth in
// third_party/blink/renderer/core/html/parser/html_construction_site.cc). Here, with 512 elements open, a start
// tag that would open one more is dropped: its text goes into the deepest open element instead, and the parser
// state stays that of a page without the tag. Real pages open at most 55 (WCXB 0491; CleanEval at most 45).
//
// Reconstructing the active formatting elements (HTML §13.2.4.3) opens again every formatting element that a
// block closed, once per block: in `<p><b id=1>x<p><b id=2>x…` each <p> re-opens all the <b>s before it, so
// 4,000 such paragraphs (56 KB) took 21 s. Here a page re-opens at most one element per start tag it has had so
// far, plus 512, and never past the depth cap; an entry it does not re-open leaves the list (as the Noah's Ark
// clause, HTML §13.2.4.3, removes entries). Real pages re-open at most one per two start tags (CleanEval 298).
import { html, type DefaultTreeAdapterMap, type Parser, type Token } from 'parse5';

/** Most elements open at once (Blink's kMaximumHTMLParserDOMTreeDepth, see above). */
export const MAX_OPEN_ELEMENTS = 512;

/** Elements without content (HTML §13.1.2 void elements, and <image>, which becomes <img>): they never stay open. */
const VOID_TAG_IDS: ReadonlySet<html.TAG_ID> = new Set([
  html.TAG_ID.AREA, html.TAG_ID.BASE, html.TAG_ID.BASEFONT, html.TAG_ID.BGSOUND, html.TAG_ID.BR, html.TAG_ID.COL,
  html.TAG_ID.EMBED, html.TAG_ID.FRAME, html.TAG_ID.HR, html.TAG_ID.IMAGE, html.TAG_ID.IMG, html.TAG_ID.INPUT,
  html.TAG_ID.KEYGEN, html.TAG_ID.LINK, html.TAG_ID.META, html.TAG_ID.PARAM, html.TAG_ID.SOURCE, html.TAG_ID.TRACK,
  html.TAG_ID.WBR,
]);

/** Counts a parser's start tags and re-opened formatting elements, and applies the caps above to them. */
export class NestingCap {
  private startTags = 0;
  private reopened = 0;
  /** Start tags dropped at the depth cap (0 on real pages). */
  dropped = 0;

  /** Counts a start tag; true when it is to be dropped: it would open an element past the cap. */
  dropsStartTag(parser: Parser<DefaultTreeAdapterMap>, token: Token.TagToken): boolean {
    this.startTags++;
    if (parser.openElements.stackTop + 1 < MAX_OPEN_ELEMENTS || token.selfClosing || VOID_TAG_IDS.has(token.tagID)) return false;
    this.dropped++;
    return true;
  }

  /** parse5's `_reconstructActiveFormattingElements` (HTML §13.2.4.3), within the bounds above. */
  reconstructActiveFormattingElements(parser: Parser<DefaultTreeAdapterMap>): void {
    const { entries } = parser.activeFormattingElements;
    if (entries.length === 0) return;
    const open = entries.findIndex((entry) => !('element' in entry) || parser.openElements.contains(entry.element));
    for (let i = (open < 0 ? entries.length : open) - 1; i >= 0; i--) {
      // The search stopped at the first marker, so the entries before it are elements.
      const entry = entries[i] as Extract<(typeof entries)[number], { element: unknown }>;
      if (this.reopened >= this.startTags + MAX_OPEN_ELEMENTS || parser.openElements.stackTop + 1 >= MAX_OPEN_ELEMENTS) {
        entries.splice(0, i + 1);
        return;
      }
      this.reopened++;
      parser._insertElement(entry.token, parser.treeAdapter.getNamespaceURI(entry.element));
      entry.element = parser.openElements.current as DefaultTreeAdapterMap['element'];
    }
  }
}
