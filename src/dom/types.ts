// The shapes every layer shares: a parsed page, its Collapsed DOM (docs/methods/web2text.md §2) and its blocks (CDOM
// leaves).
import type { DefaultTreeAdapterMap } from 'parse5';

export type DomNode = DefaultTreeAdapterMap['node'];
export type DomElement = DefaultTreeAdapterMap['element'];
/** A parse5 text node with its span in Page.source (UTF-16 offsets; set by reference-parser.ts). */
export type DomText = DefaultTreeAdapterMap['textNode'] & { sourceStart: number; sourceEnd: number };
export type DomDocument = DefaultTreeAdapterMap['document'];
export type DomParent = DefaultTreeAdapterMap['parentNode'];

/** Node statistics of §3 (leaf: §3a, collapsed chain: §3b, internal node: §3c). */
export interface NodeProps {
  nCharacters: number;
  nWords: number;
  totalWordLength: number;
  nSentences: number;
  nPunctuation: number;
  nDigits: number;
  nStopwords: number;
  nCapitalized: number;
  nCharsInLink: number;
  endsWithPunctuation: boolean;
  endsWithQuestionMark: boolean;
  containsCopyright: boolean;
  containsEmail: boolean;
  containsUrl: boolean;
  containsYear: boolean;
  containsForm: boolean;
  /** UTF-16 offsets into Page.source. */
  start: number;
  end: number;
  blockBreakBefore: boolean;
  blockBreakAfter: boolean;
}

/**
 * What lies in the page between a text and the text before it (dom/word-seams.ts): 'space' where a browser shows a
 * gap (white space, an image, a form control, an icon), 'apart' where an element that pages set apart by style
 * begins or ends (a link, a span, a cell, a button), 'inline' where only text formatting does (<b>, <sup>, <code>)
 * or nothing.
 */
export type TextGap = 'inline' | 'apart' | 'space';

/** A Collapsed-DOM node: one DOM node plus its collapsed single-child chain (§2). */
export interface CdomNode {
  /** Tag chain, outermost first, e.g. ['li', 'a', '#text']. */
  tags: string[];
  /** Class names per tag of the chain. */
  classNames: string[][];
  /** Normalised text (leaves only; '' for internal nodes). */
  text: string;
  props: NodeProps;
  children: CdomNode[];
  parent: CdomNode | null;
  /** Number of CDOM ancestors (0 for the root). */
  depth: number;
  /** Outermost DOM node of the chain (for a leaf without elements: its text node). */
  dom: DomNode;
  /** Leaves: the DOM text node at the bottom of the chain; internal nodes: null. */
  textNode: DomText | null;
  /** Leaves: what lies between this text and the kept text before it; internal nodes: 'apart'. */
  gapBefore: TextGap;
}

/** A text block = a CDOM leaf, in document order. */
export interface Block {
  index: number;
  /** Normalised text (entities decoded, [ \t\n\f\r]+ → ' '), not trimmed (§1). */
  text: string;
  start: number;
  end: number;
  tags: string[];
  classNames: string[][];
  blockBreakBefore: boolean;
  blockBreakAfter: boolean;
  node: CdomNode;
  /** The DOM text node this block was built from (heuristics map DOM selections to blocks through it). */
  textNode: DomText;
  /** What lies between this block's text and the previous block's in the page. */
  gapBefore: TextGap;
}

export interface Page {
  /** Decoded page source; all offsets are UTF-16 positions in it. */
  source: string;
  document: DomDocument;
  /** CDOM root (built from <body>); null when the body keeps nothing. */
  root: CdomNode | null;
  blocks: Block[];
  /**
   * Words of every script: letters of any alphabet (Cyrillic, Greek, Arabic, accented Latin …) make words, and each
   * character of a script written without spaces (Chinese, Japanese, Thai…) is one (word-characters.ts); false for
   * CleanEval pages, whose words are the reference's ASCII runs.
   */
  unicodeWords: boolean;
  /**
   * The text output is laid out as a browser shows it (text.ts `asShown`); false for CleanEval pages, whose text
   * output is the reference's CleanTextOutput.
   */
  textAsShown: boolean;
  /** This page's value of a derived field, computed on first use and kept with the page (see PageField). */
  get<T>(field: PageField<T>): T;
}

/**
 * A per-page analysis that several users share (the flattened body tree, block anchors, the feature context …):
 * defined once as a module constant, computed for a page on its first `page.get(field)` and kept with that page,
 * so it lives and dies with the page instead of in a module-level cache.
 */
export interface PageField<T> {
  /** What the field holds, for readers and debugging. */
  readonly name: string;
  compute(page: Page): T;
}
