// parse5's HTML5 tree builder, nudged toward the tree the reference's jsoup 1.8 builds (docs/methods/web2text.md §1–2),
// so that the blocks match the reference's segmentation (scripts/reference-blocks.ts measures it):
//  1. jsoup creates a new text node for every character token, so text on both sides of an ignored tag (a stray
//     `</a>`, `</font>`) is two nodes; parse5 appends to the previous text node. Here a text node is continued
//     only when no tag, comment or doctype token came in between.
//  2. jsoup runs no scripts: <noscript> in <body> holds parsed elements (as parse5 with scripting disabled),
//     while inside <head> jsoup turns the noscript's non-head tokens into text (as parse5 with scripting enabled).
//  3. jsoup honours the self-closing syntax on any element: `<a name="x"/>`, `<select/>` or `<script/>` is
//     an empty element (its raw-text content, if any, becomes text of the parent); parse5 ignores the `/` on
//     non-void elements. Here such a start tag is followed by a matching end tag, as jsoup does.
//  4. jsoup 1.8 keeps the newline right after <pre>/<listing> ("todo: ignore LF if next token" in its tree
//     builder); parse5 drops it, which would move such a block's start by one character.
//  5. Fast "in scope" checks for deeply nested pages (deep-nesting.ts).
//  6. Text nodes get their source span (sourceStart/sourceEnd) without parse5's location tracking, which builds
//     a line/column location object per token, attribute, element and end tag and costs ≈ 0.7× parse5's own
//     time (npm run bench:blocks). Only the tokenizer keeps locations, reduced to offsets (the same values as
//     parse5's startOffset/endOffset), and attributes get none.
//  7. The tokenizer takes runs of ordinary characters in one step, and in body text emits a whole run as one
//     character token (character-runs.ts): ≈ 0.6× parse5's own time instead of ≈ 1.2×.
//  8. Hostile pages stay linear and off the call stack (hostile-input.ts): a duplicate-attribute check by set
//     instead of parse5's scan of the tag's attributes so far, and end of file handled in a loop where parse5
//     recurses once per open <template> (thousands of unclosed templates overflowed the stack).
//  9. At most 512 elements open at once, as in Blink, and formatting elements re-opened within a budget
//     (nesting-cap.ts): parse5's work on deeply nested pages grew with the square of the depth.
// 10. A page over its block limit is refused while it is parsed (block-count.ts), not after it is parsed whole.
// 11. Text nodes and elements are made by constructors, not object literals (page-objects.ts), in a tree adapter
//     whose map is the same for every page (reference-tree-adapter.ts).
import { Parser, type DefaultTreeAdapterMap, type ParserOptions, Token, Tokenizer } from 'parse5';
import { BlockCount } from './block-count';
import { consumeCharacterRuns } from './character-runs';
import { speedUpScopeChecks } from './deep-nesting';
import { checkDuplicateAttributesBySet } from './hostile-input';
import { NestingCap } from './nesting-cap';
import { setOwnMethods } from './own-methods';
import { ReferenceTreeAdapter, type TextInsertion } from './reference-tree-adapter';

/**
 * parse5 InsertionMode values (IN_BODY, TEXT, IN_CAPTION, IN_CELL, IN_SELECT, IN_SELECT_IN_TABLE, IN_TEMPLATE)
 * in which a whitespace character token is processed as any other character token except for the framesetOk
 * flag, which a token holding any non-whitespace character clears anyway: there, text is one token per run.
 */
const MODES_WITH_PLAIN_WHITESPACE: ReadonlySet<number> = new Set([6, 7, 10, 14, 15, 16, 17]);

/** parse5's InsertionMode.IN_HEAD; the modes before it (initial, before html/head) also end up in <head>. */
const IN_HEAD_MODE = 3;

/** The tokenizer members used by trackTokenOffsets (parse5 7.x; protected in its typings). */
interface OffsetTokenizer {
  preprocessor: { offset: number };
  currentLocation: unknown;
  getCurrentLocation(offset: number): { startOffset: number; endOffset: number };
  _createAttr(attrNameFirstCh: string): void;
}

const parse5CreateAttr = (Tokenizer.prototype as unknown as OffsetTokenizer)._createAttr;

// The same two functions for every tokenizer, so that parse5's calls to them meet one target from page to page.
const OFFSET_METHODS: Partial<OffsetTokenizer> = {
  getCurrentLocation(this: OffsetTokenizer, offset: number) {
    return { startOffset: this.preprocessor.offset - offset, endOffset: -1 };
  },
  _createAttr(this: OffsetTokenizer, attrNameFirstCh: string) {
    parse5CreateAttr.call(this, attrNameFirstCh);
    // No attribute location: parse5 then skips its per-attribute location map.
    this.currentLocation = null;
  },
};

/**
 * Tokens get locations holding offsets only, computed where parse5 computes its own (so a character token spans
 * exactly what parse5's startOffset/endOffset would), while the parser's own location tracking stays off.
 */
function trackTokenOffsets(tokenizer: Tokenizer): void {
  const t = tokenizer as unknown as OffsetTokenizer;
  setOwnMethods(t, OFFSET_METHODS);
  t.currentLocation = t.getCurrentLocation(-1);
}

function endTagFor(start: Token.TagToken): Token.TagToken {
  return {
    type: Token.TokenType.END_TAG,
    tagName: start.tagName,
    tagID: start.tagID,
    selfClosing: false,
    ackSelfClosing: false,
    attrs: [],
    location: null,
  };
}

export interface ReferenceParserOptions extends ParserOptions<DefaultTreeAdapterMap> {
  /** Most text blocks the page may have: the parse stops with a PageLimitError once it has more (block-count.ts). */
  maxBlocks?: number;
  /** The page is read with its declarative shadow roots shown (shadow-roots.ts): their text counts as blocks. */
  shadowRoots?: boolean;
  /**
   * <noscript> in <body> as a browser that runs scripts reads it, as raw text, instead of as parsed elements (2.
   * above): for a page whose <noscript> swallows the rest of it (noscript.ts, `swallowsPage`).
   */
  noscriptAsText?: boolean;
}

export class ReferenceParser extends Parser<DefaultTreeAdapterMap> {
  private readonly insertion: TextInsertion;
  private readonly noscriptAsText: boolean;
  readonly nesting = new NestingCap();

  constructor(options?: ReferenceParserOptions) {
    const insertion: TextInsertion = { pending: false, start: -1, end: -1 };
    super({
      ...options,
      scriptingEnabled: false,
      sourceCodeLocationInfo: false,
      treeAdapter: new ReferenceTreeAdapter(insertion, new BlockCount(options?.maxBlocks, options?.shadowRoots)),
    });
    this.insertion = insertion;
    this.noscriptAsText = options?.noscriptAsText ?? false;
    trackTokenOffsets(this.tokenizer);
    consumeCharacterRuns(
      this.tokenizer,
      () => !this.skipNextNewLine && !this.tokenizer.inForeignNode && MODES_WITH_PLAIN_WHITESPACE.has(this.insertionMode),
    );
    speedUpScopeChecks(this.openElements);
    checkDuplicateAttributesBySet(this.tokenizer);
  }

  private inEof = false;
  private eofAgain = false;

  /**
   * parse5's end-of-file handlers end by calling onEof again (a tail call) after closing one <template> or raw
   * text element; here such a call is turned into one more turn of this loop, with the same effect.
   */
  override onEof(token: Token.EOFToken): void {
    if (this.inEof) {
      this.eofAgain = true;
      return;
    }
    this.inEof = true;
    try {
      do {
        this.eofAgain = false;
        super.onEof(token);
      } while (this.eofAgain);
    } finally {
      this.inEof = false;
    }
  }

  override _insertCharacters(token: Token.CharacterToken): void {
    const location = token.location as Token.Location;
    this.insertion.start = location.startOffset;
    this.insertion.end = location.endOffset;
    super._insertCharacters(token);
  }

  override onStartTag(token: Token.TagToken): void {
    this.insertion.pending = true;
    if (this.nesting.dropsStartTag(this, token)) return;
    if (token.tagName === 'noscript') this.options.scriptingEnabled = this.noscriptAsText || this.insertionMode <= IN_HEAD_MODE;
    super.onStartTag(token);
    if (token.tagName === 'pre' || token.tagName === 'listing') this.skipNextNewLine = false;
    // parse5 acknowledges the '/' of void and foreign elements itself; close the others at once.
    if (token.selfClosing && !token.ackSelfClosing) this.onEndTag(endTagFor(token));
  }

  override _reconstructActiveFormattingElements(): void {
    this.nesting.reconstructActiveFormattingElements(this);
  }

  override onEndTag(token: Token.TagToken): void {
    this.insertion.pending = true;
    super.onEndTag(token);
  }

  override onComment(token: Token.CommentToken): void {
    this.insertion.pending = true;
    super.onComment(token);
  }

  override onDoctype(token: Token.DoctypeToken): void {
    this.insertion.pending = true;
    super.onDoctype(token);
  }
}
