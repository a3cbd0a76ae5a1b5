// Which JSON-LD objects describe the page itself: an article or a post before a product, a product before the
// page (WebPage), and never a comment, an answer, a breadcrumb or the site's organisation.
import { decodeHTML } from 'entities';
import { normalizeWhitespace } from './text';
import { namesIn, type JsonLdEntity, type JsonLdGraph } from './json-ld';

/** Schema.org types by how directly they are the page's content, most direct first. */
const MAIN_TYPE_RANKS: readonly RegExp[] = [
  /article|posting|blog|report|question|review|recipe|howto|thesis|chapter|book/,
  /product|course|event|softwareapplication|service|dataset|creativework/,
  /page$/,
];
/** Types nested in a page's content that are not the page: its comments, answers, offers, images. */
const NOT_MAIN = /^(comment|answer|offer|aggregateoffer|imageobject|videoobject|person|organization|breadcrumblist|listitem|searchaction|website)$/;

function rankOf(entity: JsonLdEntity): number {
  if (entity.types.some((type) => NOT_MAIN.test(type))) return -1;
  return MAIN_TYPE_RANKS.findIndex((pattern) => entity.types.some((type) => pattern.test(type)));
}

/** The entities that describe the page, most direct type first, document order within a type. */
export function mainEntities(graph: JsonLdGraph): JsonLdEntity[] {
  return graph.entities
    .map((entity, index) => ({ entity, index, rank: rankOf(entity) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ entity }) => entity);
}

/** A JSON-LD text as a reader sees it: entities decoded (pages escape JSON-LD as HTML), whitespace collapsed. */
export function jsonLdText(text: string): string {
  return normalizeWhitespace(decodeHTML(text));
}

/** The names in the first main entity that has `property` (e.g. its authors), as a reader sees them. */
export function mainEntityNames(graph: JsonLdGraph, property: string): string[] {
  for (const entity of mainEntities(graph)) {
    const names = namesIn(entity.properties[property], graph).map(jsonLdText).filter((name) => name !== '');
    if (names.length > 0) return names;
  }
  return [];
}
