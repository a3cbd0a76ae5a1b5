// A page's metadata: title, author, publication date, language, canonical URL, description and site name, from
// <title>, <meta> (OpenGraph, Dublin Core, article:*), JSON-LD, <time>, <html lang> and the visible headline and
// byline. A page field: computed once per page, whatever asks for it.
import { checkPage } from '../arguments';
import { absoluteUrl } from '../dom/absolute-url';
import { pageField } from '../dom/page';
import { pageAddress } from '../dom/page-address';
import { withoutHiddenCharacters } from '../dom/text';
import type { Page } from '../dom/types';
import { chooseAuthor } from './author';
import { writtenDays } from './dates';
import { jsonLdGraph } from '../dom/json-ld';
import { declaredLanguage, detectLanguage, proseSample } from './language';
import { mainEntityNames } from '../dom/main-entity';
import { linesNearHeadline, shortPageLines, titleElement } from './near-headline';
import { choosePublishedDate } from './published';
import { collectMetadataSources, firstMeta, type MetadataSources } from './sources';
import { chooseTitle } from './title';
import { siteNameOf, titleSourcesOf } from './title-sources';
import { wordKey } from './words';

export interface PageMetadata {
  title?: string;
  author?: string;
  /** Publication date, ISO 8601: `YYYY-MM-DD`, or with the time and offset the page gives. */
  date?: string;
  /** BCP 47 tag the page declares (`en`, `en-US`), else the ISO 639-1 code of the language detected in its text. */
  language?: string;
  /**
   * The canonical URL (<link rel=canonical>, og:url), absolute: a relative link against the page's <base href>, og:url
   * or the page's address.
   */
  url?: string;
  description?: string;
  siteName?: string;
}

/** `address`: where the page was read from, when its reader said (`extract --url`, a batch record's url). */
export function canonicalUrl(sources: MetadataSources, address?: string): string | undefined {
  const ogUrl = absoluteUrl(firstMeta(sources, ['og:url']));
  const pageUrl = ogUrl ?? address;
  const base = absoluteUrl(sources.baseHref, pageUrl) ?? pageUrl;
  return absoluteUrl(sources.links.get('canonical')?.[0], base) ?? ogUrl;
}

function describe(page: Page): PageMetadata {
  const sources = collectMetadataSources(page.document);
  const graph = jsonLdGraph(sources.jsonLd);
  const url = canonicalUrl(sources, pageAddress(page));
  const siteName = siteNameOf(sources, graph);
  const title = chooseTitle(titleSourcesOf(sources, graph, url, siteName));
  // The <h1> the title came from (tidied: its site name, a permalink sign taken away), else the first.
  const titleKey = ` ${wordKey(title ?? '')} `;
  const headline = sources.headings.find((heading) => ` ${wordKey(heading.text)} `.includes(titleKey)) ?? sources.headings[0];
  const nearHeadline = linesNearHeadline(page, headline?.element);
  // A page without an <h1> is read for its date around the block that reads as the title, not for its author: a
  // "by" there is as often "Shop by category" or a brand ("By Almondina") as a byline (WCXB train + validation:
  // 1 author gained, 2 pages without one given a wrong one; 3 dates gained).
  const nearTitle = headline === undefined && title !== undefined ? linesNearHeadline(page, titleElement(page, title)) : nearHeadline;
  let shortLines: string[] | undefined;
  const pageLines = () => (shortLines ??= shortPageLines(page));
  const language = declaredLanguage(sources, mainEntityNames(graph, 'inLanguage')) ?? detectLanguage(proseSample(page));
  const description = firstMeta(sources, ['description', 'og:description', 'twitter:description', 'dc.description']) ?? mainEntityNames(graph, 'description')[0];
  const metadata: PageMetadata = {
    title,
    author: chooseAuthor(sources, graph, nearHeadline, pageLines),
    date: choosePublishedDate(sources, graph, nearTitle.map((line) => line.text), () => writtenDays(pageLines(), language), language),
    language,
    url,
    description,
    siteName,
  };
  // Fields the page does not give are left out, not set to undefined (JSON output, object spreads); the
  // characters a browser does not draw are dropped as from the text.
  const fields = Object.entries(metadata).map(([key, value]) => [key, value === undefined ? '' : withoutHiddenCharacters(value)]);
  return Object.fromEntries(fields.filter(([, value]) => value !== '')) as PageMetadata;
}

const PAGE_METADATA = pageField('metadata (title, author, date, language …)', describe);

/** The page's metadata; computed on first use and kept with the page. */
export function pageMetadata(page: Page): PageMetadata {
  checkPage(page, 'pageMetadata');
  return page.get(PAGE_METADATA);
}
