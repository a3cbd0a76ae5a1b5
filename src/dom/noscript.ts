// Pages whose content lives in <noscript>: some sites render their content with JavaScript and ship it in <noscript>
// for clients without it (Discourse forums do so with every post; 19 of WCXB's 111 forum pages). A browser without
// JavaScript shows that content, and as web2text runs no scripts, so does it: when the <noscript> elements of a page's
// body hold more words than everything else in it, they are unwrapped before the Collapsed DOM is built. Elsewhere (a
// "please enable JavaScript" line) <noscript> stays skipped, as in the reference (docs/methods/web2text.md §2).
import { isElement, isText } from './parse';
import type { DomElement, DomNode } from './types';

/** Fewer words than this in <noscript> is a notice, not a page's content. */
export const NOSCRIPT_MIN_WORDS = 50;

const WORD = /[\p{L}\p{N}]/u;

/** Whitespace-separated tokens with a letter or digit in the text below `elements` (iterative: pages nest deep). */
export function wordsBelow(elements: readonly DomElement[]): number {
  let words = 0;
  const stack: DomNode[] = [...elements];
  while (stack.length > 0) {
    const node = stack.pop() as DomNode;
    if (isText(node)) {
      for (const token of node.value.split(/\s+/)) if (WORD.test(token)) words++;
    } else if (isElement(node)) {
      for (const child of node.childNodes) stack.push(child);
    }
  }
  return words;
}

/** Whether a browser without JavaScript would show the page mostly through these <noscript> elements. */
export function noscriptHoldsContent(noscripts: readonly DomElement[], wordsElsewhere: number): boolean {
  const words = wordsBelow(noscripts);
  return words >= NOSCRIPT_MIN_WORDS && words > wordsElsewhere;
}

/**
 * Whether a <noscript> swallowed the rest of its page: parsed as elements (as without scripts), an element in it
 * whose content is raw text and that is never closed (`<noscript><iframe src="…" /></noscript>`, the tag-manager
 * snippet as JSX writes it) takes every later byte as its text, `</noscript>` included. A browser that runs
 * scripts reads the <noscript> as raw text and shows the page.
 */
export function swallowsPage(noscripts: readonly DomElement[]): boolean {
  const stack: DomNode[] = [...noscripts];
  while (stack.length > 0) {
    const node = stack.pop() as DomNode;
    if (isText(node)) {
      if (/<\/noscript\s*>/i.test(node.value)) return true;
    } else if (isElement(node)) {
      for (const child of node.childNodes) stack.push(child);
    }
  }
  return false;
}

/** Replaces each <noscript> element by its children, in place. */
export function unwrapNoscripts(noscripts: readonly DomElement[]): void {
  for (const noscript of noscripts) {
    const parent = noscript.parentNode;
    if (parent === null) continue;
    const at = parent.childNodes.indexOf(noscript);
    for (const child of noscript.childNodes) child.parentNode = parent;
    parent.childNodes.splice(at, 1, ...noscript.childNodes);
    noscript.childNodes = [];
    noscript.parentNode = null;
  }
}
