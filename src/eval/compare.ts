// compare(): methods of the registry on the same blocks of gold pages, each as it is (no fallbacks), with a
// paired Wilcoxon signed-rank test of per-page block F1 against web2text (paper Table 2).
import type { GoldPage } from '../data/corpus';
import type { Extractor } from '../extractor';
import { createExtractor, methodDefinition, type MethodOptions } from '../inference/registry';
import { scorePages, summarise, type MethodSummary, type MethodTotals, type ScoredPage } from './score-pages';
import { wilcoxonPValue } from './wilcoxon';

/** The method the others are tested against. */
export const REFERENCE_METHOD = 'web2text';

export interface CompareOptions {
  pages: Iterable<GoldPage>;
  /** Method names of the registry; repeats are compared once. */
  methods: readonly string[];
  /** Model, backend and λ of the learned method. */
  options?: MethodOptions;
  /** Called as each method's extractor is ready, before the first page. */
  onReady?: (extractor: Extractor) => void;
  onPage?: (done: number, id: string) => void;
}

export interface ComparedMethod extends MethodSummary {
  /** Two-sided p of per-page block F1 against web2text; null for web2text itself or when it is not compared. */
  pValueVsWeb2text: number | null;
}

export interface Comparison {
  pages: ScoredPage[];
  blocks: number;
  skipped: { id: string; reason: string }[];
  methods: Record<string, ComparedMethod>;
  /** Per-page scores of each method, paired with `pages`. */
  totals: Record<string, MethodTotals>;
}

export async function compare({ pages, methods, options = {}, onReady, onPage }: CompareOptions): Promise<Comparison> {
  const names = [...new Set(methods)];
  // Every name is checked before any model is loaded.
  for (const name of names) methodDefinition(name);
  const extractors: Extractor[] = [];
  for (const name of names) {
    const extractor = await createExtractor(name, { ...options, fallback: false });
    onReady?.(extractor);
    extractors.push(extractor);
  }
  const scores = scorePages(pages, extractors, onPage);
  const reference = scores.methods[REFERENCE_METHOD];
  const results: Record<string, ComparedMethod> = {};
  for (const name of names) {
    const totals = scores.methods[name];
    const pValue = reference && name !== REFERENCE_METHOD ? wilcoxonPValue(totals.pageF1, reference.pageF1) : null;
    results[name] = { ...summarise(totals), pValueVsWeb2text: pValue };
  }
  return { pages: scores.pages, blocks: scores.blocks, skipped: scores.skipped, methods: results, totals: scores.methods };
}
