// A page has main content: when the model keeps almost none of a page's words, it has most likely mistaken the
// content for boilerplate (a product grid or a listing's cards read as link lists), not found a page without
// content. Then its bar is lowered for that page. Chosen on the WCXB validation pages (docs/experiments.md,
// "Content floor"): pages where the first decision keeps < 10% of the words gain 0.3 word F1 on average, +0.008
// over all pages; the gain is flat for floors 0.1–0.2 and shifts +1.5–3.
import { UNARY_OUTPUTS } from './nets';

/** Least share of the page's words the content is expected to hold. */
export const CONTENT_FLOOR_WORD_SHARE = 0.1;
/** Content log-odds added on a page below the floor: the unary threshold moves from p = 0.5 to 0.12. */
export const CONTENT_FLOOR_LOG_ODDS = 2;

/** Share of the page's words in blocks the unary probabilities (n × 2) call content; 1 on a page without words. */
export function keptWordShare(unary: Float32Array, words: ArrayLike<number>): number {
  let kept = 0;
  let total = 0;
  for (let b = 0; b < words.length; b++) {
    total += words[b];
    if (unary[UNARY_OUTPUTS * b + 1] > unary[UNARY_OUTPUTS * b]) kept += words[b];
  }
  return total > 0 ? kept / total : 1;
}
