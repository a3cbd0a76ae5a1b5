import { normalizeWhitespace } from '../../src/dom/text';
import { measureText } from '../../src/heuristics/text';

const CHARACTER_WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/gu;

/**
 * The measures by their definitions, on the normalised string measureText avoids building: words are
 * whitespace tokens with a letter or digit, and with `unicodeWords` each Chinese, Japanese, Thai… character is
 * a word of its own (the rest of its token counts once if it has a letter or digit).
 */
function expected(text: string, unicodeWords = true) {
  const normalized = normalizeWhitespace(text);
  const tokens = normalized.match(/\S*[\p{L}\p{N}]\S*/gu) ?? [];
  const words = unicodeWords
    ? tokens.reduce((sum, token) => sum + (token.match(CHARACTER_WORD)?.length ?? 0) + (/[\p{L}\p{N}]/u.test(token.replace(CHARACTER_WORD, '')) ? 1 : 0), 0)
    : tokens.length;
  return { length: normalized.length, codePoints: [...normalized].length, words };
}

describe('measureText', () => {
  it.each([
    '', ' \n\t ', 'word', '  two   words \n', 'a | b » c', '\u00a0nbsp\u00a0 \u3000wide\u2003space\ufeff',
    'café 中文 ١٢٣', 'pair \ud83d\ude00 emoji\ud83d\ude00', 'lone \ud83d high and \ude00 low', '\ud83d\ud83d\ude00',
    '长江是中国最长的河流', 'Web2Text日本語テキスト mixed', 'ภาษาไทย ok',
  ])('measures %j as its whitespace-normalised text', (text) => {
    expect(measureText(text)).toEqual(expected(text));
    expect(measureText(text, false)).toEqual(expected(text, false));
  });

  it('counts each Chinese or Japanese character as a word, and a Chinese sentence as one token without', () => {
    expect(measureText('长江是中国最长的河流').words).toBe(10);
    expect(measureText('长江是中国最长的河流', false).words).toBe(1);
  });
});
