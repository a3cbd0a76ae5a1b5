// What a page says about itself, gathered in one walk of its parse5 document: <html lang>, <title>, <meta> and
// <link> tags, JSON-LD scripts, and the visible elements that name a headline, an author or a date (<h1>,
// <time>, microdata itemprops, author/byline classes). metadata/*.ts choose from these.
import { attribute } from '../dom/attributes';
import { isElement, isText } from '../dom/parse';
import { BLOCK_TAGS } from '../dom/tag-sets';
import { normalizeWhitespace } from '../dom/text';
import type { DomDocument, DomElement, DomNode } from '../dom/types';
import { isHiddenElement, isHidingAttribute, SCREEN_READER_ONLY } from './hidden';

/** A visible element with its whitespace-collapsed text. */
export interface TextElement {
  element: DomElement;
  text: string;
}

export interface MetadataSources {
  /** The `lang` (or `xml:lang`) attribute of <html>, as written. */
  htmlLang?: string;
  /** The first <title>'s text. */
  title?: string;
  /** The first <base href>, as written. */
  baseHref?: string;
  /** <meta> contents by lower-cased `property`, `name`, `itemprop` or `http-equiv`, in document order. */
  meta: ReadonlyMap<string, readonly string[]>;
  /** <link> hrefs by lower-cased rel word (`canonical`, `author` …), in document order. */
  links: ReadonlyMap<string, readonly string[]>;
  /** The text of every `<script type="application/ld+json">`. */
  jsonLd: string[];
  /** The text of every other inline <script> (page data that frameworks embed as JSON or JavaScript). */
  scripts: string[];
  /** Visible <h1> elements, document order. */
  headings: TextElement[];
  /**
   * Other visible elements that may set a page's headline, document order, at most MAX_TITLED: <h2> and <h3>, and
   * elements whose class or id names a title or headline (pages without an <h1>, or whose <h1> is the site's logo).
   */
  titled: TitledElement[];
  /** Visible <time> elements. */
  times: TextElement[];
  /** Visible elements with a microdata `itemprop`, by lower-cased property name. */
  itemprops: ReadonlyMap<string, readonly TextElement[]>;
  /** Visible elements whose class, id or rel names an author or byline, and links to an author's page; not in a quote. */
  bylines: TextElement[];
  /** Visible elements other than <time> whose class or id names a date ("post_date", "single-post-date"). */
  dated: TextElement[];
  /** Visible links whose class says they are a poster's user name (forum software: "username", "bigusername"). */
  usernames: TextElement[];
}

/** An element that may set the page's headline (its text is read by headlineText when needed), and what marks it so. */
export interface TitledElement {
  element: DomElement;
  /** An <h2> or <h3>, else an element whose class or id names a title. */
  subheading: boolean;
}

/** Tags whose text is never shown. */
const TEXTLESS_TAGS = new Set(['script', 'style', 'template', 'noscript', 'svg', 'select', 'textarea']);
/**
 * A <time> set in a headline ("Dec 18 2025 Preparing a transition …") dates the post, a <button> in it is a control
 * ("Crate tokio Copy item path"): neither is part of its title; nor is a hidden tooltip in it.
 */
const HEADLINE_SKIPPED = new Set([...TEXTLESS_TAGS, 'time', 'button']);
const isTextless = (element: DomElement) => TEXTLESS_TAGS.has(element.tagName);
const isNotHeadlineText = (element: DomElement) => HEADLINE_SKIPPED.has(element.tagName) || isHiddenElement(element);
/** "author" or "byline" in a class, id or rel; not in "authorization" or "authority" (a form's id=authorization). */
const BYLINE_MARK = /author(?!i[stz])|byline|\bby-?line\b/i;
/** Classes of quotes set in a page (testimonials, pull quotes, pricing cards): their "author" is not the page's. */
const QUOTE_MARK = /testimonial|quote|pricing/i;
/**
 * A reader comment or the list of them in a class or id ("comment", "comments", "commentlist", "comment-author",
 * id=comments; not "has-comments" or "commentary"): their "author" is a commenter, not the page's.
 */
const COMMENT_MARK = /(?:^|\s)comment(?:s|list)?(?:$|[\s_-])/i;
/** "title", "headline", "heading" or "hed" in a class or id ("articleTitle", "storyhead", "contentheading", "txStoryHed"). */
const TITLE_MARK = /title|headline|heading|storyhead|hed(?:[\s_-]|$)/i;
/** Elements read as possible headlines beyond the <h1>s: the first ones of a page, where its headline is. */
const MAX_TITLED = 30;
/** A link to an author's page: …/author/jane-doe, …/authors/jane-doe. */
const AUTHOR_PAGE = /\/authors?\/[^/?#]+/i;
/** A class naming a poster's user name: "username", vBulletin's "bigusername". */
const USERNAME_CLASS = /(?:^|\s)(?:big)?username(?:\s|$)/i;
/** "date" in a class or id, not inside another word ("candidate", "validate", "mandate"). */
const DATE_MARK = /(?<!candi|vali|man|accommo|consoli|up)date|timestamp/i;
/**
 * Any of the marks above or a screen-reader class (hidden.ts) in an element's class, id or rel: most elements hold
 * none, which this one test of each tells. No mark spans the space that joins them.
 */
const ANY_MARK = new RegExp([BYLINE_MARK, QUOTE_MARK, COMMENT_MARK, TITLE_MARK, USERNAME_CLASS, DATE_MARK, SCREEN_READER_ONLY].map((mark) => mark.source).join('|'), 'i');

/** A link to an author's page (…/author/jane-doe). */
export function isAuthorPageLink(element: DomElement): boolean {
  return element.tagName === 'a' && AUTHOR_PAGE.test(attribute(element, 'href') ?? '');
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The element's shown text, whitespace runs collapsed to one space and trimmed (iterative: pages nest deep);
 * `blockBreak` is put between block-level children; the text of elements `skipped` says so is left out.
 */
export function elementText(element: DomElement, blockBreak = ' ', skipped: (element: DomElement) => boolean = isTextless): string {
  let text = '';
  const stack: DomNode[] = [element];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isText(node)) text += node.value;
    else if (isElement(node) && !skipped(node)) {
      // Block-level children of a heading or byline are separate words.
      if (node !== element && BLOCK_TAGS.has(node.tagName)) text += blockBreak;
      for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
    }
  }
  return normalizeWhitespace(text);
}

/** The text inside a <script> or <title> element (its raw text children). */
function rawText(element: DomElement): string {
  let text = '';
  for (const child of element.childNodes) if (isText(child)) text += child.value;
  return text;
}

/** What the walk carries down from an element's ancestors. */
const HIDDEN = 1;
/** In a quote or a reader comment (QUOTE_MARK, COMMENT_MARK). */
const QUOTED = 2;
/** '#': the first character of the node name of text, comments and the doctype; an element's is its tag name. */
const HASH = 0x23;

export function collectMetadataSources(document: DomDocument): MetadataSources {
  const sources = {
    meta: new Map<string, string[]>(),
    links: new Map<string, string[]>(),
    jsonLd: [] as string[],
    scripts: [] as string[],
    headings: [] as TextElement[],
    titled: [] as TitledElement[],
    times: [] as TextElement[],
    itemprops: new Map<string, TextElement[]>(),
    bylines: [] as TextElement[],
    dated: [] as TextElement[],
    usernames: [] as TextElement[],
  };
  let htmlLang: string | undefined;
  let title: string | undefined;
  let baseHref: string | undefined;
  // The elements still to visit, in document order from the end, and what their ancestors are (HIDDEN, QUOTED).
  const elements: DomElement[] = [];
  const above: number[] = [];
  const pushChildren = (parent: DomDocument | DomElement, flags: number) => {
    const children = parent.childNodes;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child.nodeName.charCodeAt(0) !== HASH) {
        elements.push(child as DomElement);
        above.push(flags);
      }
    }
  };
  pushChildren(document, 0);
  // One record of marks for the walk: each element's are read into it and used before the next element's.
  const marks = noMarks();
  while (elements.length > 0) {
    const node = elements.pop()!;
    const flags = above.pop()!;
    const tag = node.tagName;
    readMarks(node, marks);
    const hidden = (flags & HIDDEN) !== 0 || marks.hiding;
    const quoted = (flags & QUOTED) !== 0 || tag === 'blockquote' || (marks.words !== '' && (QUOTE_MARK.test(marks.className) || COMMENT_MARK.test(marks.words)));
    if (tag === 'html') htmlLang ??= attribute(node, 'lang') ?? attribute(node, 'xml:lang');
    else if (tag === 'title' && title === undefined && node.namespaceURI.endsWith('xhtml')) title = normalizeWhitespace(rawText(node));
    else if (tag === 'meta') {
      const key = attribute(node, 'property') ?? attribute(node, 'name') ?? attribute(node, 'itemprop') ?? attribute(node, 'http-equiv');
      const content = attribute(node, 'content');
      if (key !== undefined && content !== undefined && content.trim() !== '') push(sources.meta, key.trim().toLowerCase(), normalizeWhitespace(content));
    } else if (tag === 'link') {
      const href = attribute(node, 'href');
      if (href !== undefined) for (const rel of (attribute(node, 'rel') ?? '').toLowerCase().split(/\s+/)) if (rel) push(sources.links, rel, href.trim());
    } else if (tag === 'base') {
      baseHref ??= attribute(node, 'href')?.trim();
    } else if (tag === 'script') {
      if ((attribute(node, 'type') ?? '').trim().toLowerCase() === 'application/ld+json') sources.jsonLd.push(rawText(node));
      else sources.scripts.push(rawText(node));
    }
    if (TEXTLESS_TAGS.has(tag)) continue;
    if (!hidden) collectVisible(node, marks, sources, quoted);
    pushChildren(node, (hidden ? HIDDEN : 0) | (quoted ? QUOTED : 0));
  }
  return { htmlLang, title, baseHref, ...sources };
}

/** The attributes the walk reads of every element, read in one pass over them. */
interface Marks {
  className: string;
  id: string | undefined;
  rel: string | undefined;
  itemprop: string | undefined;
  href: string | undefined;
  /** The class, id and rel, space-separated, when they hold one of the marks (ANY_MARK); else ''. */
  words: string;
  /** An attribute hides the element (hidden.ts). */
  hiding: boolean;
}

function noMarks(): Marks {
  return { className: '', id: undefined, rel: undefined, itemprop: undefined, href: undefined, words: '', hiding: false };
}

/** Reads an element's marks into `marks`, every field set anew. */
function readMarks(element: DomElement, marks: Marks): void {
  marks.className = '';
  marks.id = marks.rel = marks.itemprop = marks.href = undefined;
  marks.words = '';
  marks.hiding = false;
  const { attrs } = element;
  for (let i = 0; i < attrs.length; i++) {
    const { name, value } = attrs[i];
    // The class is read for hiding below, once it is known to hold a mark.
    if (name === 'class') marks.className = value;
    else {
      if (name === 'id') marks.id ??= value;
      else if (name === 'rel') marks.rel ??= value;
      else if (name === 'itemprop') marks.itemprop ??= value;
      else if (name === 'href') marks.href ??= value;
      if (!marks.hiding && isHidingAttribute(name, value)) marks.hiding = true;
    }
  }
  const { className, id, rel } = marks;
  if ((className !== '' && ANY_MARK.test(className)) || (id !== undefined && ANY_MARK.test(id)) || (rel !== undefined && ANY_MARK.test(rel))) marks.words = `${className} ${id ?? ''} ${rel ?? ''}`;
  if (!marks.hiding && marks.words !== '' && isHidingAttribute('class', className)) marks.hiding = true;
}

function collectVisible(
  element: DomElement,
  { className, words, itemprop, href }: Marks,
  sources: { headings: TextElement[]; titled: TitledElement[]; times: TextElement[]; itemprops: Map<string, TextElement[]>; bylines: TextElement[]; dated: TextElement[]; usernames: TextElement[] },
  quoted: boolean,
): void {
  const tag = element.tagName;
  if (tag === 'h1') sources.headings.push({ element, text: headlineText(element) });
  else if (tag === 'time') sources.times.push(withText(element));
  else if (sources.titled.length < MAX_TITLED) {
    const subheading = tag === 'h2' || tag === 'h3';
    if (subheading || (words !== '' && TITLE_MARK.test(words))) sources.titled.push({ element, subheading });
  }
  if (itemprop !== undefined) for (const name of itemprop.toLowerCase().split(/\s+/)) if (name) push(sources.itemprops, name, withText(element));
  const authorPage = tag === 'a' && href !== undefined && AUTHOR_PAGE.test(href);
  if (!quoted && ((words !== '' && BYLINE_MARK.test(words)) || authorPage)) sources.bylines.push(withText(element));
  if (tag !== 'time' && words !== '' && DATE_MARK.test(words)) sources.dated.push(withText(element));
  if (tag === 'a' && words !== '' && USERNAME_CLASS.test(className)) sources.usernames.push(withText(element));
}

function withText(element: DomElement): TextElement {
  return { element, text: elementText(element) };
}

/** A headline's text: without the <time>, buttons and hidden elements set in it. */
export function headlineText(element: DomElement): string {
  return elementText(element, ' ', isNotHeadlineText);
}

/** The first content of the first of `keys` that the page's <meta> tags have. */
export function firstMeta(sources: MetadataSources, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const values = sources.meta.get(key);
    if (values !== undefined) return values[0];
  }
  return undefined;
}
