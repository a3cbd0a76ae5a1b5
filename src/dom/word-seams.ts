// Where two text blocks of one line meet without whitespace, whether the words on either side are one word or two.
// Blocks are text nodes, and two text nodes that touch mostly come from two elements that a page's stylesheet sets
// apart: menu links (<a>Home</a><a>Blog</a>), spans laid out as lines or cells (<span>Jane Doe</span><span>STUDENT
// </span>), table header cells, buttons. So the text puts a space between them, but for two cases that are parts of
// one word: a superscript or subscript (12<sup>th</sup>, H<sub>2</sub>O), and a drop cap (<span class="dropcap">T
// </span>he first…: a line that starts with one capital letter in an element of its own, its word going on in lower
// case). On WCXB's train and validation pages, 6,556 seams join two words that the gold has either as two words or
// as one: this reads 6,392 of them right, a space at every seam 6,347, no space (as before) 209 (docs/experiments.md).
// Scripts written without spaces (Chinese, Japanese, Thai…) get no space.
import { isCharacterWord } from './scripts-without-spaces';
import type { Block } from './types';

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

function inSuperOrSubscript(block: Block): boolean {
  return block.tags.includes('sup') || block.tags.includes('sub');
}

/**
 * Whether the text of `next` needs a space after that of `previous` so that their words stay apart: `next` follows
 * `previous` on the line whose first block is `lineStart` (blocks between them left out of the text, if any, held
 * other words, so the two are apart). Only a seam of two word characters needs one: "link" + ". More" and
 * "Price " + "5" read right as they are.
 */
export function needsSpaceBetween(previous: Block, next: Block, lineStart: number): boolean {
  if (!isWordCharacter(previous.text, lastCodePointAt(previous.text)) || !isWordCharacter(next.text, 0)) return false;
  if (next.index !== previous.index + 1) return true;
  if (inSuperOrSubscript(previous) || inSuperOrSubscript(next)) return false;
  return !(previous.index === lineStart && ONE_CAPITAL.test(previous.text) && LOWER_CASE_FIRST.test(next.text));
}
