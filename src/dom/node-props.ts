// CDOM node statistics (spec §3): a text leaf's own counts (§3a), a collapsed chain (§3b), an internal node (§3c).
import { javaTrim } from './java-text';
import { REFERENCE_STOPWORDS } from './stopwords';
import type { NodeProps } from './types';

/** Java `\W` is ASCII: words are runs of [A-Za-z0-9_] (spec §3a). */
const WORD_SEPARATOR = /[^A-Za-z0-9_]+/;
/** Sentence boundary `(?<=[.?!;])\s+(?=\p{Lu})` with Java's ASCII `\s` (spec §3a). */
const SENTENCE_BREAK = /(?<=[.?!;])[ \t\n\x0B\f\r]+(?=\p{Lu})/gu;
/** The punctuation set `. , ? ; : !` (spec §3a). */
const PUNCTUATION = /[.,?;:!]/g;
const DIGIT = /\p{Nd}/gu;
/** `\b(?=[^\s]+)(?=(\w+)@([\w\.]+))\b` amounts to a word char, '@', then a word char or '.' (spec §3a). */
const EMAIL = /\w@[\w.]/;
/** `\b(https?|ftp)://[^\s/$.?#].[^\s]*\b` with Java's ASCII `\s` (spec §3a). */
const URL = /\b(?:https?|ftp):\/\/[^ \t\n\x0B\f\r/$.?#].[^ \t\n\x0B\f\r]*\b/;
/** `\b\d{4}\b`; Java's `\b` treats any Unicode letter or digit as a word char. */
const YEAR = /(?<![\p{L}\p{Nd}_])[0-9]{4}(?![\p{L}\p{Nd}_])/u;

function countMatches(text: string, pattern: RegExp): number {
  pattern.lastIndex = 0;
  let n = 0;
  while (pattern.exec(text) !== null) n++;
  return n;
}

function isPunctuationChar(ch: string): boolean {
  return ch === '.' || ch === ',' || ch === '?' || ch === ';' || ch === ':' || ch === '!';
}

/** §3a: statistics of one text node from its normalised (untrimmed) text and source span. */
export function leafProps(
  text: string,
  start: number,
  end: number,
  blockBreakBefore: boolean,
  blockBreakAfter: boolean,
): NodeProps {
  const t = javaTrim(text);
  const words = t.split(WORD_SEPARATOR).filter((w) => w.length > 0);
  let totalWordLength = 0;
  let nStopwords = 0;
  let nCapitalized = 0;
  for (const word of words) {
    totalWordLength += word.length;
    if (REFERENCE_STOPWORDS.has(word)) nStopwords++;
    const first = word.charCodeAt(0);
    if (first >= 0x41 && first <= 0x5a) nCapitalized++;
  }
  const last = t.length > 0 ? t[t.length - 1] : '';
  return {
    nCharacters: Math.max(t.length, 1),
    nWords: words.length,
    totalWordLength,
    nSentences: 1 + countMatches(t, SENTENCE_BREAK),
    nPunctuation: countMatches(t, PUNCTUATION),
    nDigits: countMatches(t, DIGIT),
    nStopwords,
    nCapitalized,
    nCharsInLink: 0,
    endsWithPunctuation: isPunctuationChar(last),
    endsWithQuestionMark: last === '?',
    containsCopyright: t.includes('©'),
    containsEmail: EMAIL.test(t),
    containsUrl: URL.test(t),
    containsYear: YEAR.test(t),
    containsForm: false,
    start,
    end,
    blockBreakBefore,
    blockBreakAfter,
  };
}

/** §3b: an element collapsed onto its single kept child. Block-break flags come from the element alone. */
export function mergedProps(
  child: NodeProps,
  isLink: boolean,
  elementStart: number,
  elementEnd: number,
  blockBreakBefore: boolean,
  blockBreakAfter: boolean,
): NodeProps {
  return {
    ...child,
    nCharsInLink: isLink ? child.nCharacters : child.nCharsInLink,
    start: child.start > -1 ? child.start : elementStart,
    end: child.end > -1 ? child.end : elementEnd,
    blockBreakBefore,
    blockBreakAfter,
  };
}

/** §3c: an element with k ≥ 2 kept children: sums, ORs, first/last child for ends and span. */
export function internalProps(
  children: readonly NodeProps[],
  isLink: boolean,
  containsForm: boolean,
  blockBreakBefore: boolean,
  blockBreakAfter: boolean,
): NodeProps {
  const first = children[0];
  const last = children[children.length - 1];
  const sum: NodeProps = {
    nCharacters: 0,
    nWords: 0,
    totalWordLength: 0,
    nSentences: 0,
    nPunctuation: 0,
    nDigits: 0,
    nStopwords: 0,
    nCapitalized: 0,
    nCharsInLink: 0,
    endsWithPunctuation: last.endsWithPunctuation,
    endsWithQuestionMark: last.endsWithQuestionMark,
    containsCopyright: false,
    containsEmail: false,
    containsUrl: false,
    containsYear: false,
    containsForm,
    start: first.start,
    end: last.end,
    blockBreakBefore,
    blockBreakAfter,
  };
  for (const c of children) {
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
