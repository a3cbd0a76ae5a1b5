// The original page as the report shows it in a sandboxed iframe, serialised from an allow-list: only elements
// that lay out text (no script, frame, form, media, link, base or meta; nothing of SVG or MathML, whose raw-text
// elements a parser reads otherwise than HTML's, so that an escaped `</style>` in an SVG <style> came out as a
// live <script>), only attributes that hold no URL or code (an <img> keeps a data: image), text always escaped, and
// CSS without anything that loads (inert-css.ts). An element off the list is left out with what is inside it when
// it runs, loads or holds no text for a reader (script, style of SVG, template …), else replaced by its children.
// A Content-Security-Policy and the iframe's sandbox stay as a second wall. Each block's text node is wrapped in
// a <span> whose classes name the lanes that keep it (the iframe outlines one).
import { isElement, isText } from '../dom/parse';
import type { DomDocument, DomElement, DomNode, Page } from '../dom/types';
import { escapeAttribute, escapeText } from './html';
import { inertCss, styleElementText } from './inert-css';

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** HTML elements written as they are. */
const ELEMENTS = new Set([
  'html', 'head', 'title', 'style', 'body',
  'a', 'abbr', 'acronym', 'address', 'article', 'aside', 'b', 'bdi', 'bdo', 'big', 'blockquote', 'br', 'caption',
  'center', 'cite', 'code', 'col', 'colgroup', 'data', 'dd', 'del', 'details', 'dfn', 'dir', 'div', 'dl', 'dt', 'em',
  'fieldset', 'figcaption', 'figure', 'font', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr',
  'i', 'img', 'ins', 'kbd', 'label', 'legend', 'li', 'main', 'mark', 'menu', 'nav', 'nobr', 'ol', 'p', 'pre', 'q',
  'rp', 'rt', 'ruby', 's', 'samp', 'section', 'small', 'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table',
  'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'tt', 'u', 'ul', 'var', 'wbr',
]);

/** Elements (of any namespace) left out with everything inside them: code, resources, form values, raw text. */
const DROPPED = new Set([
  'script', 'style', 'template', 'iframe', 'frame', 'frameset', 'embed', 'link', 'base', 'meta',
  'portal', 'fencedframe', 'source', 'track', 'bgsound', 'noembed', 'noframes', 'plaintext', 'xmp', 'textarea',
  'select', 'option', 'input', 'title', 'head', 'param', 'keygen',
]);

/** Attributes that hold no URL and no code, on any element of the list. */
const ATTRIBUTES = new Set([
  'id', 'class', 'title', 'lang', 'dir', 'alt', 'align', 'valign', 'width', 'height', 'border', 'cellpadding',
  'cellspacing', 'colspan', 'rowspan', 'headers', 'scope', 'span', 'start', 'reversed', 'type', 'value', 'datetime',
  'open', 'bgcolor', 'color', 'face', 'size', 'nowrap', 'hidden', 'abbr', 'clear', 'role',
]);

const VOID_ELEMENTS = new Set(['br', 'col', 'hr', 'img', 'wbr']);

/** Nothing but inline styles and data: images; no script-src, so no script runs even if one were left. */
export const INERT_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

/** Marks the report adds to the page's <head>: the policy first, before anything the page could load. */
const HEAD_PREFIX = `<meta http-equiv="Content-Security-Policy" content="${INERT_PAGE_POLICY}">`;

const BLOCK_CLASS = 'w2t-b';
/** The class of a block kept by a lane (a method, or gold). */
const keptClass = (lane: string): string => `w2t-k-${lane}`;

/** A data: image that an <img> may show (no SVG: it is a document). */
const DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|bmp|avif);/i;

/** How an element is written: as it is, left out with its children, or replaced by them. */
function treatment(element: DomElement, withStyles: boolean): 'kept' | 'dropped' | 'unwrapped' {
  const html = element.namespaceURI === HTML_NAMESPACE;
  if (html && element.tagName === 'style') return withStyles && element.parentNode !== null ? 'kept' : 'dropped';
  if (html && (element.tagName === 'head' || element.tagName === 'title')) return 'kept';
  if (DROPPED.has(element.tagName.toLowerCase())) return 'dropped';
  // A <noscript> the page reader did not parse holds markup as text, which the copy would show as such.
  if (element.tagName === 'noscript') return element.childNodes.some(isElement) ? 'unwrapped' : 'dropped';
  return html && ELEMENTS.has(element.tagName) ? 'kept' : 'unwrapped';
}

function attributesOf(element: DomElement, withStyles: boolean): string {
  let out = '';
  for (const { name, value, prefix } of element.attrs) {
    if (prefix) continue;
    const keep = ATTRIBUTES.has(name) || (name === 'style' && withStyles) || (name === 'src' && element.tagName === 'img' && DATA_IMAGE.test(value.trim()));
    if (keep) out += ` ${name}="${escapeAttribute(name === 'style' ? inertCss(value) : value)}"`;
  }
  return out;
}

/**
 * The page's document as inert HTML; `lanesOfBlock(i)` names the lanes that keep block i. Without `withStyles`,
 * its <style> elements and style attributes are left out too (a smaller page). Iterative: pages nest deeper
 * than the call stack.
 */
export function inertPageHtml(page: Page, lanesOfBlock: (index: number) => readonly string[], withStyles = true): string {
  const blockOfText = new Map(page.blocks.map((block) => [block.textNode as DomNode, block.index]));
  const out: string[] = ['<!DOCTYPE html>'];
  const stack: (DomNode | string)[] = [...(page.document as DomDocument).childNodes].reverse();
  let headSeen = false;
  while (stack.length > 0) {
    const item = stack.pop() as DomNode | string;
    if (typeof item === 'string') {
      out.push(item);
    } else if (isText(item)) {
      const parent = item.parentNode as DomElement | null;
      // The only element of the list whose text is not escaped: CSS, made inert.
      if (parent !== null && isElement(parent) && parent.tagName === 'style' && parent.namespaceURI === HTML_NAMESPACE) {
        out.push(styleElementText(item.value));
        continue;
      }
      const text = escapeText(item.value);
      const block = blockOfText.get(item);
      if (block === undefined) out.push(text);
      else out.push(`<span class="${[BLOCK_CLASS, ...lanesOfBlock(block).map(keptClass)].join(' ')}" data-b="${block}">${text}</span>`);
    } else if (isElement(item)) {
      const how = treatment(item, withStyles);
      if (how === 'dropped') continue;
      const children = item.tagName === 'template' ? [] : item.childNodes;
      if (how === 'kept') {
        out.push(`<${item.tagName}${attributesOf(item, withStyles)}>`);
        if (item.tagName === 'head' && !headSeen) {
          headSeen = true;
          out.push(HEAD_PREFIX);
        }
        if (VOID_ELEMENTS.has(item.tagName)) continue;
        stack.push(`</${item.tagName}>`);
      }
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    }
  }
  // A document without <head> (a frameset page) still gets the policy.
  if (!headSeen) out.splice(1, 0, HEAD_PREFIX);
  return out.join('');
}
