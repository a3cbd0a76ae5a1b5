// parse5's HTML5 tree builder, nudged toward the tree the reference's jsoup 1.8 builds (spec §1–2), so that the
// blocks match the reference's segmentation (scripts/reference-blocks.ts measures it):
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
import {
  Parser,
  defaultTreeAdapter,
  type DefaultTreeAdapterMap,
  type ParserOptions,
  Token,
  type TreeAdapter,
} from 'parse5';
import { speedUpScopeChecks } from './deep-nesting';
import type { DomParent } from './types';

/** parse5's InsertionMode.IN_HEAD; the modes before it (initial, before html/head) also end up in <head>. */
const IN_HEAD_MODE = 3;

interface TokenBoundary {
  /** A non-character token was seen since the last text insertion. */
  pending: boolean;
}

function isTextNode(node: DefaultTreeAdapterMap['node'] | undefined): node is DefaultTreeAdapterMap['textNode'] {
  return node !== undefined && node.nodeName === '#text';
}

/**
 * Tree adapter: text continues the previous text node only within one run of character tokens; locations are
 * copied once per node and then updated in place (parse5's default copies the whole object per token).
 */
function referenceTreeAdapter(boundary: TokenBoundary): TreeAdapter<DefaultTreeAdapterMap> {
  const appendOrExtend = (parent: DomParent, text: string, previous: DefaultTreeAdapterMap['node'] | undefined) => {
    const extend = isTextNode(previous) && !boundary.pending;
    boundary.pending = false;
    if (extend) previous.value += text;
    return extend;
  };
  return {
    ...defaultTreeAdapter,
    insertText(parent, text) {
      if (!appendOrExtend(parent, text, parent.childNodes[parent.childNodes.length - 1])) {
        defaultTreeAdapter.appendChild(parent, defaultTreeAdapter.createTextNode(text));
      }
    },
    insertTextBefore(parent, text, reference) {
      if (!appendOrExtend(parent, text, parent.childNodes[parent.childNodes.indexOf(reference) - 1])) {
        defaultTreeAdapter.insertBefore(parent, defaultTreeAdapter.createTextNode(text), reference);
      }
    },
    setNodeSourceCodeLocation(node, location) {
      node.sourceCodeLocation = location ? { ...location } : location;
    },
    updateNodeSourceCodeLocation(node, end) {
      // parse5 only updates nodes that already have a location, with the end fields (and an element's endTag).
      const loc = node.sourceCodeLocation;
      if (!loc) return;
      if (end.endOffset !== undefined) loc.endOffset = end.endOffset;
      if (end.endLine !== undefined) loc.endLine = end.endLine;
      if (end.endCol !== undefined) loc.endCol = end.endCol;
      if (end.endTag !== undefined) (loc as Token.ElementLocation).endTag = end.endTag;
    },
  };
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

export class ReferenceParser extends Parser<DefaultTreeAdapterMap> {
  private readonly boundary: TokenBoundary;

  constructor(options?: ParserOptions<DefaultTreeAdapterMap>) {
    const boundary: TokenBoundary = { pending: false };
    super({ ...options, scriptingEnabled: false, treeAdapter: referenceTreeAdapter(boundary) });
    this.boundary = boundary;
    speedUpScopeChecks(this.openElements);
  }

  override onStartTag(token: Token.TagToken): void {
    this.boundary.pending = true;
    if (token.tagName === 'noscript') this.options.scriptingEnabled = this.insertionMode <= IN_HEAD_MODE;
    super.onStartTag(token);
    if (token.tagName === 'pre' || token.tagName === 'listing') this.skipNextNewLine = false;
    // parse5 acknowledges the '/' of void and foreign elements itself; close the others at once.
    if (token.selfClosing && !token.ackSelfClosing) this.onEndTag(endTagFor(token));
  }

  override onEndTag(token: Token.TagToken): void {
    this.boundary.pending = true;
    super.onEndTag(token);
  }

  override onComment(token: Token.CommentToken): void {
    this.boundary.pending = true;
    super.onComment(token);
  }

  override onDoctype(token: Token.DoctypeToken): void {
    this.boundary.pending = true;
    super.onDoctype(token);
  }
}
