// The 'readability' method: Mozilla's Readability.js (the extractor of Firefox Reader View) on a jsdom DOM of the
// page, as the extractor users know, for comparison. Both packages are devDependencies, loaded when the method is
// created (jsdom-method.ts: the window, the missing-package error, the block labels from its text).
//
// Its text is Readability's article text (textContent), split into paragraphs where web2text's blocks break.
import type { Extractor } from '../extractor';
import { createJsdomMethod, requireDevPackages, type JsdomPackage } from './jsdom-method';
import { paragraphText, type DomNodeLike } from './paragraph-text';
import type { MethodDefinition } from './registry';

/** The packages the method loads, by the names require() takes. */
export interface ReadabilityPackageNames {
  readability: string;
  jsdom: string;
}

export const READABILITY_PACKAGES: ReadabilityPackageNames = { readability: '@mozilla/readability', jsdom: 'jsdom' };

/** The part of the packages' APIs this method uses. */
interface ReadabilityPackages {
  Readability: new (
    document: unknown,
    options: { serializer: (node: DomNodeLike) => string },
  ) => { parse(): { content?: string | null } | null };
  jsdom: JsdomPackage;
}

/** Loads the packages; an InputError saying which to install where some are missing. */
export function loadReadabilityPackages(names: ReadabilityPackageNames = READABILITY_PACKAGES): ReadabilityPackages {
  const [readability, jsdom] = requireDevPackages('readability', [names.readability, names.jsdom]);
  return { Readability: (readability as Pick<ReadabilityPackages, 'Readability'>).Readability, jsdom: jsdom as JsdomPackage };
}

export function createReadability({ Readability, jsdom }: ReadabilityPackages): Extractor {
  return createJsdomMethod('readability', jsdom, (window) =>
    new Readability(window.document, { serializer: paragraphText }).parse()?.content ?? '');
}

export const READABILITY_METHOD: MethodDefinition = {
  name: 'readability',
  devDependencies: [READABILITY_PACKAGES.readability, READABILITY_PACKAGES.jsdom],
  create: async () => createReadability(loadReadabilityPackages()),
};
