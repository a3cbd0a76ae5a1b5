// The page's author: the JSON-LD author of the page's main entity (an article, a forum thread's first post), else
// the author <meta> tags, else a visible byline (microdata itemprop=author, an element whose class names an
// author or a byline: "By Jane Doe · March 3, 2025"). A forum thread's author is the poster its markup marks as
// the thread's starter ("Discussion starter"); a JSON-LD author that is an organisation gives way to a person
// the page names in a "By …" line.
import { attribute } from '../dom/attributes';
import { isElement } from '../dom/parse';
import type { DomElement, DomNode } from '../dom/types';
import { namesIn, type JsonLdGraph } from './json-ld';
import { mainEntities, mainEntityNames } from './main-entity';
import { elementText, type MetadataSources } from './sources';
import { wordCount } from './words';

/** <meta> keys that name the author, most specific first. */
const AUTHOR_META = ['author', 'article:author', 'og:author', 'og:article:author', 'sailthru.author', 'parsely-author', 'dc.creator', 'dcterms.creator', 'citation_author', 'byl'];
/** "By …", "Written by …" (also run together: "Written byJane", "ByJane"), "Posted by: …", "Author …" before a name. */
const BY = /(?:^|\b)(?:(?:written|posted|authored|published|story)\s+by\s*:?\s*|by:?\s+)|^author:?\s+/i;
/** "By" run into the name by markup that sets them in separate elements ("<span>By</span><span>Jane</span>"). */
const RUN_TOGETHER_BY = /^By(?=\p{Lu})/u;
/** Where a name in a byline ends: a separator, a date, a role or an action. */
const NAME_END =
  /\s+[|•·⋅»–—-]\s*|\s*[|⋅»]|\s+(?:on|at|in|for|and\s+updated|updated|published|posted|last|edited|fact-checked|reviewed|tested)\b|,?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\s*\d/i;
/** Where a name without "By" before it ends: a separator before the author's role ("Jane Doe ⋅ Review Editor"). */
const BARE_NAME_END = /\s*[|⋅»•]\s*/;
/** Texts that label a name rather than give one ("Written by", "Topic Author"). */
const LABEL = /^(?:(?:(?:written|posted|authored|published|reviewed)\s+)?by|(?:topic\s+|about\s+the\s+)?authors?|insights\s+from)\s*:?$/i;
/** Words forum software puts after the name of the poster who started the thread. */
const THREAD_STARTER = /\s*(?:discussion|thread|topic)\s+starter(?![a-z])|\s*original\s+poster(?![a-z])/i;
/** More words than this is a sentence, not a name (a list of names is joined from several). */
const MAX_NAME_WORDS = 12;
/** A visible name without a "By" before it is short. */
const MAX_BARE_NAME_WORDS = 4;

/** A value that can be a person's or an organisation's name: not a URL, a handle or a sentence. */
function isName(value: string): boolean {
  return (
    value.length <= 120 &&
    /\p{L}/u.test(value) &&
    !/^(https?:|www\.|@|\/)/i.test(value) &&
    !/:\/\//.test(value) &&
    !/^(?:our|my|their|his|her)\b/i.test(value) &&
    wordCount(value) <= MAX_NAME_WORDS
  );
}

function joinNames(names: readonly string[]): string | undefined {
  const unique = [...new Set(names.filter(isName))];
  return unique.length > 0 ? unique.join(', ') : undefined;
}

/** A text up to where a name ends in it (a separator, a date, a role …). */
function nameStart(text: string): string {
  const end = text.search(NAME_END);
  return (end >= 0 ? text.slice(0, end) : text).replace(/^[\s,;:.]+|[\s,;:.]+$/g, '');
}

/** The name in a byline's text: after "By", up to a date or separator; a short text is a name itself. */
export function bylineName(written: string): string | undefined {
  const text = written.replace(RUN_TOGETHER_BY, 'By ');
  if (LABEL.test(text.trim())) return undefined;
  const by = text.match(BY);
  if (by) {
    const name = nameStart(text.slice(by.index! + by[0].length));
    return name !== '' && isName(name) && wordCount(name) <= MAX_BARE_NAME_WORDS * 2 ? name : undefined;
  }
  const bare = text.trim().split(BARE_NAME_END)[0].trim();
  return bare !== '' && isName(bare) && wordCount(bare) <= MAX_BARE_NAME_WORDS && !/\d/.test(bare) ? bare : undefined;
}

/** A name as JSON-LD gives it, without quotes around it or a "By" before it. */
function jsonLdName(name: string): string {
  const unquoted = name.replace(/^["“'](.*)["”']$/, '$1').trim();
  return BY.test(unquoted) && unquoted.search(BY) === 0 ? (bylineName(unquoted) ?? unquoted) : unquoted;
}

/** The microdata `name` inside an itemprop=author element, if it has one. */
function itempropName(element: DomElement): string | undefined {
  const stack: DomNode[] = [...element.childNodes];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (attribute(node, 'itemprop')?.split(/\s+/).includes('name')) return attribute(node, 'content') ?? elementText(node);
    stack.push(...node.childNodes);
  }
  return undefined;
}

/** The value of a twitter:labelN / twitter:dataN pair whose label names the author ("Written by"). */
function twitterLabelledAuthor(sources: MetadataSources): string | undefined {
  for (let n = 1; n <= 4; n++) {
    const label = sources.meta.get(`twitter:label${n}`)?.[0];
    if (label !== undefined && /written by|author/i.test(label)) return sources.meta.get(`twitter:data${n}`)?.[0];
  }
  return undefined;
}

/** The first of `texts` that is a "By …" line with a name (a byline element, a line near the headline). */
function byLine(texts: readonly string[], atStart = false): string | undefined {
  for (const written of texts) {
    const text = written.replace(RUN_TOGETHER_BY, 'By ');
    const by = text.search(BY);
    if (by < 0 || (atStart && by > 0)) continue;
    const name = bylineName(text);
    if (name !== undefined) return name;
  }
  return undefined;
}

/** "Thread starter SamuelMIz" under a forum thread's title (XenForo). */
const STARTER_LINE = /^(?:discussion|thread|topic)\s+starter:?\s*(.+)$/i;

/**
 * The poster an author element or byline marks as the thread's starter ("JWoodguy13 Discussion starter 28 posts"),
 * or a line near the headline names so.
 */
function threadStarter(sources: MetadataSources, linesNearHeadline: readonly string[]): string | undefined {
  for (const line of linesNearHeadline) {
    const name = line.match(STARTER_LINE)?.[1].trim();
    if (name !== undefined && isName(name)) return name;
  }
  for (const { text } of [...(sources.itemprops.get('author') ?? []), ...sources.bylines]) {
    const marker = text.search(THREAD_STARTER);
    const name = text.slice(0, marker).trim();
    if (marker > 0 && isName(name)) return name;
  }
  return undefined;
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

export function chooseAuthor(sources: MetadataSources, graph: JsonLdGraph, linesNearHeadline: readonly string[] = []): string | undefined {
  const bylineTexts = [...sources.bylines.map(({ text }) => text), ...linesNearHeadline];
  const fromJsonLd = joinNames(mainEntityNames(graph, 'author').map(jsonLdName));
  if (fromJsonLd !== undefined) return (authoredByOrganisation(graph) ? byLine(bylineTexts, true) : undefined) ?? fromJsonLd;
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
  for (const { text } of sources.bylines) {
    const name = bylineName(text);
    if (name !== undefined) return name;
  }
  return byLine(linesNearHeadline);
}
