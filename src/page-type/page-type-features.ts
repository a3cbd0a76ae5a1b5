// A page's page-type features: words it says about itself (URL path words, schema.org types, og:type, <body> class
// words), each a yes/no feature where the classifier's vocabulary has it, and counts of what it is made of.
import type { Page } from '../dom/types';
import { pageSignals, type PageSignals } from './page-signals';

/** Element counts that tell page kinds apart (cards in <article>s, code in docs, forms and buttons in shops…). */
const COUNTED_TAGS = ['article', 'section', 'form', 'input', 'button', 'pre', 'code', 'h2', 'h3', 'time', 'table', 'li', 'img', 'p'] as const;

/** Names of the numeric features, in the order numericFeatures gives them. */
export const NUMERIC_FEATURES: readonly string[] = ['blocks', 'words', 'linkShare', 'prices', ...COUNTED_TAGS.map((tag) => `n_${tag}`)];

const PATH_DATE = /\/(?:19|20)\d\d\//;

/** The words a page says about itself, prefixed by where they come from (`url:`, `schema:`, `og:`, `body:`). */
export function pageTypeTokens(signals: PageSignals): Set<string> {
  const tokens = new Set<string>();
  if (signals.url !== undefined) {
    const url = new URL(signals.url);
    const path = url.pathname.toLowerCase();
    for (const word of path.split(/[^a-z0-9]+/)) if (word.length >= 2 && !/^\d+$/.test(word)) tokens.add(`url:${word}`);
    tokens.add(`url:#depth${Math.min(path.split('/').filter(Boolean).length, 5)}`);
    if (url.search !== '') tokens.add('url:#query');
    if (PATH_DATE.test(path)) tokens.add('url:#date');
    if (/\.html?$/.test(path)) tokens.add('url:#html');
  } else tokens.add('url:#none');
  for (const type of signals.schemaTypes) tokens.add(`schema:${type}`);
  if (signals.ogType !== undefined) tokens.add(`og:${signals.ogType}`);
  for (const name of signals.bodyClasses) for (const word of name.split(/[^a-z]+/)) if (word.length >= 3) tokens.add(`body:${word}`);
  return tokens;
}

/** Log counts (and the share of link characters) in NUMERIC_FEATURES order. */
export function numericFeatures(page: Page, signals: PageSignals): number[] {
  let words = 0;
  let characters = 0;
  let linkCharacters = 0;
  for (const block of page.blocks) {
    const { props } = block.node;
    words += props.nWords;
    characters += props.nCharacters;
    linkCharacters += props.nCharsInLink;
  }
  return [
    Math.log1p(page.blocks.length),
    Math.log1p(words),
    characters > 0 ? linkCharacters / characters : 0,
    Math.log1p(signals.prices),
    ...COUNTED_TAGS.map((tag) => Math.log1p(signals.tagCounts.get(tag) ?? 0)),
  ];
}

/** The page's tokens and numeric features. */
export function pageTypeInputs(page: Page): { tokens: Set<string>; numeric: number[] } {
  const signals = pageSignals(page);
  return { tokens: pageTypeTokens(signals), numeric: numericFeatures(page, signals) };
}
