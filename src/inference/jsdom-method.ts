// What the methods that run an extractor users know (Readability.js, defuddle) on a jsdom DOM of the page share:
// loading their packages, which are devDependencies of web2text and not runtime ones (a one-line error naming the
// missing ones), the jsdom window they read, and the block labels of the text they return.
//
// Their block labels, which the block metrics need, come from aligning their text to the page source with the
// same alignment that labels gold pages (labels/block-labels.ts: a block is content when more than ⌊2C/3⌋ of its
// characters align), so they are scored on the same blocks as every other method while their text scores stay their own.
import { pageAddress } from '../dom/page-address';
import type { Page } from '../dom/types';
import type * as GapDp from '../labels/gap-dp';
import type * as Labels from '../labels/block-labels';
import { InputError } from '../errors';
import type { BlockLabels, Extractor } from '../extractor';

/** The part of a jsdom window these methods use (its document is a W3C DOM Document). */
export interface JsdomWindow {
  document: {
    createElement(tagName: 'template'): { innerHTML: string; content: unknown };
  };
  close(): void;
}

/** The part of the jsdom package these methods use. */
export interface JsdomPackage {
  JSDOM: new (html: string, options: { virtualConsole: unknown; url?: string }) => { window: JsdomWindow };
  VirtualConsole: new () => unknown;
}

function isInstalled(name: string): boolean {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** require()s the packages a method needs, in order; an InputError saying which to install where some are missing. */
export function requireDevPackages(method: string, names: readonly string[]): unknown[] {
  const missing = names.filter((name) => !isInstalled(name));
  if (missing.length > 0) {
    throw new InputError(
      `the ${method} method needs ${missing.join(' and ')}, not installed (devDependencies of web2text): npm install --save-dev ${missing.join(' ')}`,
    );
  }
  return names.map((name) => require(name) as unknown);
}

/** Block labels of a text taken from the page: the text aligned to the page source (see the head of this file). */
function labelsOfText(page: Page, text: string): Pick<BlockLabels, 'labels' | 'reason'> {
  if (text === '') return { labels: new Uint8Array(page.blocks.length) };
  // The alignment loads with the method's first page, as the packages do.
  const { alignAndLabel } = require('../labels/block-labels') as typeof Labels;
  const { AlignmentTooLargeError } = require('../labels/gap-dp') as typeof GapDp;
  try {
    return { labels: alignAndLabel(page, text).labels };
  } catch (err) {
    if (!(err instanceof AlignmentTooLargeError)) throw err;
    return { labels: new Uint8Array(page.blocks.length), reason: `its text could not be aligned to the blocks: ${err.message}` };
  }
}

/**
 * The method `name`: `articleText` reads a jsdom window of the page and returns its text in paragraphs ('' where
 * it finds none); the method's text is that text and its block labels that text aligned to the page.
 */
export function createJsdomMethod(name: string, { JSDOM, VirtualConsole }: JsdomPackage, articleText: (window: JsdomWindow) => string): Extractor {
  return {
    name,
    label(page) {
      // No network and no scripts: jsdom runs no script unless given `runScripts` and fetches no subresource unless
      // given `resources`, and neither is given. A console of its own keeps its complaints (CSS it cannot parse) quiet.
      // The document is at the page's address where it is known (else about:blank).
      const url = pageAddress(page);
      const { window } = new JSDOM(page.source, { virtualConsole: new VirtualConsole(), ...(url === undefined ? {} : { url }) });
      let text: string;
      try {
        text = articleText(window);
      } finally {
        window.close();
      }
      return { ...labelsOfText(page, text), text };
    },
  };
}
