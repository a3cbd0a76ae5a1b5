// Fallback policy (documented in README "Fallbacks"): when the learned extractor cannot serve a page, CETD does.
//  1. the model cannot be loaded (default model missing/corrupt)      → CETD for every page;
//  2. the learned labelling has no content block while the page has
//     at least MIN_WORDS_FOR_CONTENT words of text                     → CETD for that page;
//  3. the learned extractor throws on a page                          → CETD for that page.
// Rule 1 is applied where the method is built (learned-method.ts createLearnedMethod), rules 2 and 3 by withFallback.
// A page without blocks yields empty text from any method. The labels name the method that produced them.
import type { Page } from '../dom/types';
import type { BlockLabels, Extractor } from '../extractor';
import { HEURISTICS } from '../heuristics';
import type { PagePrediction } from '../model/predict';

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

/** CETD's labels for a page the learned extractor hands over, with the reason. */
export function fallbackLabels(page: Page, reason: string): BlockLabels {
  const { labels, scores } = HEURISTICS[FALLBACK_METHOD].label(page);
  // CETD's normalised densities are reported in the place of the model's pContent (as extract always has).
  return { labels, pContent: scores, method: FALLBACK_METHOD, reason };
}

/** The learned extractor with rules 2 and 3. */
export function withFallback(learned: Extractor & { predict(page: Page): PagePrediction }): Extractor {
  return {
    name: learned.name,
    info: learned.info,
    // A page handed to CETD has no confidence: the estimate is of the learned labelling.
    ...(learned.confidence === undefined ? {} : { confidence: (page, output) => (output.reason === undefined ? learned.confidence!(page, output) : undefined) }),
    label(page) {
      let prediction;
      try {
        prediction = learned.predict(page);
      } catch (err) {
        return fallbackLabels(page, `learned extractor failed: ${(err as Error).message}`);
      }
      if (needsFallback(page, prediction.labels)) return fallbackLabels(page, 'learned extractor found no content on a page with text');
      const { labels, pContent, parts } = prediction;
      return parts === undefined ? { labels, pContent } : { labels, pContent, parts };
    },
  };
}
