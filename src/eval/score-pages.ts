// Scores extractors on gold pages: every extractor labels the same blocks of each page, scored against the
// gold labels (block confusion, per-page block F1) and the gold text (shingle F1), with the time per page.
import { performance } from 'perf_hooks';
import type { GoldPage } from '../data/corpus';
import { labelParsedPage } from '../data/labels';
import { loadPage } from '../dom/page';
import { blocksToText } from '../dom/text';
import type { Extractor } from '../extractor';
import { addToConfusion, emptyConfusion, scoresOf, type BlockScores, type Confusion } from './metrics';
import { shingleF1 } from './shingles';

/** A page that was scored, with what per-page summaries (e.g. per page type) need. */
export interface ScoredPage {
  id: string;
  pageType?: string;
  blocks: number;
}

export interface MethodTotals {
  confusion: Confusion;
  /** Per scored page, in page order (paired across methods and with PageScores.pages). */
  pageF1: number[];
  pageShingleF1: number[];
  /** Per page: parse time + this method's labelling and text output, in ms. */
  pageMs: number[];
}

export interface PageScores {
  pages: ScoredPage[];
  blocks: number;
  /** Pages that could not be labelled (no blocks, alignment too large), with the reason. */
  skipped: { id: string; reason: string }[];
  /** Per extractor name. */
  methods: Record<string, MethodTotals>;
}

export interface MethodSummary extends BlockScores {
  shingleF1: number;
  msPerPage: number;
}

/**
 * Block F1 of one page. A page without gold content on which nothing is predicted content is a perfect
 * agreement (1), not an undefined F1, so per-page scores stay comparable in the paired test.
 */
export function pageBlockF1(predicted: ArrayLike<number>, gold: ArrayLike<number>): number {
  const c = addToConfusion(emptyConfusion(), predicted, gold);
  if (c.tp + c.fp + c.fn === 0) return 1;
  return scoresOf(c).f1;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

export function summarise(totals: MethodTotals): MethodSummary {
  return { ...scoresOf(totals.confusion), shingleF1: mean(totals.pageShingleF1), msPerPage: median(totals.pageMs) };
}

/** Scores every extractor on every page; a page that cannot be labelled is skipped and reported. */
export function scorePages(
  pages: Iterable<GoldPage>,
  extractors: readonly Extractor[],
  onPage?: (done: number, id: string) => void,
): PageScores {
  const result: PageScores = { pages: [], blocks: 0, skipped: [], methods: {} };
  for (const m of extractors) result.methods[m.name] = { confusion: emptyConfusion(), pageF1: [], pageShingleF1: [], pageMs: [] };
  let done = 0;
  for (const gold of pages) {
    try {
      // Decoding and parsing are part of every method's cost per page; the gold alignment is not.
      const p0 = performance.now();
      const page = loadPage(gold.html, { cleaneval: gold.cleanevalWrapper });
      const parseMs = performance.now() - p0;
      const { labels } = labelParsedPage(gold.id, page, gold.gold);
      for (const m of extractors) {
        const totals = result.methods[m.name];
        const m0 = performance.now();
        const predicted = m.label(page).labels;
        const text = blocksToText(page.blocks, predicted);
        totals.pageMs.push(parseMs + performance.now() - m0);
        addToConfusion(totals.confusion, predicted, labels);
        totals.pageF1.push(pageBlockF1(predicted, labels));
        totals.pageShingleF1.push(shingleF1(text, gold.gold));
      }
      result.pages.push({ id: gold.id, ...(gold.pageType === undefined ? {} : { pageType: gold.pageType }), blocks: page.blocks.length });
      result.blocks += page.blocks.length;
    } catch (err) {
      result.skipped.push({ id: gold.id, reason: (err as Error).message });
    }
    onPage?.(++done, gold.id);
  }
  return result;
}
