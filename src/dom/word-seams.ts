// Where two text blocks of one line meet, whether the words on either side are one word or two. The Collapsed DOM
// keeps text nodes only, so what lay between two of them is recorded as it is built (TextGap, cdom.ts): white space
// between two elements (<b>Bold</b> <i>italic</i>), an image, a form control or an icon is a gap a browser shows; an
// element that pages lay out as an item of its own (<a>Home</a><a>Blog</a>, <span>Jane Doe</span><span>STUDENT</span>,
// header cells, buttons) is set apart by the page's stylesheet; text formatting (<b>, <em>, <code>, <sup>) runs on
// within a word (12<sup>th</sup>). So the text gets a space at a gap and between elements set apart, except after a
// drop cap (<span class="dropcap">T</span>he: a line that starts with one capital letter in an element of its own,
// its word going on in lower case). Scripts written without spaces (Chinese, Japanese, Thai…) get no space. Of the
// 6,556 seams on WCXB's train and validation pages whose two words the gold has either apart or as one, this reads
// 6,363 as the gold does, where gluing every seam read 209 (docs/experiments.md).
import { isCharacterWord } from './scripts-without-spaces';
import type { Block, TextGap } from './types';

/**
 * Phrasing elements that format text rather than lay out items: a browser runs them on with the text around them,
 * and pages rarely style them apart.
 */
const FORMATTING_TAGS: ReadonlySet<string> = new Set(
  'abbr b bdi bdo big cite code dfn del em font i ins kbd mark q s samp small strike strong sub sup tt u var wbr'.split(' '),
);

/** Skipped elements (tag-sets.ts SKIP_TAGS) that a browser does not draw: no gap where they stand. */
const UNDRAWN_TAGS: ReadonlySet<string> = new Set(['#doctype', 'head', 'meta', 'noscript', 'script', 'style', 'title']);

const GAP_RANK: Readonly<Record<TextGap, number>> = { inline: 0, apart: 1, space: 2 };

/** The wider of two gaps: white space or a drawn element anywhere between two texts makes the whole gap a space. */
export function widerGap(a: TextGap, b: TextGap): TextGap {
  return GAP_RANK[a] >= GAP_RANK[b] ? a : b;
}

/** The gap an element's start or end tag makes between two texts. */
export function elementGap(tag: string): TextGap {
  return FORMATTING_TAGS.has(tag) ? 'inline' : 'apart';
}

/** The gap a skipped element (an image, a form control, a script) makes where it stands. */
export function skippedGap(tag: string): TextGap {
  return UNDRAWN_TAGS.has(tag) ? 'inline' : 'space';
}

/** A letter, digit, combining mark or '_': a character of a word, which glues to one across a seam. */
const WORD_CHARACTER = /^[\p{L}\p{N}\p{M}_]$/u;
const ONE_CAPITAL = /^\s*\p{Lu}\s*$/u;
const LOWER_CASE_FIRST = /^\p{Ll}/u;

function isWordCharacter(text: string, at: number): boolean {
  if (at < 0 || at >= text.length) return false;
  const c = text.charCodeAt(at);
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x5f;
  return WORD_CHARACTER.test(String.fromCodePoint(text.codePointAt(at) as number)) && !isCharacterWord(text, at);
}

/** The index of the last code point's first code unit (a surrogate pair starts one unit earlier). */
function lastCodePointAt(text: string): number {
  const last = text.length - 1;
  const c = text.charCodeAt(last);
  return c >= 0xdc00 && c <= 0xdfff && last > 0 ? last - 1 : last;
}

/**
 * A clause's end before a word: ',', ';' or ':' (not '::') before a letter; '.', '!' or '?' before a capital after
 * a sentence, a number or an initial ("Ruth A."), not after one token ("functools.", "json." + "JSONDecoder").
 */
const COMMA_END = /(?:^|[^:])[,;:]$/u;
const STOP_END = /(?:\s\S*|^\d+|^\p{Lu})[.!?]$/u;
const LETTER_FIRST = /^\p{L}/u;
const CAPITAL_FIRST = /^\p{Lu}/u;
function endsClause(previous: string, next: string): boolean {
  return (COMMA_END.test(previous) && LETTER_FIRST.test(next)) || (STOP_END.test(previous.trimStart()) && CAPITAL_FIRST.test(next));
}

/**
 * Whether the text of `next` needs a space after that of `previous` so that their words stay apart: `next` follows
 * `previous` on the line whose first block is `lineStart` (blocks between them left out of the text, if any, held
 * other words, so the two are apart). Without white space between them, only a seam of two word characters needs
 * one: "link" + ". More" and "Price " + "5" read right as they are. Between elements set apart, a clause's end and
 * the word after it are apart too ("Ruth A." + "Dec 16", "Posted:" + "Monday"), where a name after its module
 * ("functools." + "cache", "json." + "JSONDecoder") and a path ("task::" + "spawn") run on.
 */
export function needsSpaceBetween(previous: Block, next: Block, lineStart: number): boolean {
  const last = lastCodePointAt(previous.text);
  const adjacent = next.index === previous.index + 1;
  // White space or a drawn element between the two: a browser shows a space whatever the characters beside it
  // ("Tried this recipe?" + "Mention us"), except between two characters of a script written without spaces.
  if (adjacent && next.gapBefore === 'space') return !isCharacterWord(previous.text, last) || !isCharacterWord(next.text, 0);
  if (!isWordCharacter(previous.text, last) || !isWordCharacter(next.text, 0)) return (!adjacent || next.gapBefore === 'apart') && endsClause(previous.text, next.text);
  if (!adjacent) return true;
  if (next.gapBefore === 'inline') return false;
  return !(previous.index === lineStart && ONE_CAPITAL.test(previous.text) && LOWER_CASE_FIRST.test(next.text));
}
