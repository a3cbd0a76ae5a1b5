// The original page as the report shows it in a sandboxed iframe: the parsed page serialised without anything
// that runs or fetches (scripts, event handlers, frames, plugins, <meta> refresh, <base>, <link>, every URL
// attribute but data: images), under a Content-Security-Policy that would block what slipped through, and with
// each block's text node wrapped in a <span> whose classes name the lanes that keep it (the iframe outlines one).
import { isElement, isText } from '../dom/parse';
import type { DomDocument, DomElement, DomNode, Page } from '../dom/types';
import { escapeAttribute, escapeText } from './html';

/** Elements dropped with everything inside them: they run code, load a document or resource, or redirect. */
const DROPPED_ELEMENTS = new Set([
  'script', 'template', 'iframe', 'frame', 'frameset', 'embed', 'link', 'base', 'meta', 'portal', 'fencedframe',
  'source', 'track', 'bgsound', 'noembed', 'noframes', 'plaintext',
]);

/** Elements replaced by their children: they load a resource, but their children are the page's fallback text. */
const UNWRAPPED_ELEMENTS = new Set(['object', 'applet', 'video', 'audio']);

/** Attributes that name a URL the browser would fetch or navigate to. */
const URL_ATTRIBUTES = new Set([
  'href', 'src', 'srcset', 'action', 'formaction', 'poster', 'data', 'background', 'ping', 'cite', 'longdesc',
  'lowsrc', 'dynsrc', 'codebase', 'archive', 'classid', 'manifest', 'profile', 'srcdoc', 'imagesrcset', 'usemap',
]);

const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'keygen', 'param', 'wbr']);


/** Nothing but inline styles and data: images; no script-src, so no script runs even if one were left. */
export const INERT_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

/** Marks the report adds to the page's <head>: the policy first, before anything the page could load. */
const HEAD_PREFIX = `<meta http-equiv="Content-Security-Policy" content="${INERT_PAGE_POLICY}">`;

const BLOCK_CLASS = 'w2t-b';
/** The class of a block kept by a lane (a method, or gold). */
const keptClass = (lane: string): string => `w2t-k-${lane}`;


/**
 * CSS without what would fetch: url(…), image-set(…) and @import go (the policy blocks them too; this keeps the
 * page's own URLs out of the report).
 */
function inertCss(css: string): string {
  return css.replace(/@import[^;]*;?/gi, '').replace(/(-webkit-)?image-set\s*\([^)]*\)|url\s*\([^)]*\)/gi, 'none');
}

/** A text node's serialisation: the children of <style> and <xmp> are raw text (escaping would show entities). */
function textIn(tag: string | undefined, text: string): string {
  if (tag === 'style') return inertCss(text);
  return tag === 'xmp' ? text : escapeText(text);
}

function keepsAttribute(name: string, value: string, withStyles: boolean): boolean {
  if (name.startsWith('on') || (name === 'style' && !withStyles)) return false;
  if (name === 'src') return /^data:image\//i.test(value.trim());
  return !URL_ATTRIBUTES.has(name) && !/^\s*(javascript|vbscript):/i.test(value);
}

/** A <noscript> that only holds raw text (not unwrapped by the page reader) would be re-parsed as markup: dropped. */
const isDropped = (element: DomElement, withStyles: boolean): boolean =>
  DROPPED_ELEMENTS.has(element.tagName) ||
  (element.tagName === 'noscript' && !element.childNodes.some(isElement)) ||
  (element.tagName === 'style' && !withStyles);

function openTag(element: DomElement, withStyles: boolean): string {
  const attributes = element.attrs
    .filter((a) => keepsAttribute(a.name.toLowerCase(), a.value, withStyles))
    .map((a) => ` ${a.prefix ? `${a.prefix}:` : ''}${a.name}="${escapeAttribute(a.name === 'style' ? inertCss(a.value) : a.value)}"`)
    .join('');
  return `<${element.tagName}${attributes}>`;
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
      const text = textIn(parent?.tagName, item.value);
      const block = blockOfText.get(item);
      if (block === undefined) out.push(text);
      else out.push(`<span class="${[BLOCK_CLASS, ...lanesOfBlock(block).map(keptClass)].join(' ')}" data-b="${block}">${text}</span>`);
    } else if (isElement(item) && UNWRAPPED_ELEMENTS.has(item.tagName)) {
      for (let i = item.childNodes.length - 1; i >= 0; i--) stack.push(item.childNodes[i]);
    } else if (isElement(item) && !isDropped(item, withStyles)) {
      out.push(openTag(item, withStyles));
      if (item.tagName === 'head' && !headSeen) {
        headSeen = true;
        out.push(HEAD_PREFIX);
      }
      if (VOID_ELEMENTS.has(item.tagName)) continue;
      stack.push(`</${item.tagName}>`);
      for (let i = item.childNodes.length - 1; i >= 0; i--) stack.push(item.childNodes[i]);
    }
  }
  // A document without <head> (a frameset page) still gets the policy.
  if (!headSeen) out.splice(1, 0, HEAD_PREFIX);
  return out.join('');
}
