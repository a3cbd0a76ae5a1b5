// The shapes one title takes across a page's sources: "Apple Watch | Best Buy" in <title>, "Apple Watch" in the
// <h1>, "Thread: Apple Watch" on a forum. These helpers take a title apart (at the separators between it and the
// site's name) and tidy what a reader does not see.
import { decodeHTML } from 'entities';
import { normalizeWhitespace, withoutHiddenCharacters } from '../dom/text';
import { hasAtMostWords, wordCount, wordKey } from './words';

/** Separators between a title and the site's name (a colon only when the other side is the site). */
const SEPARATOR = /\s+[|–—·•»~/]\s+|\s*\|\s*|\s+::?\s+|\s+-\s+|:\s+/;
export const STRONG_SEPARATOR = /\s+[|–—·•»~/]\s+|\s*\|\s*|\s+::?\s+|\s+-\s+/;
/** Symbols documentation generators put after headings (permalinks). */
const TRAILING_ANCHOR = /\s*[¶#🔗§]+$/u;
/** Words forum software puts before a thread's title ("Thread: …", "View topic - …"). */
const THREAD_LABEL = /^(?:thread|topic|view\s+topic)\s*(?::|\s[-–—])\s*/i;

/** The non-empty parts of a title between separators. */
export function titleParts(title: string, separator: RegExp = STRONG_SEPARATOR): string[] {
  return title.split(separator).map((part) => part.trim()).filter((part) => wordCount(part, 0) > 0);
}

/** Whether a text is one of the site's names (given as word keys), whole, without spaces, or their first words. */
function isSiteName(text: string, siteKeys: readonly string[]): boolean {
  return isSiteKey(wordKey(text), siteKeys);
}

/** isSiteName of the text whose word key is `key`. */
export function isSiteKey(key: string, siteKeys: readonly string[]): boolean {
  const squeezed = key.replace(/ /g, '');
  return siteKeys.some((site) => site === key || site.replace(/ /g, '') === squeezed || (key.length > 0 && site.startsWith(`${key} `)));
}

/** The word keys of the site's names, as withoutSiteName and isSiteKey take them. */
export function siteKeysOf(siteNames: readonly string[]): string[] {
  return siteNames.map(wordKey).filter((key) => key !== '');
}

/**
 * A title without the site's name around it (`siteKeys`: siteKeysOf the site's names): the parts left once the
 * site's are taken away; with `guess`, a short last part after a strong separator is taken for the site's name too.
 */
export function withoutSiteName(title: string, siteKeys: readonly string[], guess = true): string {
  for (const separator of [STRONG_SEPARATOR, SEPARATOR]) {
    const all = titleParts(title, separator);
    if (all.length < 2) continue;
    const own = all.filter((part) => !isSiteName(part, siteKeys));
    if (own.length > 0 && own.length < all.length) return own.join(separator === SEPARATOR ? ': ' : ' - ');
  }
  // Without a known site name, a short last part after a strong separator is the site's ("… | Make More Music").
  const strong = titleParts(title, STRONG_SEPARATOR);
  if (guess && strong.length >= 2 && hasAtMostWords(strong[strong.length - 1], 4)) return title.slice(0, title.lastIndexOf(strong[strong.length - 1])).replace(/[\s|–—·•»~/:-]+$/, '');
  return title;
}

/**
 * A title as a reader sees it: without the characters a browser does not draw (soft hyphens in "Assis\u00ADtance",
 * zero-width spaces; dom/text.ts), and without entities a page escaped twice ("SQL &amp;#x26; AI").
 */
export function shownTitle(text: string): string {
  return normalizeWhitespace(withoutHiddenCharacters(decodeHTML(text)));
}

/** A visible headline as a title: shown, without a trailing permalink sign. */
export function tidyHeadline(text: string): string {
  return shownTitle(text).replace(TRAILING_ANCHOR, '').trim();
}

/** A title without the label forum software puts before it ("Thread: What do you look for …"). */
export function withoutThreadLabel(title: string): string {
  return title.replace(THREAD_LABEL, '');
}
