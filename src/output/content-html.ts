// The content blocks with the structure around them, as HTML: the page's own elements that hold a content block's
// text node (the block's ancestors up to <body>), in document order, with their boilerplate text left out. A
// paragraph, list item or table cell is kept when any of its text is content, so headings, lists and their
// nesting, tables, code and emphasis come out as the page wrote them. This raw fragment is what markdown.ts and
// sanitized-html.ts render; it keeps only the attributes they read.
import { escapeAttribute, escapeText } from 'entities';
import { attribute } from '../dom/attributes';
import { findBody, isElement, isText } from '../dom/parse';
import { BLOCK_TAGS } from '../dom/tag-sets';
import { PREFORMATTED_TAGS } from '../dom/preformatted-text';
import { spacesBefore } from '../dom/text';
import { largestSrcsetUrl } from './srcset';
import { codeLanguage } from './code-language';
import { httpUrl } from '../site/site-urls';
import type { DomElement, DomNode, Page } from '../dom/types';

export interface ContentHtmlOptions {
  /** Keep the images of content elements (default false). */
  images?: boolean;
  /** Absolute URL that relative links and image sources are resolved against (none: left as written). */
  baseUrl?: string;
}

/** Attributes the renderers read: link and image targets, image text, table spans, list numbers, code languages. */
const KEPT_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'start', 'reversed', 'value', 'class', 'datetime']);
const URL_ATTRIBUTES = new Set(['href', 'src']);
/** On the walk's stack: the end of a preformatted element. */
const LEAVE_PREFORMATTED = Symbol('end of a preformatted element');
/** Elements without an end tag. */
const VOID_TAGS = new Set(['img', 'br']);
const CELL_TAGS = new Set(['td', 'th']);
/** Elements that wrap an image: a linked image, responsive image sources. */
const IMAGE_WRAPPERS = new Set(['a', 'picture']);

/**
 * Whether an image wrapper holds an image that is written with it: one reached through wrappers only, as the
 * fragment is written (an image in another element under the link, a <div> of a product card, is not; the link
 * alone would be an empty `[](url)`).
 */
function wrapsImage(element: DomElement): boolean {
  const stack: DomNode[] = [...element.childNodes];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (node.tagName === 'img') return true;
    if (IMAGE_WRAPPERS.has(node.tagName)) for (const child of node.childNodes) stack.push(child);
  }
  return false;
}

function resolveUrl(value: string, baseUrl: string | undefined): string {
  if (baseUrl === undefined) return value;
  try {
    return new URL(value, baseUrl).href;
  } catch {
    return value;
  }
}

/** Where lazy-loading scripts keep an image's address while its `src` is missing or a placeholder (a `data:` pixel). */
const LAZY_SOURCES = ['data-src', 'data-lazy-src', 'data-original'];
/** A link that runs a script leads nowhere outside the page: it is written as its text, and an image with one as a source has none. */
const SCRIPT_URL = /^(?:javascript|vbscript):/i;
/** What a URL parser drops before it reads the scheme: C0 controls and spaces at the ends, tabs and newlines anywhere. */
const IGNORED_IN_URL = /^[\u0000-\u0020]+|[\u0000-\u0020]+$|[\t\n\r]/g;

/** Whether a URL runs a script, read as a browser reads it (`java&#9;script:`, `&#1;javascript:` too). */
function isScriptUrl(url: string): boolean {
  return SCRIPT_URL.test(url.replace(IGNORED_IN_URL, ''));
}

/** An image held in the page itself: a placeholder pixel, or a blob of base64 that no reader of the text wants inline. */
const DATA_URL = /^data:/i;

/** Where responsive images, and lazy-loading scripts, list an image's candidates (`url 480w, url 800w`). */
const SOURCE_SETS = ['srcset', 'data-srcset', 'data-lazy-srcset'];

/**
 * The address of an image: its `src`, or the lazy-loading one in place of a placeholder, or the largest candidate of
 * its source set where it has neither; none for an image whose only source is a `data:` URL (the HTML output's
 * sanitiser drops those, and Markdown then writes no image either).
 */
function imageSource(image: DomElement): string | undefined {
  const usable = (url: string | undefined) => url !== undefined && url !== '' && !DATA_URL.test(url);
  const src = attribute(image, 'src')?.trim();
  if (usable(src)) return src;
  const lazy = LAZY_SOURCES.map((name) => attribute(image, name)?.trim()).find(usable);
  if (lazy !== undefined) return lazy;
  return SOURCE_SETS.map((name) => largestSrcsetUrl(attribute(image, name) ?? '')).find(usable);
}

/** An element's start tag with the attributes the renderers read; `className` in place of the page's class. */
function startTag(element: DomElement, baseUrl: string | undefined, className?: string): string {
  let tag = `<${element.tagName}`;
  if (className !== undefined) tag += ` class="${escapeAttribute(className)}"`;
  const src = element.tagName === 'img' ? imageSource(element) : undefined;
  if (src !== undefined && !isScriptUrl(src)) tag += ` src="${escapeAttribute(resolveUrl(src, baseUrl))}"`;
  for (const { name, value } of element.attrs) {
    if (!KEPT_ATTRIBUTES.has(name) || (name === 'src' && element.tagName === 'img') || (name === 'class' && className !== undefined)) continue;
    const url = URL_ATTRIBUTES.has(name) ? value.trim() : undefined;
    if (url !== undefined && isScriptUrl(url)) continue;
    tag += ` ${name}="${escapeAttribute(url === undefined ? value : resolveUrl(url, baseUrl))}"`;
  }
  return `${tag}>`;
}

/** Every element above a content text node, up to (without) <body>. */
function elementsAboveContent(page: Page, labels: ArrayLike<number>, body: DomElement): Set<DomElement> {
  const kept = new Set<DomElement>();
  page.blocks.forEach((block, i) => {
    if (labels[i] !== 1) return;
    let node: DomNode | null = block.textNode.parentNode;
    while (node !== null && isElement(node) && node !== body && !kept.has(node)) {
      kept.add(node);
      node = node.parentNode;
    }
  });
  return kept;
}

/** The nearest block-level element above a node (an image belongs to the paragraph or figure it sits in). */
function blockAncestor(element: DomElement, body: DomElement): DomElement | null {
  let parent: DomNode | null = element.parentNode;
  while (parent !== null && isElement(parent) && parent !== body) {
    if (BLOCK_TAGS.has(parent.tagName)) return parent;
    parent = parent.parentNode;
  }
  return null;
}

/**
 * The page's base URL, as HTML's document base URL: its first `<base href>` resolved against `pageUrl`, or
 * `pageUrl` where that is no http(s) URL (a `javascript:` or `data:` base is never one).
 */
export function documentBaseUrl(page: Page, pageUrl?: string): string | undefined {
  const stack: DomNode[] = [...page.document.childNodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    const href = node.tagName === 'base' ? attribute(node, 'href') : undefined;
    if (href !== undefined) return httpUrl(href, pageUrl)?.href ?? pageUrl;
    if (node.tagName === 'body') continue;
    // One at a time: a <head> may hold more elements than a call takes arguments.
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
  }
  return pageUrl;
}

/** The content of a labelled page as an HTML fragment of the page's own elements (unsanitised). */
export function contentHtml(page: Page, labels: ArrayLike<number>, options: ContentHtmlOptions = {}): string {
  const body = findBody(page.document);
  if (body === null) return '';
  const contentText = new Map(page.blocks.filter((_, i) => labels[i] === 1).map((block) => [block.textNode, block.index]));
  const spaced = spacesBefore(page.blocks, (i) => labels[i] === 1, page.textAsShown);
  const kept = elementsAboveContent(page, labels, body);
  const { baseUrl } = options;
  /**
   * Whether an element without content text still belongs: a line break, a cell of a kept row, and with `images`
   * an image (or the link or <picture> around one) in a content paragraph or figure.
   */
  const belongs = (element: DomElement): boolean => {
    if (element.tagName === 'br' || CELL_TAGS.has(element.tagName)) return true;
    if (!options.images || !(element.tagName === 'img' || (IMAGE_WRAPPERS.has(element.tagName) && wrapsImage(element)))) return false;
    const block = blockAncestor(element, body);
    return block !== null && kept.has(block);
  };
  // The fragment's pieces; `boundary`: where the start tags written since the last text or end tag begin, which is
  // where a space between the words of two content texts goes (<a>Home</a> <a>About</a>, not <a> About</a>).
  const parts: string[] = [];
  let boundary = 0;
  /** The last text written is white space (between two elements), which keeps two words apart already. */
  let afterWhiteSpace = false;
  /** A cell starts or ends after the last content text: its edge keeps two words apart (header cells share a line). */
  let acrossCells = false;
  /** Writes a text or an end tag: a space between two words goes after it, before the start tags that follow. */
  const writePiece = (text: string) => {
    parts.push(text);
    boundary = parts.length;
  };
  /** The `language-…` class of a code block's <code>, from where the page names the language. */
  const languageClass = new Map<DomElement, string>();
  /**
   * How many preformatted elements the walk is inside: there a `<br>` or an element per line of code (`<div
   * class="line">`) is written as the line break it shows, which a code block's text keeps.
   */
  let preformatted = 0;
  // Children of kept elements only; a string on the stack is an end tag to write, LEAVE_PREFORMATTED the end of a
  // preformatted element.
  const stack: (DomNode | string | typeof LEAVE_PREFORMATTED)[] = [...body.childNodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node === LEAVE_PREFORMATTED) {
      preformatted--;
    } else if (typeof node === 'string') {
      writePiece(node);
      if (node === '</td>' || node === '</th>') acrossCells = true;
    } else if (preformatted > 0 && isElement(node) && BLOCK_TAGS.has(node.tagName) && (kept.has(node) || node.tagName === 'br')) {
      // Its line ends after it (a <br> is one); its text goes on in the code block.
      stack.push('\n');
      for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
    } else if (isText(node)) {
      const index = contentText.get(node);
      if (index !== undefined) {
        if (spaced[index] === 1 && !afterWhiteSpace && !acrossCells) {
          if (boundary < parts.length) parts[boundary] = ` ${parts[boundary]}`;
          else parts.push(' ');
        }
        writePiece(escapeText(node.value));
        afterWhiteSpace = false;
        acrossCells = false;
      } else if (node.parentNode !== body && node.value.trim() === '') {
        writePiece(escapeText(node.value));
        afterWhiteSpace = true;
      }
    } else if (isElement(node) && (kept.has(node) || (node.parentNode !== body && belongs(node)))) {
      parts.push(startTag(node, baseUrl, languageClass.get(node)));
      if (CELL_TAGS.has(node.tagName)) acrossCells = true;
      if (VOID_TAGS.has(node.tagName)) continue;
      // Preformatted text is code as far as Markdown and HTML idiom go: <pre><code>.
      const code = node.tagName === 'pre' ? node.childNodes.find((child): child is DomElement => isElement(child) && child.tagName === 'code') : undefined;
      const language = node.tagName === 'pre' ? codeLanguage(node) : undefined;
      if (language !== undefined && code !== undefined) languageClass.set(code, `language-${language}`);
      const codeless = node.tagName === 'pre' && code === undefined;
      if (codeless) parts.push(language === undefined ? '<code>' : `<code class="language-${escapeAttribute(language)}">`);
      stack.push(codeless ? '</code></pre>' : `</${node.tagName}>`);
      if (PREFORMATTED_TAGS.has(node.tagName)) {
        preformatted++;
        stack.push(LEAVE_PREFORMATTED);
      }
      for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
    }
  }
  return parts.join('');
}
