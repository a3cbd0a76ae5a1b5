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
const UPPERCASE = /^\p{Lu}$/u;
/** Set beside the kind (the low two bits) for an uppercase letter. */
const UPPERCASE_BIT = 4;
const KIND_BITS = 3;

/** The kind of each BMP character, by blocks of 256 made on first use (regular expressions per character cost ≈ 130 ns). */
const KINDS_BY_BLOCK: (Uint8Array | undefined)[] = new Array(256);

/** The character's kind, with UPPERCASE_BIT for an uppercase letter. */
function kindOf(text: string, i: number): number {
  const char = String.fromCodePoint(text.codePointAt(i) as number);
  const upper = UPPERCASE.test(char) ? UPPERCASE_BIT : 0;
  if (isCharacterWord(text, i)) return OWN_WORD | upper;
  return (LETTER_OR_MARK.test(char) ? JOINS_WORD : NOT_IN_WORDS) | upper;
}

function kindAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  // A surrogate: a character beyond the BMP (or half of a broken one) is asked of the expressions themselves.
  if (c >= 0xd800 && c <= 0xdfff) return kindOf(text, i);
  return (KINDS_BY_BLOCK[c >> 8] ?? kindsOfBlock(c >> 8))[c & 0xff];
}

function kindsOfBlock(block: number): Uint8Array {
  const kinds = new Uint8Array(256);
  for (let low = 0; low < 256; low++) kinds[low] = kindOf(String.fromCharCode((block << 8) | low), 0);
  KINDS_BY_BLOCK[block] = kinds;
  return kinds;
}

/** What the character at `i` (a code unit ≥ 0x80) is to a word count. */
export function wordCharacterAt(text: string, i: number): number {
  return kindAt(text, i) & KIND_BITS;
}

/** Whether the character at `i` is an uppercase letter (`\p{Lu}`, of any script). */
export function isUppercaseAt(text: string, i: number): boolean {
  return (kindAt(text, i) & UPPERCASE_BIT) !== 0;
}
