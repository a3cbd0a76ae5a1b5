// Say each passage once: today's templates often carry the same text twice — a mobile and a desktop copy of a
// product section, one of them hidden by a class the page's CSS hides, a quoted post repeated in a reply — and a
// reader, an index or a language model wants it once. A content block whose text (lower-cased, whitespace
// collapsed) is that of an earlier content block is dropped when it has at least REPEATED_TEXT_MIN_WORDS words;
// shorter repeats ("Reply", "Add to cart", a price) are left alone, as they are often separate content. Chosen on
// the WCXB validation pages (docs/experiments.md, "Repeated text"): the gain is flat for 4–15 words.
import type { BlockMatchTexts } from '../dom/block-match-texts';
import { eachLabelling } from './labelings';

export const REPEATED_TEXT_MIN_WORDS = 6;

/**
 * Each labelling (1 = content) with every repeat of an earlier content block's text set to 0 (copies); a
 * labelling given twice (the two are one array when the model decodes without pairwise terms) is read once: its
 * result is given for both, as the one array was.
 */
export function withoutRepeatedText(labelings: readonly Uint8Array[], texts: BlockMatchTexts, words: ArrayLike<number>): Uint8Array[] {
  return eachLabelling(labelings, (labels) => {
    const out = labels.slice();
    const seen = new Set<string>();
    for (let i = 0; i < out.length; i++) {
      if (out[i] === 0 || words[i] < REPEATED_TEXT_MIN_WORDS) continue;
      const text = texts.of(i);
      if (seen.has(text)) out[i] = 0;
      else seen.add(text);
    }
    return out;
  });
}
