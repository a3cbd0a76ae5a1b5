// The page's author: the JSON-LD author of the page's main entity (an article, a forum thread's first post), else
// the poster a forum marks as the thread's starter, else the author <meta> tags, else a visible byline (microdata
// itemprop=author, an element whose class names an author or a byline, a link to an author's page: "By Jane Doe ·
// March 3, 2025"), else a forum's first user-name link. A JSON-LD author that is an organisation, or a login name
// ("KatieS"), gives way to a person the page names in a "By …" line. How names are read: names.ts.
import { attribute } from '../dom/attributes';
import { isElement } from '../dom/parse';
import type { DomElement, DomNode } from '../dom/types';
import { namesIn, type JsonLdGraph } from '../dom/json-ld';
import { datedByline } from './dated-byline';
import { mainEntities, mainEntityNames } from '../dom/main-entity';
import { byLine, bylineName, isName, isPersonName, joinNames, jsonLdName, labelledByLine } from './names';
import type { PageLine } from './near-headline';
import { elementText, isAuthorPageLink, type MetadataSources, type TextElement } from './sources';
import { hasAtMostWords } from './words';

/** <meta> keys that name the author, most specific first. */
const AUTHOR_META = ['author', 'article:author', 'og:author', 'og:article:author', 'sailthru.author', 'parsely-author', 'dc.creator', 'dcterms.creator', 'citation_author', 'byl'];
/** Words forum software puts after the name of the poster who started the thread. */
const THREAD_STARTER = /\s*(?:discussion|thread|topic)\s+starter(?![a-z])|\s*original\s+poster(?![a-z])/i;
/** Words of a byline element read block by block: a name, its role, a bio, a date. */
const MAX_BYLINE_WORDS = 150;
/** "Thread starter SamuelMIz" under a forum thread's title (XenForo). */
const STARTER_LINE = /^(?:discussion|thread|topic)\s+starter:?\s*(.+)$/i;

/**
 * The microdata `name` of an itemprop=author element, if it has one: its first, in document order, outside the
 * items nested in it (the name of the employer an author's `worksFor` holds is no name of the author's).
 */
function itempropName(element: DomElement): string | undefined {
  const stack: DomNode[] = [...element.childNodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (attribute(node, 'itemprop')?.split(/\s+/).includes('name')) return attribute(node, 'content') ?? elementText(node);
    if (attribute(node, 'itemscope') !== undefined) continue;
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
  }
  return undefined;
}

/**
 * A byline's text with its blocks set apart by " | ", where a name ends: "Rachel MacDonald | Writer" for a name and
 * a role in separate <div>s, which the shown text runs together ("Rachel MacDonald Writer").
 */
function bylineText({ element, text }: TextElement): string {
  // None of a long one: that is a wrapper (a page's <body> with an "author" class) whose text holds any "by …".
  if (!hasAtMostWords(text, MAX_BYLINE_WORDS)) return '';
  return elementText(element, ' | ').replace(/(?:\s*\|)+\s*/g, ' | ').replace(/^ \| | \| $/g, '').trim();
}

/** The value of a twitter:labelN / twitter:dataN pair whose label names the author ("Written by"). */
function twitterLabelledAuthor(sources: MetadataSources): string | undefined {
  for (let n = 1; n <= 4; n++) {
    const label = sources.meta.get(`twitter:label${n}`)?.[0];
    if (label !== undefined && /written by|author/i.test(label)) return sources.meta.get(`twitter:data${n}`)?.[0];
  }
  return undefined;
}

/**
 * The poster an author element or byline marks as the thread's starter ("JWoodguy13 Discussion starter 28 posts"),
 * or a line near the headline names so.
 */
function threadStarter(sources: MetadataSources, linesNearHeadline: readonly string[]): string | undefined {
  for (const line of linesNearHeadline) {
    const name = line.match(STARTER_LINE)?.[1].trim();
    if (name !== undefined && isName(name)) return name;
  }
  // The starter's own author box may be hidden (its microdata copy), its shown line kept: "sanmartinwatchDiscussion
  // starter" (WCXB train: the first visible itemprop=author was another poster's).
  for (const text of [...linesNearHeadline, ...(sources.itemprops.get('author') ?? []).map((item) => item.text), ...sources.bylines.map((byline) => byline.text)]) {
    const name = nameBeforeStarterMark(text);
    if (name !== undefined) return name;
  }
  return undefined;
}

/** "JWoodguy13 Discussion starter 28 posts" → "JWoodguy13". */
function nameBeforeStarterMark(text: string): string | undefined {
  const marker = text.search(THREAD_STARTER);
  const name = text.slice(0, marker).trim();
  return marker > 0 && isName(name) ? name : undefined;
}

/** A name written as one word: an account's login rather than how a person signs ("andrew.keaveney", "KatieS"). */
function isLoginName(name: string): boolean {
  return !/\s/.test(name);
}

/** Whether the main entity's authors are all organisations (typed so, or named as the publisher is). */
function authoredByOrganisation(graph: JsonLdGraph): boolean {
  const entity = mainEntities(graph).find(({ properties }) => properties.author !== undefined);
  if (entity === undefined) return false;
  const publishers = new Set(namesIn(entity.properties.publisher, graph));
  const authors = [entity.properties.author].flat().map((author) => {
    const id = typeof author === 'object' && author !== null ? (author as Record<string, unknown>)['@id'] : undefined;
    return (typeof id === 'string' ? graph.byId.get(id) : undefined) ?? author;
  });
  return authors.every((author) => {
    if (typeof author === 'string') return publishers.has(author);
    const type = typeof author === 'object' && author !== null ? (author as Record<string, unknown>)['@type'] : undefined;
    return [type].flat().some((t) => typeof t === 'string' && /organization|corporation|newsmediaorganization/i.test(t)) || namesIn(author, graph).some((name) => publishers.has(name));
  });
}

/**
 * The name the page's byline elements give (`ownBylines`: their texts, in sources.bylines order). A link to the
 * author's page names the author alone; the byline around it may add a role ("Brett Cruz, Privacy and Digital
 * Security Expert").
 */
function bylineElementName(sources: MetadataSources, ownBylines: readonly string[], accept: (name: string) => boolean = () => true): string | undefined {
  const authorLinks = ownBylines.filter((_, i) => isAuthorPageLink(sources.bylines[i].element));
  for (const text of [...authorLinks, ...ownBylines]) {
    const name = bylineName(text);
    if (name !== undefined && accept(name)) return name;
  }
  return undefined;
}

export function chooseAuthor(
  sources: MetadataSources,
  graph: JsonLdGraph,
  nearHeadline: readonly PageLine[] = [],
  pageLines: () => readonly string[] = () => [],
): string | undefined {
  const linesNearHeadline = nearHeadline.map((line) => line.text);
  // Each byline element's text, read once (its blocks set apart) for both uses below.
  const ownBylines = sources.bylines.map(bylineText);
  const bylineTexts = [...ownBylines, ...linesNearHeadline];
  const fromJsonLd = joinNames(mainEntityNames(graph, 'author').map(jsonLdName));
  // An organisation named as the JSON-LD author gives way to a person the byline names ("Insights from | Liza Burke").
  const person = () => byLine(bylineTexts, true) ?? bylineElementName(sources, ownBylines, isPersonName);
  if (fromJsonLd !== undefined) {
    if (authoredByOrganisation(graph)) return person() ?? fromJsonLd;
    // A login name ("KatieS": one word, as a CMS account is named) gives way to the person a "By" line under the
    // headline shows ("by Aoife O'Riordan"). WCXB train +1; the dated byline's name too gave +1 −2 (a category
    // beside the date, "Products Liability"), byline elements −5 (forum posters' boxes).
    const shown = isLoginName(fromJsonLd) ? byLine(linesNearHeadline, true) : undefined;
    if (shown !== undefined && isPersonName(shown)) return shown;
    return fromJsonLd;
  }
  const starter = threadStarter(sources, linesNearHeadline);
  if (starter !== undefined) return starter;
  for (const key of AUTHOR_META) {
    const values = (sources.meta.get(key) ?? []).map((value) => bylineName(value) ?? value);
    const names = joinNames(key === 'citation_author' ? values : values.slice(0, 1));
    if (names !== undefined) return names;
  }
  const labelled = twitterLabelledAuthor(sources);
  if (labelled !== undefined && isName(labelled)) return labelled;
  for (const { element, text } of sources.itemprops.get('author') ?? []) {
    const name = itempropName(element) ?? attribute(element, 'content') ?? bylineName(text);
    if (name !== undefined && name !== '' && isName(name)) return name;
  }
  const fromBylines = bylineElementName(sources, ownBylines);
  if (fromBylines !== undefined) return fromBylines;
  // A byline set apart from the headline: at the article's end ("Written by | Moses Kim and Kate Shokurova"); last,
  // the first poster's user name link of a forum thread that marks nothing else (WCXB train +1; any link to a
  // member's page instead gave 34 pages without a gold author "YouTube", "Log in" …).
  return (
    byLine(linesNearHeadline) ??
    labelledByLine(linesNearHeadline) ??
    datedByline(nearHeadline) ??
    labelledByLine(pageLines()) ??
    sources.usernames.map(({ text }) => text).find((text) => text !== '' && isName(text))
  );
}
