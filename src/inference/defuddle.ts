// The 'defuddle' method: kepano's defuddle (the extractor of Obsidian Web Clipper) on a jsdom DOM of the page, as
// an extractor users know, for comparison. Both packages are devDependencies, loaded when the method is created
// (jsdom-method.ts: the window, the missing-package error, the block labels from its text).
//
// Defuddle returns its article as HTML; the method's text is that HTML's text split into paragraphs where
// web2text's blocks break (paragraph-text.ts), as Readability's is. Defuddle picks its site-specific extractors by
// the document's URL: the page's address where its reader knows it (dom/page-address.ts: `extract --url`, a batch
// record's url, a corpus page's URL), else about:blank, where it reads the page as any other. Its synchronous
// parse() fetches nothing (only parseAsync() asks the network, for some sites' transcripts and comments).
import type { Extractor } from '../extractor';
import { createJsdomMethod, requireDevPackages, type JsdomPackage } from './jsdom-method';
import { paragraphText, type DomNodeLike } from './paragraph-text';
import type { MethodDefinition } from './registry';

/** The packages the method loads, by the names require() takes. */
export interface DefuddlePackageNames {
  defuddle: string;
  jsdom: string;
}

export const DEFUDDLE_PACKAGES: DefuddlePackageNames = { defuddle: 'defuddle', jsdom: 'jsdom' };

/** The part of the packages' APIs this method uses (the `defuddle` export for require() is the class itself). */
interface DefuddlePackages {
  Defuddle: new (document: unknown) => { parse(): { content: string } };
  jsdom: JsdomPackage;
}

/** Loads the packages; an InputError saying which to install where some are missing. */
export function loadDefuddlePackages(names: DefuddlePackageNames = DEFUDDLE_PACKAGES): DefuddlePackages {
  const [defuddle, jsdom] = requireDevPackages('defuddle', [names.defuddle, names.jsdom]);
  return { Defuddle: defuddle as DefuddlePackages['Defuddle'], jsdom: jsdom as JsdomPackage };
}

/**
 * Runs `parse` with the global console silent. Defuddle reports the page faults it recovers from (a JSON-LD block
 * that does not parse, a page it falls back to the whole body of) on the global console, stack traces and all; its
 * result is what the method gives, so they are kept quiet as jsdom's complaints are. parse() is synchronous: no other
 * code runs while the console is silent.
 */
function quietly<T>(parse: () => T): T {
  const { log, warn, error } = console;
  console.log = console.warn = console.error = () => {};
  try {
    return parse();
  } finally {
    Object.assign(console, { log, warn, error });
  }
}

export function createDefuddle({ Defuddle, jsdom }: DefuddlePackages): Extractor {
  return createJsdomMethod('defuddle', jsdom, (window) => {
    const { content } = quietly(() => new Defuddle(window.document).parse());
    // Parsed in a <template>, whose content is inert: its images and links load nothing.
    const template = window.document.createElement('template');
    template.innerHTML = content;
    return paragraphText(template.content as DomNodeLike);
  });
}

export const DEFUDDLE_METHOD: MethodDefinition = {
  name: 'defuddle',
  devDependencies: [DEFUDDLE_PACKAGES.defuddle, DEFUDDLE_PACKAGES.jsdom],
  create: async () => createDefuddle(loadDefuddlePackages()),
};
