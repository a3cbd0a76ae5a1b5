// Text measures shared by the heuristics, taken from a text node's raw value in one pass: its length, code
// points and words once normalizeWhitespace (src/dom/text.ts) has collapsed and trimmed it, without building
// that string. Collapsing and trimming whitespace does not change which tokens there are.

import { isCharacterWord } from '../dom/scripts-without-spaces';

const WHITESPACE = /\s/;
const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

export interface TextMeasures {
  /** UTF-16 length of the normalised text; 0 when the text is whitespace only. */
  length: number;
  /** Its length in Unicode code points (a surrogate pair counts once). */
  codePoints: number;
  /**
   * Words = whitespace tokens with a letter or digit, so "|" or "»" separators are not words, and each
   * character of a script written without spaces (Chinese, Japanese, Thai…). The specs ask for
   * whitespace splitting (language independence); natural's WordTokenizer is ASCII-only and would cut "café".
   */
  words: number;
}

/** `unicodeWords` false (CleanEval reading): a character of a script written without spaces is no word of its own. */
export function measureText(text: string, unicodeWords = true): TextMeasures {
  let length = 0;
  let codePoints = 0;
  let words = 0;
  let tokenHasWord = false;
  // Whitespace seen since the last other character: it becomes one space if another character follows.
  let spaceRun = false;
  // ASCII is classified inline; other code points go through the regexes.
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let space: boolean;
    let wordChar: boolean;
    let units = 1;
    if (c < 0x80) {
      space = c === 0x20 || (c >= 0x09 && c <= 0x0d);
      wordChar = (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
    } else {
      const codePoint = text.codePointAt(i) as number;
      if (codePoint > 0xffff) units = 2;
      const char = String.fromCodePoint(codePoint);
      space = WHITESPACE.test(char);
      wordChar = LETTER_OR_NUMBER.test(char);
    }
    i += units - 1;
    if (space) {
      if (tokenHasWord) words++;
      tokenHasWord = false;
      spaceRun = true;
      continue;
    }
    if (spaceRun && length > 0) {
      length++;
      codePoints++;
    }
    spaceRun = false;
    length += units;
    codePoints++;
    // A character of a script without spaces is a word of its own (scripts-without-spaces.ts).
    if (wordChar && unicodeWords && c >= 0x80 && isCharacterWord(text, i - units + 1)) words++;
    else if (wordChar) tokenHasWord = true;
  }
  return { length, codePoints, words: tokenHasWord ? words + 1 : words };
}
