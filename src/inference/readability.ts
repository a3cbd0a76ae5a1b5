// The 'readability' method: Mozilla's Readability.js (the extractor of Firefox Reader View) on a jsdom DOM of the
// page, as the extractor users know, for comparison. Both packages are devDependencies, not runtime ones: they
// are loaded when the method is created, and where they are not installed that is a one-line error naming them.
//
// Its text is Readability's article text (textContent), split into paragraphs where web2text's blocks break.
// Its block labels, which the block metrics need, come from aligning that text to the page source with the same
// alignment that labels gold pages (labels/block-labels.ts: a block is content when more than ⌊2C/3⌋ of its characters
// align), so it is scored on the same blocks as every other method while its text scores stay its own.
import type { Page } from '../dom/types';
import type * as GapDp from '../labels/gap-dp';
import type * as Labels from '../labels/block-labels';
import { InputError } from '../errors';
import type { BlockLabels, Extractor } from '../extractor';
import { paragraphText, type DomNodeLike } from './paragraph-text';
import type { MethodDefinition } from './registry';

/** The packages the method loads, by the names require() takes. */
export interface ReadabilityPackageNames {
  readability: string;
  jsdom: string;
}

export const READABILITY_PACKAGES: ReadabilityPackageNames = { readability: '@mozilla/readability', jsdom: 'jsdom' };

/** The part of the packages' APIs this method uses. */
interface JsdomWindow {
  document: unknown;
  close(): void;
}
interface ReadabilityPackages {
  Readability: new (
    document: unknown,
    options: { serializer: (node: DomNodeLike) => string },
  ) => { parse(): { content?: string | null } | null };
  JSDOM: new (html: string, options: { virtualConsole: unknown }) => { window: JsdomWindow };
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

/** Loads the packages; an InputError saying which to install where some are missing. */
export function loadReadabilityPackages(names: ReadabilityPackageNames = READABILITY_PACKAGES): ReadabilityPackages {
  const missing = [names.readability, names.jsdom].filter((name) => !isInstalled(name));
  if (missing.length > 0) {
    throw new InputError(
      `the readability method needs ${missing.join(' and ')}, not installed (devDependencies of web2text): npm install --save-dev ${missing.join(' ')}`,
    );
  }
  const { Readability } = require(names.readability) as Pick<ReadabilityPackages, 'Readability'>;
  const { JSDOM, VirtualConsole } = require(names.jsdom) as Pick<ReadabilityPackages, 'JSDOM' | 'VirtualConsole'>;
  return { Readability, JSDOM, VirtualConsole };
}

/** Readability's article text of a page, in paragraphs; '' where it finds no article. */
function articleText({ Readability, JSDOM, VirtualConsole }: ReadabilityPackages, html: string): string {
  // No network and no scripts: jsdom runs no script unless given `runScripts` and fetches no subresource unless
  // given `resources`, and neither is given. A console of its own keeps its complaints (CSS it cannot parse) quiet.
  const { window } = new JSDOM(html, { virtualConsole: new VirtualConsole() });
  try {
    return new Readability(window.document, { serializer: paragraphText }).parse()?.content ?? '';
  } finally {
    window.close();
  }
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

export function createReadability(packages: ReadabilityPackages): Extractor {
  return {
    name: 'readability',
    label(page) {
      const text = articleText(packages, page.source);
      return { ...labelsOfText(page, text), text };
    },
  };
}

export const READABILITY_METHOD: MethodDefinition = {
  name: 'readability',
  devDependencies: [READABILITY_PACKAGES.readability, READABILITY_PACKAGES.jsdom],
  create: async () => createReadability(loadReadabilityPackages()),
};
