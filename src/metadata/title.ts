// The page's title. Pages name it in several places that often disagree: <title> and og:title add the site's
// name ("Apple Watch | Best Buy"), the JSON-LD headline may be an SEO variant, and the visible <h1> is what the
// reader sees — or a slogan, or the site's logo. The visible headline wins when it is the title the metadata
// names, in its own wording (without the site name, with its own punctuation); otherwise the metadata's title
// without the site's name; a page without metadata titles takes its first headline.
import { decodeHTML } from 'entities';
import { normalizeWhitespace } from '../dom/text';
import type { MetadataSources } from './sources';
import { wordCount, wordKey } from './words';

/** What the title is chosen from. */
export interface TitleSources {
  /** Titles the metadata gives, most trusted first (og:title, JSON-LD headline, <title> …). */
  metaTitles: readonly string[];
  /** Visible <h1> texts in document order. */
  headlines: readonly string[];
  /** Names of the site (og:site_name, the publisher, the host's name) that titles add to the page's own. */
  siteNames: readonly string[];
}

/** Separators between a title and the site's name (a colon only when the other side is the site). */
const SEPARATOR = /\s+[|–—·•»~/]\s+|\s*\|\s*|\s+::?\s+|\s+-\s+|:\s+/;
const STRONG_SEPARATOR = /\s+[|–—·•»~/]\s+|\s*\|\s*|\s+::?\s+|\s+-\s+/;
/** Symbols documentation generators put after headings (permalinks). */
const TRAILING_ANCHOR = /\s*[¶#🔗§]+$/u;
/**
 * Share of a headline's words that the metadata title has, from which the headline is the same title reworded:
 * chosen on the WCXB train and validation pages (title match 0.713 → 0.762 over both, with the site-name rule).
 */
const MIN_SHARED_WORDS = 0.5;
/** A headline longer than this is a paragraph set in a big font. */
const MAX_HEADLINE_WORDS = 40;

function parts(title: string, separator: RegExp): string[] {
  return title.split(separator).map((part) => part.trim()).filter((part) => wordCount(part) > 0);
}

function isSiteName(part: string, siteKeys: readonly string[]): boolean {
  const key = wordKey(part);
  const squeezed = key.replace(/ /g, '');
  return siteKeys.some((site) => site === key || site.replace(/ /g, '') === squeezed || (key.length > 0 && site.startsWith(`${key} `)));
}

/**
 * A title without the site's name around it: the parts left once the site's are taken away; with `guess`, a short
 * last part after a strong separator is taken for the site's name too.
 */
export function withoutSiteName(title: string, siteNames: readonly string[], guess = true): string {
  const siteKeys = siteNames.map(wordKey).filter((key) => key !== '');
  for (const separator of [STRONG_SEPARATOR, SEPARATOR]) {
    const all = parts(title, separator);
    if (all.length < 2) continue;
    const own = all.filter((part) => !isSiteName(part, siteKeys));
    if (own.length > 0 && own.length < all.length) return own.join(separator === SEPARATOR ? ': ' : ' - ');
  }
  // Without a known site name, a short last part after a strong separator is the site's ("… | Make More Music").
  const strong = parts(title, STRONG_SEPARATOR);
  if (guess && strong.length >= 2 && wordCount(strong[strong.length - 1]) <= 4) return title.slice(0, title.lastIndexOf(strong[strong.length - 1])).replace(/[\s|–—·•»~/:-]+$/, '');
  return title;
}

/** The forms a metadata title can take on the page: whole, without the site name, and each of its parts. */
function titleForms(title: string, siteNames: readonly string[]): string[] {
  return [title, withoutSiteName(title, siteNames), ...parts(title, STRONG_SEPARATOR)];
}

function sharedWordShare(text: string, other: string): number {
  const words = wordKey(text).split(' ');
  const others = new Set(wordKey(other).split(' '));
  return words.filter((word) => others.has(word)).length / words.length;
}

/** Characters a reader does not see: soft hyphens (Assis\u00ADtance) and zero-width spaces and joiners. */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

/** A title as a reader sees it: without invisible characters, and without entities a page escaped twice ("SQL &amp;#x26; AI"). */
function shownTitle(text: string): string {
  return normalizeWhitespace(decodeHTML(text).replace(INVISIBLE, ''));
}

export function tidyHeadline(text: string): string {
  return shownTitle(text).replace(TRAILING_ANCHOR, '').trim();
}

/** The parts of a metadata title that withoutSiteName takes away as the site's ("… | Houstonia Magazine"). */
function siteParts(title: string, siteNames: readonly string[]): string[] {
  const own = ` ${wordKey(withoutSiteName(title, siteNames))} `;
  return parts(title, STRONG_SEPARATOR).map(wordKey).filter((key) => key !== '' && !own.includes(` ${key} `));
}

/** Words forum software puts before a thread's title ("Thread: …", "View topic - …"). */
const THREAD_LABEL = /^(?:thread|topic|view\s+topic)\s*(?::|\s[-–—])\s*/i;

export function chooseTitle(sources: TitleSources): string | undefined {
  return chosenTitle(sources)?.replace(THREAD_LABEL, '');
}

function chosenTitle({ metaTitles, headlines, siteNames }: TitleSources): string | undefined {
  // A headline that is the site's name (a logo set in an <h1>) is not the page's title.
  const siteKeys = siteNames.map(wordKey).filter((key) => key !== '');
  const siteHeadlines = new Set(metaTitles.flatMap((title) => siteParts(title, siteNames)));
  const visible = headlines
    .map((headline) => withoutSiteName(tidyHeadline(headline), siteNames, false))
    .filter((text) => wordCount(text) > 0 && wordCount(text) <= MAX_HEADLINE_WORDS)
    .filter((text) => !isSiteName(text, siteKeys) && !siteHeadlines.has(wordKey(text)));
  const forms = new Set(metaTitles.flatMap((title) => titleForms(title, siteNames)).map(wordKey));
  const named = visible.find((headline) => forms.has(wordKey(headline)));
  if (named !== undefined) return named;
  if (metaTitles.length === 0) return visible[0];
  const metaTitle = withoutSiteName(metaTitles[0], siteNames);
  // The visible headline in other words than the metadata's ("How Machine Learning Personalizes …" for "Using
  // Machine Learning To Personalize …") is what the reader sees; one on another subject is a slogan or a section.
  const headline = visible[0];
  return headline !== undefined && sharedWordShare(headline, metaTitle) >= MIN_SHARED_WORDS ? headline : metaTitle;
}

/** The metadata's titles, most trusted first. */
export function metaTitles(sources: MetadataSources, jsonLdHeadlines: readonly string[]): string[] {
  const fromMeta = ['og:title', 'twitter:title', 'dc.title', 'dcterms.title'].flatMap((key) => sources.meta.get(key) ?? []);
  return [...fromMeta, ...jsonLdHeadlines, ...(sources.title ? [sources.title] : [])].map(shownTitle).filter((title) => title !== '');
}
