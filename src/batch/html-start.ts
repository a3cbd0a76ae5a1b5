// Whether a file's first bytes are those of an HTML page, for files not named as pages (a site mirror's
// `index.php?id=3` or extensionless `about`). The test is WHATWG MIME Sniffing §7.1's HTML signatures: after
// white space, `<!DOCTYPE HTML`, `<HTML`, `<HEAD`, `<BODY` or one of the tags pages start with (`<SCRIPT`, `<DIV`,
// `<P` …), ended by white space, `/` or `>` (the standard has only space and `>`: `<html\n lang=…>` is a page too).
// Two departures, both for saved files rather than responses: a byte order mark and comments before the first tag
// are passed over (the standard takes `<!--` itself as HTML; a sitemap or feed can start with one too), and an XML
// declaration starts a page only when the root is <html> (XHTML) or a doctype says html. No npm package does this:
// file-type leaves text formats out and is-html finds any tag name anywhere, a feed's <title> or a script's '<p>'.
import { decode } from 'whatwg-encoding';

/** Bytes of a file's start that are sniffed: room for the white space and comments some pages open with. */
export const HTML_SNIFF_BYTES = 4096;

const HTML_TAG = /^<(?:!doctype\s+html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p)[\s/>]/i;
const XHTML_ROOT = /^<(?:!doctype\s+html|(?:[\w.-]+:)?html)[\s/>]/i;
const XML_DECLARATION = /^<\?xml[\s?]/i;
const LEADING_SPACE = /^\s*/;

/** Where the white space and comments from `at` on end; -1 when a comment is not closed within `text`. */
function afterSpaceAndComments(text: string, at: number): number {
  for (;;) {
    at += LEADING_SPACE.exec(text.slice(at))![0].length;
    if (!text.startsWith('<!--', at)) return at;
    const end = text.indexOf('-->', at + 4);
    if (end < 0) return -1;
    at = end + 3;
  }
}

/** Where the XML declaration, processing instructions, white space and comments from `at` on end; -1 when cut short. */
function afterXmlProlog(text: string, at: number): number {
  for (; at >= 0 && text.startsWith('<?', at); at = afterSpaceAndComments(text, at)) {
    const end = text.indexOf('?>', at + 2);
    if (end < 0) return -1;
    at = end + 2;
  }
  return at;
}

/** Whether `start`, a file's first bytes (its BOM, if any, names their encoding), starts an HTML or XHTML page. */
export function startsAsHtml(start: Uint8Array): boolean {
  // windows-1252 keeps every ASCII byte as it is, which is all the signatures are made of.
  const text = decode(start, 'windows-1252');
  const at = afterSpaceAndComments(text, 0);
  if (at < 0) return false;
  if (!XML_DECLARATION.test(text.slice(at))) return HTML_TAG.test(text.slice(at));
  const root = afterXmlProlog(text, at);
  return root >= 0 && XHTML_ROOT.test(text.slice(root));
}
