// Emphasis markers that CommonMark reads as markers where the run's text starts or ends with punctuation and a
// letter touches it from outside, as Chinese and Japanese set it without spaces (`这是<b>“重要”</b>的`): an opening
// `**` between a letter and `“` is not left-flanking, and a closing one between `”` and a letter not right-flanking
// (CommonMark 0.31, "Emphasis and strong emphasis"), so `这是**“重要”**的` shows its asterisks. The punctuation at
// such an edge goes outside the markers (`这是“**重要**”的`); where it is Markdown's own syntax (a link's brackets, a
// code span's backtick) and cannot move, the run is written as its HTML element, which CommonMark renders as it is.

/** CommonMark's punctuation: Unicode categories P and S. */
const PUNCTUATION = /[\p{P}\p{S}]/u;
/** Punctuation that is Markdown syntax or an escape, which stays where it is. */
const SYNTAX = /[[\]()`*_~\\<>!]/;

function isMovable(character: string): boolean {
  return PUNCTUATION.test(character) && !SYNTAX.test(character);
}

/** Whether a delimiter run with `outside` next to it and `inside` at the text's edge cannot open (or close) there. */
function blocked(outside: string, inside: string): boolean {
  return outside !== '' && !/\s/u.test(outside) && !PUNCTUATION.test(outside) && PUNCTUATION.test(inside);
}

const HTML_TAGS: Readonly<Record<string, string>> = { '**': 'strong', '*': 'em', _: 'em' };

/**
 * `text` (not blank, no white space at its edges) between `marker`s, `before` and `after` being the characters that
 * touch it from outside ('' for none or white space).
 */
export function flankedRun(text: string, marker: string, before: string, after: string): string {
  const characters = Array.from(text);
  let start = 0;
  let end = characters.length;
  if (blocked(before, characters[0])) while (start < end && isMovable(characters[start])) start++;
  if (blocked(after, characters[end - 1])) while (end > start && isMovable(characters[end - 1]) && characters[end - 2] !== '\\') end--;
  if (start === end) return text;
  const outsideOpening = start > 0 ? characters[start - 1] : before;
  const outsideClosing = end < characters.length ? characters[end] : after;
  if (blocked(outsideOpening, characters[start]) || blocked(outsideClosing, characters[end - 1])) {
    const tag = HTML_TAGS[marker];
    return `<${tag}>${text}</${tag}>`;
  }
  const part = (from: number, to: number) => characters.slice(from, to).join('');
  return `${part(0, start)}${marker}${part(start, end)}${marker}${part(end, characters.length)}`;
}
