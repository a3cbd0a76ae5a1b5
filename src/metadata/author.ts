// The page's author: the JSON-LD author of the page's main entity (an article, a forum thread's first post), else
// the author <meta> tags, else a visible byline (microdata itemprop=author, an element whose class names an
// author or a byline: "By Jane Doe · March 3, 2025").
import { attribute } from '../dom/attributes';
import { isElement } from '../dom/parse';
import type { DomElement, DomNode } from '../dom/types';
import type { JsonLdGraph } from './json-ld';
import { mainEntityNames } from './main-entity';
import { elementText, type MetadataSources } from './sources';
import { wordCount } from './words';

/** <meta> keys that name the author, most specific first. */
const AUTHOR_META = ['author', 'article:author', 'og:author', 'og:article:author', 'sailthru.author', 'parsely-author', 'dc.creator', 'dcterms.creator', 'citation_author', 'byl'];
/** "By …", "Written by …", "Posted by: …", "Author …" before a name. */
const BY = /(?:^|\b)(?:(?:written|posted|authored|published|story)\s+)?by:?\s+|^author:?\s+/i;
/** Where a name in a byline ends: a separator, a date, a role or an action. */
const NAME_END =
  /\s+[|•·–—-]\s*|\s+(?:on|at|in|for|and\s+updated|updated|published|posted|last|edited|fact-checked|reviewed|tested)\b|,?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\s*\d/i;
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
    wordCount(value) <= MAX_NAME_WORDS
  );
}

function joinNames(names: readonly string[]): string | undefined {
  const unique = [...new Set(names.filter(isName))];
  return unique.length > 0 ? unique.join(', ') : undefined;
}

/** The name in a byline's text: after "By", up to a date or separator; a short text is a name itself. */
export function bylineName(text: string): string | undefined {
  const by = text.match(BY);
  if (by) {
    const rest = text.slice(by.index! + by[0].length);
    const end = rest.search(NAME_END);
    const name = (end >= 0 ? rest.slice(0, end) : rest).replace(/[\s,;:.]+$/, '').trim();
    return name !== '' && isName(name) && wordCount(name) <= MAX_BARE_NAME_WORDS * 2 ? name : undefined;
  }
  const bare = text.trim();
  return bare !== '' && isName(bare) && wordCount(bare) <= MAX_BARE_NAME_WORDS && !/\d/.test(bare) ? bare : undefined;
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

/** A "By …" line near the headline (near-headline.ts). */
function bylineNearHeadline(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    if (!BY.test(line)) continue;
    const name = bylineName(line);
    if (name !== undefined) return name;
  }
  return undefined;
}

export function chooseAuthor(sources: MetadataSources, graph: JsonLdGraph, linesNearHeadline: readonly string[] = []): string | undefined {
  const fromJsonLd = joinNames(mainEntityNames(graph, 'author'));
  if (fromJsonLd !== undefined) return fromJsonLd;
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
  return bylineNearHeadline(linesNearHeadline);
}
