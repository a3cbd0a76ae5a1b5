// CDOM node statistics (docs/methods/web2text.md §3): a text leaf's own counts (§3a), a collapsed chain (§3b), an
// internal node (§3c).
import { REFERENCE_STOPWORDS } from './stopwords';
import { isUppercaseAt, JOINS_WORD, NOT_IN_WORDS, OWN_WORD, wordCharacterAt } from './word-characters';
import type { NodeProps } from './types';

/** Java `Character.isDigit(char)` for non-ASCII chars (the first non-ASCII decimal digit is U+0660). */
const NON_ASCII_DIGIT = /^\p{Nd}$/u;
const FIRST_NON_ASCII_DIGIT = 0x660;
/** `\b(?=[^\s]+)(?=(\w+)@([\w\.]+))\b` amounts to a word char, '@', then a word char or '.' (§3a). */
const EMAIL = /\w@[\w.]/;
/** `\b(https?|ftp)://[^\s/$.?#].[^\s]*\b` with Java's ASCII `\s` (§3a). */
const URL = /\b(?:https?|ftp):\/\/[^ \t\n\x0B\f\r/$.?#].[^ \t\n\x0B\f\r]*\b/;
/** `\b\d{4}\b`; Java's `\b` treats any Unicode letter or digit as a word char. */
const YEAR = /(?<![\p{L}\p{Nd}_])[0-9]{4}(?![\p{L}\p{Nd}_])/u;
/** Longest word of the stop-word list ("themselves", "yourselves"): longer words need no look-up. */
const LONGEST_STOPWORD = 10;

function isJavaSpace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

/** The punctuation set `. , ? ; : !` (§3a). */
function isPunctuation(c: number): boolean {
  return c === 0x2e || c === 0x2c || c === 0x3f || c === 0x3b || c === 0x3a || c === 0x21;
}

/** Slot of a lowercase a–z word by (length, first char, last char), or −1; every stop word is one. */
function stopwordSlot(length: number, first: number, last: number): number {
  if (length > LONGEST_STOPWORD || first < 0x61 || first > 0x7a || last < 0x61 || last > 0x7a) return -1;
  return ((length - 1) * 26 + (first - 0x61)) * 26 + (last - 0x61);
}

/**
 * Stop words by slot: a word is looked up without cutting it out of the text, and most non-stop words are
 * rejected by the slot alone.
 */
const STOPWORDS_BY_SLOT: (readonly string[] | undefined)[] = (() => {
  const table: string[][] = new Array(LONGEST_STOPWORD * 26 * 26);
  for (const w of REFERENCE_STOPWORDS) {
    const slot = stopwordSlot(w.length, w.charCodeAt(0), w.charCodeAt(w.length - 1));
    if (slot < 0) throw new Error(`stop word "${w}" is not a lowercase a–z word`);
    (table[slot] ??= []).push(w);
  }
  return table;
})();

/** text[start, end), a run of ASCII word chars, is a stop word (case-sensitive). */
function isStopword(text: string, start: number, end: number): boolean {
  const slot = stopwordSlot(end - start, text.charCodeAt(start), text.charCodeAt(end - 1));
  const candidates = slot < 0 ? undefined : STOPWORDS_BY_SLOT[slot];
  if (candidates === undefined) return false;
  for (const w of candidates) if (text.startsWith(w, start)) return true;
  return false;
}

/** Where the scan is with respect to a sentence break `(?<=[.?!;])\s+(?=\p{Lu})` (§3a, Java's ASCII \s). */
const enum SentenceBreak {
  None,
  AfterEndMark,
  AfterEndMarkAndSpace,
}

function isSentenceEndMark(c: number): boolean {
  return c === 0x2e || c === 0x3f || c === 0x21 || c === 0x3b;
}

/**
 * A node's statistics, zero until set (a class rather than an object literal, as every object a page keeps:
 * page-objects.ts).
 */
class NodeStatistics implements NodeProps {
  nCharacters = 0;
  nWords = 0;
  totalWordLength = 0;
  nSentences = 0;
  nPunctuation = 0;
  nDigits = 0;
  nStopwords = 0;
  nCapitalized = 0;
  nCharsInLink = 0;
  endsWithPunctuation = false;
  endsWithQuestionMark = false;
  containsCopyright = false;
  containsEmail = false;
  containsUrl = false;
  containsYear = false;
  containsForm = false;

  constructor(
    public start: number,
    public end: number,
    public blockBreakBefore: boolean,
    public blockBreakAfter: boolean,
  ) {}
}

/**
 * §3a: statistics of one text node from its normalised (untrimmed) text and source span, in one pass over t.
 * Words are runs of Java's ASCII `\w` = [A-Za-z0-9_]; with `unicodeWords` the letters of every alphabet join them
 * and each character of a script written without spaces is a word (word-characters.ts).
 */
export function leafProps(
  text: string,
  start: number,
  end: number,
  blockBreakBefore: boolean,
  blockBreakAfter: boolean,
  unicodeWords: boolean,
): NodeProps {
  // t = Java trim(text), scanned in place as text[from, to).
  let from = 0;
  let to = text.length;
  while (from < to && text.charCodeAt(from) <= 0x20) from++;
  while (to > from && text.charCodeAt(to - 1) <= 0x20) to--;
  let nWords = 0;
  let totalWordLength = 0;
  let nStopwords = 0;
  let nCapitalized = 0;
  let nPunctuation = 0;
  let nDigits = 0;
  let asciiDigitRun = 0;
  let longestAsciiDigitRun = 0;
  let nSentenceBreaks = 0;
  let sentenceBreak = SentenceBreak.None;
  let hasAt = false;
  let hasColon = false;
  let hasCopyright = false;
  let wordStart = -1;
  // i === to acts as a final non-word char that ends the last word.
  for (let i = from; i <= to; i++) {
    const c = i < to ? text.charCodeAt(i) : -1;
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f) {
      // Letters and '_' (the common case): part of a word, not a digit.
      if (wordStart < 0) wordStart = i;
      asciiDigitRun = 0;
      if (sentenceBreak !== SentenceBreak.None) {
        if (sentenceBreak === SentenceBreak.AfterEndMarkAndSpace && c >= 0x41 && c <= 0x5a) nSentenceBreaks++;
        sentenceBreak = SentenceBreak.None;
      }
      continue;
    }
    if (c >= 0x30 && c <= 0x39) {
      if (wordStart < 0) wordStart = i;
      sentenceBreak = SentenceBreak.None;
      nDigits++;
      asciiDigitRun++;
      if (asciiDigitRun > longestAsciiDigitRun) longestAsciiDigitRun = asciiDigitRun;
      continue;
    }
    asciiDigitRun = 0;
    const wordCharacter = c >= 0x80 && unicodeWords ? wordCharacterAt(text, i) : NOT_IN_WORDS;
    if (wordCharacter === JOINS_WORD) {
      if (wordStart < 0) wordStart = i;
      if (sentenceBreak === SentenceBreak.AfterEndMarkAndSpace && isUppercaseAt(text, i)) nSentenceBreaks++;
      sentenceBreak = SentenceBreak.None;
      // The second half of a surrogate pair belongs to the same letter.
      if (c >= 0xd800 && c <= 0xdbff) i++;
      continue;
    }
    if (wordStart >= 0) {
      const length = i - wordStart;
      nWords++;
      totalWordLength += length;
      const first = text.charCodeAt(wordStart);
      if ((first >= 0x41 && first <= 0x5a) || (first >= 0x80 && isUppercaseAt(text, wordStart))) nCapitalized++;
      else if (isStopword(text, wordStart, i)) nStopwords++;
      wordStart = -1;
    }
    if (c < 0x80) {
      if (isPunctuation(c)) {
        nPunctuation++;
        if (c === 0x3a) hasColon = true;
        sentenceBreak = isSentenceEndMark(c) ? SentenceBreak.AfterEndMark : SentenceBreak.None;
      } else if (isJavaSpace(c)) {
        if (sentenceBreak !== SentenceBreak.None) sentenceBreak = SentenceBreak.AfterEndMarkAndSpace;
      } else {
        if (c === 0x40) hasAt = true;
        sentenceBreak = SentenceBreak.None;
      }
      continue;
    }
    if (sentenceBreak === SentenceBreak.AfterEndMarkAndSpace && isUppercaseAt(text, i)) nSentenceBreaks++;
    sentenceBreak = SentenceBreak.None;
    if (wordCharacter === OWN_WORD) {
      // A word of its own (word-characters.ts); the reference's ASCII \w count has none in such text.
      nWords++;
      totalWordLength++;
    }
    if (c === 0xa9) hasCopyright = true;
    else if (c >= FIRST_NON_ASCII_DIGIT && NON_ASCII_DIGIT.test(text[i])) nDigits++;
  }
  const n = to - from;
  const lastChar = n > 0 ? text.charCodeAt(to - 1) : -1;
  // The regexes run only when their required character occurs, on the trimmed text.
  const needsTrimmed = hasAt || hasColon || longestAsciiDigitRun >= 4;
  const t = needsTrimmed ? text.slice(from, to) : '';
  const props = new NodeStatistics(start, end, blockBreakBefore, blockBreakAfter);
  props.nCharacters = Math.max(n, 1);
  props.nWords = nWords;
  props.totalWordLength = totalWordLength;
  props.nSentences = 1 + nSentenceBreaks;
  props.nPunctuation = nPunctuation;
  props.nDigits = nDigits;
  props.nStopwords = nStopwords;
  props.nCapitalized = nCapitalized;
  props.endsWithPunctuation = isPunctuation(lastChar);
  props.endsWithQuestionMark = lastChar === 0x3f;
  props.containsCopyright = hasCopyright;
  props.containsEmail = hasAt && EMAIL.test(t);
  props.containsUrl = hasColon && URL.test(t);
  props.containsYear = longestAsciiDigitRun >= 4 && YEAR.test(t);
  return props;
}

/**
 * §3b: an element collapsed onto its single kept child; the child's props object is updated in place (the
 * child node is discarded by the merge). Block-break flags come from the element alone. The span stays the
 * child's: every leaf has a source span here, so §3b's fallback to the element's span never applies.
 */
export function mergeProps(
  child: NodeProps,
  isLink: boolean,
  blockBreakBefore: boolean,
  blockBreakAfter: boolean,
): NodeProps {
  if (isLink) child.nCharsInLink = child.nCharacters;
  child.blockBreakBefore = blockBreakBefore;
  child.blockBreakAfter = blockBreakAfter;
  return child;
}

/** §3c: an element with k ≥ 2 kept children: sums, ORs, first/last child for ends and span. */
export function internalProps(
  children: readonly { readonly props: NodeProps }[],
  isLink: boolean,
  containsForm: boolean,
  blockBreakBefore: boolean,
  blockBreakAfter: boolean,
): NodeProps {
  const first = children[0].props;
  const last = children[children.length - 1].props;
  const sum = new NodeStatistics(first.start, last.end, blockBreakBefore, blockBreakAfter);
  sum.endsWithPunctuation = last.endsWithPunctuation;
  sum.endsWithQuestionMark = last.endsWithQuestionMark;
  sum.containsForm = containsForm;
  for (const { props: c } of children) {
    sum.nCharacters += c.nCharacters;
    sum.nWords += c.nWords;
    sum.totalWordLength += c.totalWordLength;
    sum.nSentences += c.nSentences;
    sum.nPunctuation += c.nPunctuation;
    sum.nDigits += c.nDigits;
    sum.nStopwords += c.nStopwords;
    sum.nCapitalized += c.nCapitalized;
    sum.nCharsInLink += isLink ? c.nCharacters : c.nCharsInLink;
    sum.containsCopyright ||= c.containsCopyright;
    sum.containsEmail ||= c.containsEmail;
    sum.containsUrl ||= c.containsUrl;
    sum.containsYear ||= c.containsYear;
  }
  return sum;
}
