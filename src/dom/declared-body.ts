// Text the page declares but does not show: some sites render an article with JavaScript and carry its text only
// in their JSON-LD (schema.org `articleBody`; a product's `description`). Where the page's own blocks hold little
// of that text, its paragraphs become candidate blocks — an <article> of <p>s after the page's body, their text
// appended to the page source so that their offsets, alignment and output are those of any text — and the labeller
// judges them as it judges every block. A page whose blocks hold the text is left as it is.
import { jsonLdGraph } from './json-ld';
import { mainEntities } from './main-entity';
import { ElementNode, pageArray, SourceTextNode } from './page-objects';
import type { DomElement } from './types';

/** The declared text counts as missing when the blocks hold less than this share of its words. */
export const DECLARED_TEXT_MAX_PRESENT = 0.5;
/** Fewer words than this is a teaser, not a body worth adding. */
export const DECLARED_TEXT_MIN_WORDS = 30;
/** Words compared between the declared text and the blocks (the first ones: enough to tell, cheap on long bodies). */
const COMPARED_WORDS = 200;

const JSON_LD_SCRIPT = /<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/gi;
const WORD = /[\p{L}\p{N}]+/gu;

/** The JSON-LD properties that hold a page's text, most direct first. */
const TEXT_PROPERTIES = ['articleBody', 'text', 'description'] as const;

function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** The longest text property of the page's main JSON-LD entities (articleBody before description), if any. */
export function declaredText(source: string): string | undefined {
  // Most pages have no JSON-LD text property at all: a look at the source before any JSON is parsed.
  if (!source.includes('application/ld+json') || !TEXT_PROPERTIES.some((property) => source.includes(`"${property}"`))) return undefined;
  const scripts = [...source.matchAll(JSON_LD_SCRIPT)].map((match) => match[1]);
  for (const property of TEXT_PROPERTIES) {
    for (const entity of mainEntities(jsonLdGraph(scripts))) {
      const value = entity.properties[property];
      if (typeof value === 'string' && words(value).length >= DECLARED_TEXT_MIN_WORDS) return value;
    }
  }
  return undefined;
}

/** The words of the blocks' texts, lower-cased. */
export function shownWords(blockTexts: readonly string[]): Set<string> {
  return new Set(blockTexts.flatMap(words));
}

/** Whether the `shown` words (shownWords) hold less than DECLARED_TEXT_MAX_PRESENT of the declared text's first words. */
export function isMissing(declared: string, shown: ReadonlySet<string>): boolean {
  const compared = words(declared).slice(0, COMPARED_WORDS);
  const present = compared.filter((word) => shown.has(word)).length;
  return present < DECLARED_TEXT_MAX_PRESENT * compared.length;
}

/** The declared text's paragraphs: its lines, or (a text of one line) the whole. */
function paragraphs(declared: string): string[] {
  return declared
    .replace(/<br\s*\/?>/gi, '\n')
    .split(/\n+/)
    .map((line) => line.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

function element(tagName: string, parent: DomElement): DomElement {
  const created = new ElementNode(tagName, parent.namespaceURI, pageArray());
  created.parentNode = parent;
  return created;
}

/**
 * Appends the declared text to `body` as an <article data-web2text-source="json-ld"> of <p>s whose text nodes
 * point into the returned source (the given source with the paragraphs after it, one per line).
 */
export function appendDeclaredText(source: string, body: DomElement, declared: string): string {
  const article = element('article', body);
  article.attrs.push({ name: 'data-web2text-source', value: 'json-ld' });
  let extended = source;
  for (const line of paragraphs(declared)) {
    extended += '\n';
    const paragraph = element('p', article);
    const text = new SourceTextNode(line, extended.length, extended.length + line.length, paragraph);
    extended += line;
    paragraph.childNodes.push(text);
    article.childNodes.push(paragraph);
  }
  body.childNodes.push(article);
  return extended;
}
