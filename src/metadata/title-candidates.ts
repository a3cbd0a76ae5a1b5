// Every string a page offers as its title, each with the features the learned title chooser scores: where it
// comes from (an <h1>, og:title, JSON-LD headline, <title> …), in which form (whole, the site's name taken off,
// one part of it), how many sources agree on its words, its length, its words shared with the other sources, and
// what kind of page the metadata says this is. The same title given by several sources is one candidate.
import { isSiteKey, siteKeysOf, STRONG_SEPARATOR, tidyHeadline, titleParts, withoutSiteName, withoutThreadLabel } from './title-forms';
import { normaliseForMatch } from '../dom/text';
import { wordCount, wordKey } from './words';

export type MetaTitleSource = 'og' | 'twitter' | 'dc' | 'jsonLd' | 'titleTag';

export interface MetaTitle {
  source: MetaTitleSource;
  text: string;
}

/** A visible <h1> and where on the page it sits. */
export interface Headline {
  text: string;
  /** Inside <main>, <article> or role=main. */
  inMain: boolean;
  /** Inside <header> or <nav>, or an element whose class or id names a header, banner, hero or masthead. */
  inHeader: boolean;
}

/** A visible element other than an <h1> that may set the headline. */
export interface TitledHeadline extends Headline {
  /** An <h2> or <h3>; else an element whose class or id names a title or headline. */
  subheading: boolean;
}

/** What the title is chosen from. */
export interface TitleSources {
  /** Titles the metadata gives, in the order: og:title, twitter:title, Dublin Core, JSON-LD headline, <title>. */
  metaTitles: readonly MetaTitle[];
  /** Visible <h1>s in document order. */
  headlines: readonly Headline[];
  /**
   * On a page of an older layout: its visible <h2>s, <h3>s and elements marked as titles, in document order
   * (MetadataSources.titled); none on other pages.
   */
  titled: readonly TitledHeadline[];
  /** The page declares no viewport and gives no Open Graph, Twitter or JSON-LD metadata (title-sources.ts): weighed apart. */
  olderLayout: boolean;
  /** Names of the site (og:site_name, the publisher, the host's name) that titles add to the page's own. */
  siteNames: readonly string[];
  /** The page's metadata calls it an article or post (og:type article, a JSON-LD Article, BlogPosting …). */
  isArticle: boolean;
  /** The page's metadata calls it a product. */
  isProduct: boolean;
  /** The canonical URL is the site's root. */
  isHomePage: boolean;
  /** The words of the canonical URL's last path segment ("/blog/how-to-bake-bread" → how to bake bread). */
  urlWords: string;
  /** og:type says `website`: a landing or service page, whose <h1> is often a slogan rather than its title. */
  isWebsite: boolean;
}

export const TITLE_FEATURES = [
  'fromFirstHeadline', 'fromLaterHeadline', 'fromSubheading', 'fromTitleClass', 'fromOgTitle', 'fromTwitterTitle', 'fromDublinCore', 'fromJsonLd', 'fromTitleTag',
  'whole', 'knownSiteNameOff', 'guessedSiteNameOff', 'firstPart', 'laterPart', 'headlineSiteNameOff',
  'agreeingSources', 'onlyHeadline', 'logWords', 'upToTwoWords', 'overTwelveWords',
  'sharedWithTitleTag', 'sharedWithHeadline', 'titleTagCovered',
  'containsSiteName', 'isSiteName', 'hasSeparator', 'typographicQuotes', 'brokenCharacters',
  'headlineInMain', 'headlineInHeader',
  'headlineOnArticle', 'headlineOnProduct', 'headlineOnHomePage', 'headlineAmongSeveral',
  'wholeOnHomePage', 'wholeOnArticle', 'headlineHoldsMetaTitle', 'urlCovered', 'headlineOnWebsite', 'wholeOnWebsite',
  'titledBesideHeadline',
] as const;

export type TitleFeature = (typeof TITLE_FEATURES)[number];

export interface TitleCandidate {
  text: string;
  /** Values in TITLE_FEATURES order. */
  features: number[];
}

/** A headline longer than this is a paragraph set in a big font. */
const MAX_HEADLINE_WORDS = 40;
/** Curly quotes: some sources of a page spell a title with them and others with ASCII quotes. */
const TYPOGRAPHIC_QUOTES = /[‘’“”]/;
/** The replacement character and UTF-8 read as Latin-1 ("â€™", "Â "): a source that mangled the title. */
const BROKEN_CHARACTERS = /\uFFFD|Â|â[\u0080-\u00BF€]|Ã[\u0080-\u00BF]/;
/** Headlines past the first few are section titles. */
const MAX_HEADLINES = 5;

type Form = 'whole' | 'knownSiteNameOff' | 'guessedSiteNameOff' | 'firstPart' | 'laterPart' | 'headlineSiteNameOff';
type Origin = 'fromFirstHeadline' | 'fromLaterHeadline' | 'fromSubheading' | 'fromTitleClass' | 'fromOgTitle' | 'fromTwitterTitle' | 'fromDublinCore' | 'fromJsonLd' | 'fromTitleTag';

/** Origins of text the page shows (its headlines), not of its metadata. */
const SHOWN_ORIGINS: ReadonlySet<Origin> = new Set(['fromFirstHeadline', 'fromLaterHeadline', 'fromSubheading', 'fromTitleClass']);

const ORIGIN: Record<MetaTitleSource, Origin> = { og: 'fromOgTitle', twitter: 'fromTwitterTitle', dc: 'fromDublinCore', jsonLd: 'fromJsonLd', titleTag: 'fromTitleTag' };

interface Gathered {
  text: string;
  origins: Set<Origin>;
  forms: Set<Form>;
  headline?: Headline;
}

/** A text's words, as its word key has them (one empty word for a text without any). */
function wordsOf(text: string): string[] {
  return wordKey(text).split(' ');
}

/** The share of `words` (counted as often as they occur) that `others` holds: read in the time of `words`. */
function shareHeld(words: readonly string[], others: ReadonlySet<string>): number {
  let held = 0;
  for (const word of words) if (others.has(word)) held++;
  return held / words.length;
}

/** A text's words counted, so that the share of them another text holds is read in the time of that other text. */
class CountedWords {
  private readonly counts = new Map<string, number>();
  private readonly total: number;

  constructor(text: string) {
    const words = wordsOf(text);
    for (const word of words) this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
    this.total = words.length;
  }

  /** The share of this text's words (counted as often as they occur) that are among `words`. */
  shareIn(words: ReadonlySet<string>): number {
    let held = 0;
    for (const word of words) held += this.counts.get(word) ?? 0;
    return held / this.total;
  }
}

/** The title's forms: whole, the known site name off, a guessed one off, and each part between strong separators. */
function metaForms(title: string, siteKeys: readonly string[]): [Form, string][] {
  const [first, ...later] = titleParts(title);
  return [
    ['whole', title],
    ['knownSiteNameOff', withoutSiteName(title, siteKeys, false)],
    ['guessedSiteNameOff', withoutSiteName(title, siteKeys)],
    ...(first !== undefined ? [['firstPart', first] as [Form, string]] : []),
    ...later.map((part): [Form, string] => ['laterPart', part]),
  ];
}

export function titleCandidates(sources: TitleSources): TitleCandidate[] {
  const { metaTitles } = sources;
  const siteKeys = siteKeysOf(sources.siteNames);
  const headlines = sources.headlines.slice(0, MAX_HEADLINES);
  const gathered = new Map<string, Gathered>();
  const add = (raw: string, origin: Origin, form: Form, headline?: Headline) => {
    const text = withoutThreadLabel(raw).trim();
    const words = wordCount(text, MAX_HEADLINE_WORDS);
    if (words === 0 || (headline !== undefined && words > MAX_HEADLINE_WORDS)) return;
    // One candidate per string the title measure cannot tell apart (case, whitespace).
    const key = normaliseForMatch(text);
    const entry = gathered.get(key) ?? { text, origins: new Set<Origin>(), forms: new Set<Form>() };
    entry.origins.add(origin);
    entry.forms.add(form);
    entry.headline ??= headline;
    gathered.set(key, entry);
  };
  headlines.forEach((headline, index) => {
    const origin = index === 0 ? 'fromFirstHeadline' : 'fromLaterHeadline';
    const text = tidyHeadline(headline.text);
    add(text, origin, 'whole', headline);
    add(withoutSiteName(text, siteKeys, false), origin, 'headlineSiteNameOff', headline);
  });
  for (const titled of sources.titled) add(tidyHeadline(titled.text), titled.subheading ? 'fromSubheading' : 'fromTitleClass', 'whole', titled);
  for (const { source, text } of metaTitles) for (const [form, value] of metaForms(text, siteKeys)) add(value, ORIGIN[source], form);

  // Which sources give the same words, whatever their punctuation.
  const keys = new Map<Gathered, string>([...gathered.values()].map((entry) => [entry, wordKey(entry.text)]));
  const originsByWords = new Map<string, Set<Origin>>();
  for (const [entry, key] of keys) {
    const origins = originsByWords.get(key) ?? new Set<Origin>();
    for (const origin of entry.origins) origins.add(origin);
    originsByWords.set(key, origins);
  }
  const titleTag = metaTitles.find((title) => title.source === 'titleTag')?.text ?? metaTitles[0]?.text;
  const titleTagOwn = titleTag === undefined ? undefined : new CountedWords(withoutSiteName(titleTag, siteKeys));
  const titleTagWords = titleTag === undefined ? undefined : new Set(wordsOf(titleTag));
  const firstHeadlineWords = headlines[0] === undefined ? undefined : new Set(wordsOf(tidyHeadline(headlines[0].text)));
  const urlWords = sources.urlWords.split(' ').length < 2 ? undefined : new CountedWords(sources.urlWords);
  const metaKeys = [...keys].filter(([entry]) => entry.headline === undefined).map(([, key]) => key);
  // A headline that is a metadata title with words added ("… (latimes.com)", "News Digital Cameras: …").
  const comparable = (a: string, b: string) => a !== b && Math.min(a.length, b.length) >= 0.5 * Math.max(a.length, b.length);
  const holds = (outer: string, inner: string) => comparable(outer, inner) && ` ${outer} `.includes(` ${inner} `);

  // Each candidate's features are read in time linear in its length (the share of its words another title holds,
  // and of another's words it holds): a <title> of many parts costs the sum of its candidates, not its square.
  return [...keys].map(([entry, wordsKey]) => {
    const words = wordCount(entry.text);
    const agreeing = originsByWords.get(wordsKey)!;
    const fromHeadline = entry.headline !== undefined ? 1 : 0;
    const whole = entry.forms.has('whole') && entry.headline === undefined ? 1 : 0;
    const key = ` ${wordsKey} `;
    const ownWords = wordsKey.split(' ');
    const ownWordSet = new Set(ownWords);
    const values: Record<TitleFeature, number> = {
      fromFirstHeadline: 0, fromLaterHeadline: 0, fromSubheading: 0, fromTitleClass: 0, fromOgTitle: 0, fromTwitterTitle: 0, fromDublinCore: 0, fromJsonLd: 0, fromTitleTag: 0,
      whole: 0, knownSiteNameOff: 0, guessedSiteNameOff: 0, firstPart: 0, laterPart: 0, headlineSiteNameOff: 0,
      agreeingSources: Math.log1p(agreeing.size),
      onlyHeadline: [...agreeing].every((origin) => SHOWN_ORIGINS.has(origin)) ? 1 : 0,
      logWords: Math.log(words),
      upToTwoWords: words <= 2 ? 1 : 0,
      overTwelveWords: words > 12 ? 1 : 0,
      sharedWithTitleTag: titleTagWords === undefined ? 0 : shareHeld(ownWords, titleTagWords),
      sharedWithHeadline: firstHeadlineWords === undefined ? 0 : shareHeld(ownWords, firstHeadlineWords),
      titleTagCovered: titleTagOwn === undefined ? 0 : titleTagOwn.shareIn(ownWordSet),
      containsSiteName: siteKeys.some((site) => key.includes(` ${site} `)) ? 1 : 0,
      isSiteName: isSiteKey(wordsKey, siteKeys) ? 1 : 0,
      hasSeparator: STRONG_SEPARATOR.test(entry.text) ? 1 : 0,
      typographicQuotes: TYPOGRAPHIC_QUOTES.test(entry.text) ? 1 : 0,
      brokenCharacters: BROKEN_CHARACTERS.test(entry.text) ? 1 : 0,
      headlineInMain: entry.headline?.inMain ? 1 : 0,
      headlineInHeader: entry.headline?.inHeader ? 1 : 0,
      headlineOnArticle: fromHeadline && sources.isArticle ? 1 : 0,
      headlineOnProduct: fromHeadline && sources.isProduct ? 1 : 0,
      headlineOnHomePage: fromHeadline && sources.isHomePage ? 1 : 0,
      headlineAmongSeveral: fromHeadline && headlines.length > 1 ? 1 : 0,
      wholeOnHomePage: whole && sources.isHomePage ? 1 : 0,
      wholeOnArticle: whole && sources.isArticle ? 1 : 0,
      headlineHoldsMetaTitle: fromHeadline && metaKeys.some((meta) => holds(wordsKey, meta)) ? 1 : 0,
      headlineOnWebsite: fromHeadline && sources.isWebsite ? 1 : 0,
      wholeOnWebsite: whole && sources.isWebsite ? 1 : 0,
      // The words of a URL slug ("/blog/how-to-bake-bread") come from the title the page was saved under.
      urlCovered: urlWords === undefined ? 0 : urlWords.shareIn(ownWordSet),
      // A page with an <h1> mostly sets its title there; its <h2>s and titled elements are then its sections'.
      titledBesideHeadline: headlines.length > 0 && !entry.origins.has('fromFirstHeadline') && !entry.origins.has('fromLaterHeadline') && (entry.origins.has('fromSubheading') || entry.origins.has('fromTitleClass')) ? 1 : 0,
    };
    for (const origin of entry.origins) values[origin] = 1;
    for (const form of entry.forms) values[form] = 1;
    return { text: entry.text, features: TITLE_FEATURES.map((name) => values[name]) };
  });
}
