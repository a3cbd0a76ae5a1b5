// Comparing names and titles by their words: two texts that differ only in case, punctuation, typographic quotes
// or whitespace have the same key.

/** Letters and digits; apostrophes inside words are dropped so "Beginner's" and "Beginner’s" are one word. */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** The lower-cased words of a text, joined by single spaces. */
export function wordKey(text: string): string {
  return (text.toLowerCase().match(WORD) ?? []).map((word) => word.replace(/['’]/g, '')).join(' ');
}

/** Number of words of a text. */
export function wordCount(text: string): number {
  return text.match(WORD)?.length ?? 0;
}
