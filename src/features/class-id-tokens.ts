// The words of an element's class and id attributes: "post-content__body" or "postContentBody" → post, content,
// body. Rule-based extractors key on such words with fixed lists (docs/methods/modern-pages.md §3.4);
// here they are columns whose weights are learned (groups/class-tokens.ts).
/** Shorter tokens are mostly hashes and grid suffixes (col-md-6 → md); longer ones are site-specific names. */
const MIN_TOKEN_LENGTH = 2;
const MAX_TOKEN_LENGTH = 24;
const CAMEL_BOUNDARY = /([a-z])([A-Z])/g;
const NON_LETTERS = /[^a-z]+/;

/** The words of one class or id attribute value. */
export function classIdTokens(value: string): string[] {
  const tokens: string[] = [];
  for (const token of value.replace(CAMEL_BOUNDARY, '$1 $2').toLowerCase().split(NON_LETTERS)) {
    if (token.length >= MIN_TOKEN_LENGTH && token.length <= MAX_TOKEN_LENGTH) tokens.push(token);
  }
  return tokens;
}
