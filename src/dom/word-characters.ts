// What a non-ASCII character is to a word count outside CleanEval reading: a letter that joins the word around it
// (Cyrillic, Greek, Arabic, Hebrew, Devanagari, Hangul, accented Latin: the reference's ASCII `\w` runs see none of
// them, so a Russian article looked like a page without words), a word of its own (a script written without spaces,
// scripts-without-spaces.ts), or neither (punctuation, symbols, digits).
import { isCharacterWord } from './scripts-without-spaces';

/** Neither: punctuation, a symbol, a digit (counted as the reference counts it). */
export const NOT_IN_WORDS = 0;
/** A letter or combining mark: part of the word it stands in. */
export const JOINS_WORD = 1;
/** A character of a script written without spaces: a word by itself. */
export const OWN_WORD = 2;

const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
/** General Punctuation (U+2000–U+206F: quotes, dashes, spaces, ellipsis), the commonest non-ASCII characters of English pages. */
const GENERAL_PUNCTUATION_FIRST = 0x2000;
const GENERAL_PUNCTUATION_LAST = 0x206f;

/** What the character at `i` (a code unit ≥ 0x80) is to a word count. */
export function wordCharacterAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c >= GENERAL_PUNCTUATION_FIRST && c <= GENERAL_PUNCTUATION_LAST) return NOT_IN_WORDS;
  if (isCharacterWord(text, i)) return OWN_WORD;
  return LETTER_OR_MARK.test(String.fromCodePoint(text.codePointAt(i) as number)) ? JOINS_WORD : NOT_IN_WORDS;
}
