import { normalizeWhitespace } from '../../src/dom/text';
import { measureText } from '../../src/heuristics/text';

/** The measures by their definitions, on the normalised string measureText avoids building. */
function expected(text: string) {
  const normalized = normalizeWhitespace(text);
  return {
    length: normalized.length,
    codePoints: [...normalized].length,
    words: normalized.match(/\S*[\p{L}\p{N}]\S*/gu)?.length ?? 0,
  };
}

describe('measureText', () => {
  it.each([
    '', ' \n\t ', 'word', '  two   words \n', 'a | b » c', '\u00a0nbsp\u00a0 \u3000wide\u2003space\ufeff',
    'café 中文 ١٢٣', 'pair \ud83d\ude00 emoji\ud83d\ude00', 'lone \ud83d high and \ude00 low', '\ud83d\ud83d\ude00',
  ])('measures %j as its whitespace-normalised text', (text) => {
    expect(measureText(text)).toEqual(expected(text));
  });
});
