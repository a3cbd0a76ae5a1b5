// Fallback policy (documented in README "Fallbacks"): when the learned extractor cannot serve a page, CETD does.
//  1. the model cannot be loaded (default model missing/corrupt)      → CETD for every page;
//  2. the learned labelling has no content block while the page has
//     at least MIN_WORDS_FOR_CONTENT words of text                     → CETD for that page;
//  3. the learned extractor throws on a page                          → CETD for that page.
// A page without blocks yields empty text from any method. The result names the method that produced it.
import type { Page } from '../dom/types';

/** Below this many words a page may well be all boilerplate, and an empty learned result is accepted. */
export const MIN_WORDS_FOR_CONTENT = 20;

export const FALLBACK_METHOD = 'cetd' as const;

export function pageWordCount(page: Page): number {
  let words = 0;
  for (const block of page.blocks) words += block.node.props.nWords;
  return words;
}

export function needsFallback(page: Page, labels: ArrayLike<number>): boolean {
  for (let i = 0; i < labels.length; i++) if (labels[i] === 1) return false;
  return pageWordCount(page) >= MIN_WORDS_FOR_CONTENT;
}
