// Comparing names and titles by their words: two texts that differ only in case, punctuation, typographic quotes
// or whitespace have the same key.

/** Letters (with their combining marks: Devanagari's vowel signs) and digits; apostrophes inside words are dropped so "Beginner's" and "Beginner’s" are one word. */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;
const FIRST_WORD = new RegExp(WORD.source, 'u');
/** WORD for counting: test() moves past a word without building its match (lastIndex is reset before each count). */
const WORD_STEP = new RegExp(WORD.source, 'gu');

const APOSTROPHES = /['’]/g;

/** The lower-cased words of a text, joined by single spaces. */
export function wordKey(text: string): string {
  const key = (text.toLowerCase().match(WORD) ?? []).join(' ');
  // Apostrophes are only inside words: taken out of the joined words at once, when there are any.
  return key.includes("'") || key.includes('’') ? key.replace(APOSTROPHES, '') : key;
}

/**
 * Letters whose lower case is not theirs alone: İ adds a combining dot, which is no letter, and Σ is ς at a word's end,
 * as what follows says. Lower-casing keeps every other character a letter or digit, or not, and its length.
 */
const CONTEXT_CASED = /[İΣ]/;

/** The first word of a text's key: wordKey(text) starts with it, and the rest of the text is not read. */
export function firstKeyWord(text: string): string {
  const first = FIRST_WORD.exec(text);
  if (first === null) return '';
  const word = CONTEXT_CASED.test(first[0]) ? FIRST_WORD.exec(text.toLowerCase())![0] : first[0].toLowerCase();
  return word.replace(APOSTROPHES, '');
}

/** Number of words of a text, up to `max` + 1 (a longer text is not read further). */
export function wordCount(text: string, max = Infinity): number {
  WORD_STEP.lastIndex = 0;
  let count = 0;
  while (count <= max && WORD_STEP.test(text)) count++;
  return count;
}

/** Whether a text has at most `max` words: counted up to max + 1 (a line of a long page). */
export function hasAtMostWords(text: string, max: number): boolean {
  // Words are apart: max + 1 of them take at least 2 max + 1 characters.
  return text.length <= 2 * max || wordCount(text, max) <= max;
}
