// The page's publication date: the JSON-LD datePublished of its main entity, else the date <meta> tags
// (article:published_time, Dublin Core, the common CMS names), else a visible date (microdata datePublished, a
// <time> marked as the publication date, the first <time>, a date written in a byline or an element whose class
// names a date); a page that gives no publication date anywhere is dated by its last modification. A UTC moment
// in the metadata is written in the page's own time zone when its <time> elements show one.
import { attribute } from '../dom/attributes';
import { calendarDay, findWrittenDate, inOffset, offsetOfDate, parseDate } from './dates';
import type { JsonLdGraph } from '../dom/json-ld';
import { mainEntities, jsonLdText } from '../dom/main-entity';
import type { MetadataSources, TextElement } from './sources';

/** <meta> keys of the publication date, most specific first. */
const DATE_META = [
  'article:published_time', 'published', 'og:article:published_time', 'og:published_time', 'datepublished', 'published_time',
  'publishdate', 'publish_date', 'publish-date', 'published-date', 'publisheddate', 'pubdate', 'date-pub',
  'parsely-pub-date', 'sailthru.date', 'citation_publication_date', 'citation_date', 'dc.date.issued',
  'dcterms.issued', 'dc.date', 'dcterms.date', 'dcterms.created', 'date', 'cludo:date',
];
/** <meta> keys of the last modification, read when a page gives no publication date. */
const MODIFIED_META = ['article:modified_time', 'og:updated_time', 'datemodified', 'last-modified'];
/** Words at the start of a date element's text where its date is (the rest is an edit note, a comment …). */
const MAX_DATE_TEXT_WORDS = 12;
/** Words before a date that make it an update's, not the publication's. */
const UPDATED = /updated|modified|edited/i;
/** A forum poster's box: the day the member joined, not the post's ("JoinedNov 4, 2011", "Member since …"). */
const MEMBER_SINCE = /^(?:[Jj]oined|[Mm]ember\s+since|[Rr]egistered)(?![a-z])/;
/** Classes of a <time> (or date element) that holds the publication date. */
const PUBLISHED_CLASS = /publish|post-date|entry-date|posted-on|dt-published|article-date|date-published/i;

function firstDate(values: Iterable<string | undefined>): string | undefined {
  for (const value of values) {
    const date = value === undefined ? undefined : parseDate(value);
    if (date !== undefined) return date;
  }
  return undefined;
}

function jsonLdDates(graph: JsonLdGraph, keys: readonly string[] = ['datePublished', 'dateCreated']): string[] {
  return mainEntities(graph).flatMap(({ properties }) =>
    keys.map((key) => properties[key]).filter((value): value is string => typeof value === 'string').map(jsonLdText),
  );
}

/** A date element's machine-readable value, else its text. */
function* elementDates({ element, text }: TextElement): Generator<string | undefined> {
  yield attribute(element, 'datetime');
  yield attribute(element, 'content');
  yield text;
}

/**
 * Publication dates in a page's script data (Next.js, Nuxt, Contentful …: `"publishedAt":"2025-10-20T13:08:55"`),
 * the page's own before any related article's, as far as document order tells.
 */
const SCRIPT_DATE = /"(?:datePublished|publishedAt|published_at|publishDate|publish_date|postDate|postedAt|firstPublishedAt|publicationDate)"\s*:\s*"(\d{4}-\d{2}-\d{2}[^"]*)"/;

/** The first date written at the start of a date element's text, unless it is an update's ("Last updated on …"). */
function visibleDate(texts: readonly TextElement[], language: string | undefined): string | undefined {
  for (const { text } of texts) {
    const start = text.split(' ').slice(0, MAX_DATE_TEXT_WORDS).join(' ');
    // The words before its first number say what the date is.
    const date = UPDATED.test(start.split(/\d/)[0]) ? undefined : parseDate(start, language);
    if (date !== undefined) return date;
  }
  return undefined;
}

/**
 * The page's time zone as its visible <time> elements write it: the first offset other than UTC. Metadata often
 * gives the moment in UTC, whose calendar day can be the next or previous one of the day the page shows.
 */
function pageOffset(times: readonly TextElement[]): string | undefined {
  for (const { element } of times) {
    const datetime = attribute(element, 'datetime');
    const offset = datetime === undefined ? undefined : offsetOfDate(parseDate(datetime) ?? '');
    if (offset !== undefined && offset !== 'Z' && offset !== '+00:00') return offset;
  }
  return undefined;
}

/** A UTC date-time in the page's own time zone, when its <time> elements show one. */
function inPageZone(date: string | undefined, times: readonly TextElement[]): string | undefined {
  const offset = date === undefined ? undefined : offsetOfDate(date);
  const zone = offset === 'Z' || offset === '+00:00' ? pageOffset(times) : undefined;
  return zone === undefined ? date : inOffset(date!, zone);
}

/** Whole days between two ISO dates' calendar days. */
function daysApart(a: string, b: string): number {
  return Math.abs(Date.parse(calendarDay(a)) - Date.parse(calendarDay(b))) / 86_400_000;
}

/**
 * `pageDays`: the calendar days written anywhere in the page's short lines. A date the metadata declares but the
 * page never shows gives way to the one written near the headline (a datePublished a CMS kept from the page's
 * first version on a page that reads "Updated Sep 17, 2025"; a JSON-LD date of the page's last build), unless the
 * two are a day apart: the same moment in another time zone. `language`: the page's, whose month names dates in its
 * text may use.
 */
export function choosePublishedDate(
  sources: MetadataSources,
  graph: JsonLdGraph,
  linesNearHeadline: readonly string[] = [],
  pageDays: () => ReadonlySet<string> = () => new Set(),
  language?: string,
): string | undefined {
  const writtenDate = (text: string) => findWrittenDate(text, language);
  const marked = sources.times.filter(({ element }) => attribute(element, 'pubdate') !== undefined || PUBLISHED_CLASS.test(attribute(element, 'class') ?? ''));
  const declared = inPageZone(firstDate(jsonLdDates(graph)) ?? firstDate(DATE_META.flatMap((key) => sources.meta.get(key) ?? [])), sources.times);
  const nearHeadline = linesNearHeadline.filter((line) => !MEMBER_SINCE.test(line)).map(writtenDate).find((date) => date !== undefined);
  if (declared !== undefined && nearHeadline !== undefined && daysApart(nearHeadline, declared) > 1 && !pageDays().has(calendarDay(declared))) return nearHeadline;
  return (
    declared ??
    firstDate((sources.itemprops.get('datepublished') ?? []).flatMap((element) => [...elementDates(element)])) ??
    firstDate(marked.flatMap((element) => [...elementDates(element)])) ??
    firstDate(sources.times.flatMap((element) => [...elementDates(element)])) ??
    sources.bylines.map(({ text }) => writtenDate(text)).find((date) => date !== undefined) ??
    nearHeadline ??
    visibleDate(sources.dated, language) ??
    firstDate(sources.scripts.map((script) => script.match(SCRIPT_DATE)?.[1])) ??
    firstDate(jsonLdDates(graph, ['dateModified'])) ??
    firstDate(MODIFIED_META.flatMap((key) => sources.meta.get(key) ?? []))
  );
}
