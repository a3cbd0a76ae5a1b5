// What the title chooser reads from a page's metadata sources: the metadata's titles by source, the visible <h1>s
// with where they sit, the site's names, and what kind of page the metadata says this is.
import { attribute } from '../dom/attributes';
import { isElement } from '../dom/parse';
import type { DomElement, DomNode } from '../dom/types';
import { namesIn, type JsonLdGraph } from '../dom/json-ld';
import { jsonLdText, mainEntities, mainEntityNames } from '../dom/main-entity';
import { firstMeta, headlineText, type MetadataSources } from './sources';
import { findWrittenDate } from './dates';
import type { Headline, MetaTitle, MetaTitleSource, TitledHeadline, TitleSources } from './title-candidates';
import { shownTitle } from './title-forms';
import { hasAtMostWords, wordKey } from './words';

const META_TITLE_KEYS: [MetaTitleSource, string][] = [['og', 'og:title'], ['twitter', 'twitter:title'], ['dc', 'dc.title'], ['dc', 'dcterms.title']];
const HEADER_MARK = /header|banner|hero|masthead/i;
const ARTICLE_TYPE = /article|posting|blog|report/;

/** The names of the site the page's JSON-LD gives: its WebSite's name and the main entity's publisher. */
export function jsonLdSiteNames(graph: JsonLdGraph): string[] {
  const sites = graph.entities.filter((entity) => entity.types.includes('website')).flatMap((entity) => namesIn(entity.properties.name, graph));
  const publishers = mainEntities(graph).flatMap((entity) => namesIn(entity.properties.publisher, graph));
  return [...sites, ...publishers].map(jsonLdText).filter((name) => name !== '');
}

/** The host's name without `www.` and its public suffix ("www.bestbuy.com" → "bestbuy"). */
function hostName(url: string | undefined): string[] {
  if (url === undefined) return [];
  const labels = new URL(url).hostname.replace(/^www\./, '').split('.');
  return labels.length >= 2 ? [labels[labels.length - 2], labels.slice(0, -1).join('.')] : [];
}

/** The words of a URL's last path segment, as word keys: "/blog/how-to-bake-bread.html" → "how to bake bread". */
export function slugWords(url: string | undefined): string {
  const segment = url === undefined ? '' : (new URL(url).pathname.split('/').filter((part) => part !== '').pop() ?? '');
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a malformed escape: the segment as written
  }
  return wordKey(decoded.replace(/\.\w+$/, '').replace(/[-_+]/g, ' '));
}

/**
 * Longest metadata title read, in characters; past it a title is cut at a space. Every part of a title is a
 * candidate measured against the others, so a <title> of thousands of parts took the square of its length (40 KB:
 * 14 s); the longest title chosen on WCXB has 257 characters.
 */
const MAX_TITLE_CHARS = 2000;

/** A title as shown, at most MAX_TITLE_CHARS long. */
function shownMetaTitle(text: string): string {
  const shown = shownTitle(text.length > 2 * MAX_TITLE_CHARS ? text.slice(0, 2 * MAX_TITLE_CHARS) : text);
  if (shown.length <= MAX_TITLE_CHARS) return shown;
  const cut = shown.lastIndexOf(' ', MAX_TITLE_CHARS);
  return shown.slice(0, cut > 0 ? cut : MAX_TITLE_CHARS);
}

/** The metadata's titles, in TitleSources order. */
function metaTitles(sources: MetadataSources, graph: JsonLdGraph): MetaTitle[] {
  const fromMeta = META_TITLE_KEYS.flatMap(([source, key]) => (sources.meta.get(key) ?? []).map((text) => ({ source, text })));
  const fromJsonLd = mainEntityNames(graph, 'headline').map((text): MetaTitle => ({ source: 'jsonLd', text }));
  const fromTag: MetaTitle[] = sources.title ? [{ source: 'titleTag', text: sources.title }] : [];
  return [...fromMeta, ...fromJsonLd, ...fromTag].map(({ source, text }) => ({ source, text: shownMetaTitle(text) })).filter(({ text }) => text !== '');
}

/** The path of a site's front page ("/", "/index.html"), or a link to it ("./", "index.html"). */
const FRONT_PAGE_PATH = /^\/?(\.\/)?(index\.\w+)?$/;

function isFrontPageLink(href: string): boolean {
  const trimmed = href.trim();
  if (!/^https?:\/\//i.test(trimmed)) return FRONT_PAGE_PATH.test(trimmed);
  try {
    const url = new URL(trimmed);
    return url.search === '' && FRONT_PAGE_PATH.test(url.pathname);
  } catch {
    return false;
  }
}

/** The first <a> with an href inside `element`, depth first. */
function firstLink(element: DomElement): DomElement | undefined {
  for (const child of element.childNodes) {
    if (!isElement(child)) continue;
    if (child.tagName === 'a' && attribute(child, 'href') !== undefined) return child;
    const inner = firstLink(child);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/**
 * An <h1> whose whole text links to the site's front page is the site's logo (a blog's name above its post), not the
 * headline of any page but the front page.
 */
function isLogoHeadline(element: DomElement, text: string): boolean {
  const link = firstLink(element);
  return link !== undefined && isFrontPageLink(attribute(link, 'href')!) && wordKey(headlineText(link)) === wordKey(text);
}

function headline(element: DomElement, text: string): Headline {
  let inMain = false;
  let inHeader = false;
  for (let node: DomNode | null = element.parentNode; node !== null && isElement(node); node = node.parentNode) {
    const tag = node.tagName;
    if (tag === 'main' || tag === 'article' || attribute(node, 'role') === 'main') inMain = true;
    if (tag === 'header' || tag === 'nav' || HEADER_MARK.test(`${attribute(node, 'class') ?? ''} ${attribute(node, 'id') ?? ''}`)) inHeader = true;
  }
  return { text, inMain, inHeader };
}

/** The page's own name for its site (og:site_name, application name), else its JSON-LD's. */
export function siteNameOf(sources: MetadataSources, graph: JsonLdGraph): string | undefined {
  return firstMeta(sources, ['og:site_name', 'application-name', 'apple-mobile-web-app-title']) ?? jsonLdSiteNames(graph)[0];
}

/**
 * A page that declares no viewport and gives no Open Graph, Twitter card or JSON-LD metadata: a layout made before
 * phones and social cards (most pages before 2010), which sets its headline in an <h2>, a cell of class
 * "articleTitle" or a "storyhead" font as often as in an <h1> (L3S-GN1's news pages of 2008: in an <h1> on 46%).
 */
function isOlderLayout(sources: MetadataSources, graph: JsonLdGraph): boolean {
  if (sources.meta.has('viewport') || graph.entities.length > 0) return false;
  for (const key of sources.meta.keys()) if (key.startsWith('og:') || key.startsWith('twitter:')) return false;
  return true;
}

/** A line this short that holds a date is the date a blog sets above each post ("Saturday, June 04, 2005"), not a title. */
const MAX_DATE_LINE_WORDS = 5;

/** The visible <h2>s, <h3>s and title-marked elements of a page of an older layout, its date lines left out. */
function titledHeadlines(sources: MetadataSources): TitledHeadline[] {
  return sources.titled.flatMap(({ element, subheading }) => {
    const text = headlineText(element);
    return hasAtMostWords(text, MAX_DATE_LINE_WORDS) && findWrittenDate(text) !== undefined ? [] : [{ ...headline(element, text), subheading }];
  });
}

/** `siteName`: siteNameOf(sources, graph), which the caller has already read. */
export function titleSourcesOf(sources: MetadataSources, graph: JsonLdGraph, url: string | undefined, siteName: string | undefined): TitleSources {
  const twitterSite = firstMeta(sources, ['twitter:site'])?.replace(/^@/, '');
  const ogType = firstMeta(sources, ['og:type'])?.toLowerCase() ?? '';
  const mainTypes = mainEntities(graph)[0]?.types ?? [];
  const olderLayout = isOlderLayout(sources, graph);
  const isHomePage = url !== undefined && FRONT_PAGE_PATH.test(new URL(url).pathname);
  const headlines = isHomePage ? sources.headings : sources.headings.filter(({ element, text }) => !isLogoHeadline(element, text));
  return {
    metaTitles: metaTitles(sources, graph),
    headlines: headlines.map(({ element, text }) => headline(element, text)),
    titled: olderLayout ? titledHeadlines(sources) : [],
    olderLayout,
    siteNames: [...(siteName ? [siteName] : []), ...jsonLdSiteNames(graph), ...hostName(url), ...(twitterSite ? [twitterSite] : [])],
    isArticle: ogType === 'article' || mainTypes.some((type) => ARTICLE_TYPE.test(type)),
    isProduct: ogType.includes('product') || mainTypes.includes('product'),
    isHomePage,
    urlWords: slugWords(url),
    isWebsite: ogType === 'website',
  };
}
