// Text measures shared by the heuristics: whitespace normalisation, word and character counts.

const WHITESPACE_RUN = /\s+/g;
/** A whitespace-delimited token holding at least one letter or digit (specs/words-leaf-ratio.md G3). */
const WORD_TOKEN = /\S*[\p{L}\p{N}]\S*/gu;

/** Collapses whitespace runs to one space and trims (specs/cetd.md §2.2 `norm`). */
export function normalizeWhitespace(text: string): string {
  return text.replace(WHITESPACE_RUN, ' ').trim();
}

/**
 * Words = whitespace tokens with a letter or digit, so "|" or "»" separators are not words. The specs ask for
 * whitespace splitting (language independence); natural's WordTokenizer is ASCII-only and would cut "café".
 */
export function countWords(text: string): number {
  let count = 0;
  WORD_TOKEN.lastIndex = 0;
  while (WORD_TOKEN.exec(text) !== null) count++;
  return count;
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
