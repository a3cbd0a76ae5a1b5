// Text measures shared by the heuristics: word and character counts.

const WHITESPACE = /\s/;
const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

/**
 * Words = whitespace tokens with a letter or digit, so "|" or "»" separators are not words. The specs ask for
 * whitespace splitting (language independence); natural's WordTokenizer is ASCII-only and would cut "café".
 */
export function countWords(text: string): number {
  // The matches of /\S*[\p{L}\p{N}]\S*/gu, counted in one pass: whitespace runs that hold a letter or digit.
  // ASCII is classified inline; other code points go through the regexes.
  let count = 0;
  let tokenHasWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let space: boolean;
    let wordChar: boolean;
    if (c < 0x80) {
      space = c === 0x20 || (c >= 0x09 && c <= 0x0d);
      wordChar = (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
    } else {
      const codePoint = text.codePointAt(i) as number;
      if (codePoint > 0xffff) i++;
      const char = String.fromCodePoint(codePoint);
      space = WHITESPACE.test(char);
      wordChar = LETTER_OR_NUMBER.test(char);
    }
    if (space) {
      if (tokenHasWord) count++;
      tokenHasWord = false;
    } else if (wordChar) {
      tokenHasWord = true;
    }
  }
  return tokenHasWord ? count + 1 : count;
}

/** Length in Unicode code points (a surrogate pair counts once). */
export function codePointLength(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xdc00 && unit <= 0xdfff && i > 0) {
      const previous = text.charCodeAt(i - 1);
      if (previous >= 0xd800 && previous <= 0xdbff) length--;
    }
  }
  return length;
}
