// Runs labelling methods over CleanEval pages against the gold labels and collects block and text scores.
import { performance } from 'perf_hooks';
import { loadCleanText, loadOrigBytes } from '../data/cleaneval';
import { labelParsedPage } from '../data/labels';
import { loadPage } from '../dom/page';
import { blocksToText } from '../dom/text';
import type { Page } from '../dom/types';
import { addToConfusion, emptyConfusion, scoresOf, type BlockScores, type Confusion } from './metrics';
import { shingleF1 } from './shingles';

export interface EvalMethod {
  name: string;
  label(page: Page): ArrayLike<number>;
}

export interface MethodTotals {
  confusion: Confusion;
  /** Per evaluated page, in page order (paired across methods). */
  pageF1: number[];
  pageShingleF1: number[];
  /** Per page: parse time + this method's labelling and text output, in ms. */
  pageMs: number[];
}

export interface Evaluation {
  pages: number[];
  blocks: number;
  skipped: { id: number; reason: string }[];
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

export interface EvaluateOptions {
  dataDir: string;
  ids: readonly number[];
  methods: readonly EvalMethod[];
  onPage?: (done: number, id: number) => void;
}

/** Evaluates every method on every page; a page that cannot be labelled is skipped and reported. */
export function evaluate({ dataDir, ids, methods, onPage }: EvaluateOptions): Evaluation {
  const result: Evaluation = { pages: [], blocks: 0, skipped: [], methods: {} };
  for (const m of methods) result.methods[m.name] = { confusion: emptyConfusion(), pageF1: [], pageShingleF1: [], pageMs: [] };
  ids.forEach((id, k) => {
    try {
      const goldText = loadCleanText(id, dataDir, { allowEmpty: true });
      const bytes = loadOrigBytes(id, dataDir);
      // Decoding and parsing are part of every method's cost per page; the gold alignment is not.
      const p0 = performance.now();
      const page = loadPage(bytes, { cleaneval: true });
      const parseMs = performance.now() - p0;
      const { labels } = labelParsedPage(id, page, goldText);
      for (const m of methods) {
        const totals = result.methods[m.name];
        const m0 = performance.now();
        const predicted = m.label(page);
        const text = blocksToText(page.blocks, predicted);
        totals.pageMs.push(parseMs + performance.now() - m0);
        addToConfusion(totals.confusion, predicted, labels);
        totals.pageF1.push(pageBlockF1(predicted, labels));
        totals.pageShingleF1.push(shingleF1(text, goldText));
      }
      result.pages.push(id);
      result.blocks += page.blocks.length;
    } catch (err) {
      result.skipped.push({ id, reason: (err as Error).message });
    }
    onPage?.(k + 1, id);
  });
  return result;
}
