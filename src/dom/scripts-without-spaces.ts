// Scripts written without spaces between words (Chinese, Japanese, Thai, Lao, Khmer, Myanmar): a whitespace or
// \w-run word count sees a whole paragraph of them as one word or none, so a Chinese article looked like a page
// without text (issue 16). Here each of their characters counts as one word: a Chinese word averages 1.5
// characters, so the count is of the right order, and it is the same on every machine (Intl.Segmenter's
// dictionaries change with the ICU version). Korean separates words by spaces and is counted as usual.
const CHARACTER_WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** The first code unit of these scripts (Thai, U+0E00): below it no test is needed. */
const FIRST_UNIT = 0x0e00;

/** True when the code point at `i` (a code unit ≥ 0x80) is a character of a script without spaces. */
export function isCharacterWord(text: string, i: number): boolean {
  if (text.charCodeAt(i) < FIRST_UNIT) return false;
  return CHARACTER_WORD.test(String.fromCodePoint(text.codePointAt(i) as number));
}
