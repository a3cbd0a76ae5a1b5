// compare(): methods of the registry on the same blocks of gold pages, each as it is (no fallbacks), with a
// paired Wilcoxon signed-rank test against web2text of per-page block F1 (paper Table 2) and per-page word F1
// (the WCXB benchmark's metric).
import type { Extractor } from '../extractor';
import { createExtractor, methodDefinition, type MethodOptions } from '../inference/registry';
import { checkOptions } from '../option-checks';
import { COMPARE_OPTIONS } from '../options';
import {
  pageWordF1,
  scorePages,
  summarise,
  type MethodSummary,
  type MethodTotals,
  type OnPageScored,
  type PageSource,
  type ScoredMethod,
  type ScoredPage,
} from './score-pages';
import { startTimedMethod } from './timed-methods';
import { wilcoxonPValue } from './wilcoxon';

/** The method the others are tested against. */
export const REFERENCE_METHOD = 'web2text';

export interface CompareOptions {
  pages: PageSource;
  /** Method names of the registry; repeats are compared once. */
  methods: readonly string[];
  /** Model, backend and λ of the learned method. */
  options?: MethodOptions;
  /** Called as each method's extractor is ready, before the first page. */
  onReady?: (method: Pick<Extractor, 'name' | 'info'>) => void;
  /**
   * A time limit per page and method, in ms (default 0: none). With one, each method but the site methods (whose
   * site stays in this thread) runs on a worker thread that is stopped at the limit (timed-methods.ts): a page
   * that hangs Readability.js or defuddle fails there instead of stopping the run.
   */
  pageTimeoutMs?: number;
  onPage?: (done: number, id: string) => void;
  /** Each page as it was scored, with every method's labels and scores on it (the report's pages). */
  onPageScored?: OnPageScored;
}

export interface ComparedMethod extends MethodSummary {
  /** Two-sided p of per-page block F1 against web2text; null for web2text itself, when it is not compared, or for one page. */
  pValueVsWeb2text: number | null;
  /** The same of per-page word F1 (over every scored page). */
  wordF1PValueVsWeb2text: number | null;
}

export interface Comparison {
  /** Every page scored on its text; those with `notInBlockMetrics` are not in the block metrics. */
  pages: ScoredPage[];
  /** Blocks of the pages in the block metrics. */
  blocks: number;
  /** Pages left out of every metric, with the reason. */
  skipped: { id: string; reason: string }[];
  methods: Record<string, ComparedMethod>;
  /** Per-page scores of each method (see MethodTotals for the pairing). */
  totals: Record<string, MethodTotals>;
}

/**
 * The named methods, each started by `start` in turn and announced to `onReady`; repeats once. Every name is
 * checked before any model is loaded, and a start that fails closes those already started.
 */
async function startMethods<M extends ScoredMethod>(methods: readonly string[], start: (name: string) => Promise<M>, onReady?: CompareOptions['onReady']): Promise<M[]> {
  const names = [...new Set(methods)];
  for (const name of names) methodDefinition(name);
  const started: M[] = [];
  try {
    for (const name of names) {
      const method = await start(name);
      onReady?.(method);
      started.push(method);
    }
  } catch (err) {
    await closeMethods(started);
    throw err;
  }
  return started;
}

/** The registry's extractors of the named methods, each as it is (no fallback); repeats once. */
export function comparedExtractors(methods: readonly string[], options: MethodOptions = {}, onReady?: CompareOptions['onReady']): Promise<Extractor[]> {
  return startMethods(methods, (name) => createExtractor(name, { ...options, fallback: false }), onReady);
}

/** The named methods under a time limit per page: on worker threads, but the site methods; repeats once. */
function timedMethods(methods: readonly string[], options: MethodOptions, pageTimeoutMs: number, onReady?: CompareOptions['onReady']): Promise<ScoredMethod[]> {
  return startMethods<ScoredMethod>(
    methods,
    (name) => (methodDefinition(name).needsSite ? createExtractor(name, { ...options, fallback: false }) : startTimedMethod(name, options, pageTimeoutMs)),
    onReady,
  );
}

async function closeMethods(methods: readonly ScoredMethod[]): Promise<void> {
  await Promise.all(methods.map((m) => ('close' in m ? m.close() : undefined)));
}

export async function compare(compareOptions: CompareOptions): Promise<Comparison> {
  checkOptions(COMPARE_OPTIONS, compareOptions);
  const { pages, methods, options = {}, onReady, onPage, onPageScored, pageTimeoutMs = 0 } = compareOptions;
  const scored = pageTimeoutMs > 0 ? await timedMethods(methods, options, pageTimeoutMs, onReady) : await comparedExtractors(methods, options, onReady);
  const names = scored.map((m) => m.name);
  let scores;
  try {
    scores = await scorePages(pages, scored, onPage, onPageScored);
  } finally {
    await closeMethods(scored);
  }
  const reference = scores.methods[REFERENCE_METHOD];
  const testedAgainstReference = (name: string, perPage: (totals: MethodTotals) => number[]): number | null =>
    reference && name !== REFERENCE_METHOD ? wilcoxonPValue(perPage(scores.methods[name]), perPage(reference)) : null;
  const results: Record<string, ComparedMethod> = {};
  for (const name of names) {
    results[name] = {
      ...summarise(scores.methods[name]),
      pValueVsWeb2text: testedAgainstReference(name, (totals) => totals.pageF1),
      wordF1PValueVsWeb2text: testedAgainstReference(name, pageWordF1),
    };
  }
  return { pages: scores.pages, blocks: scores.blocks, skipped: scores.skipped, methods: results, totals: scores.methods };
}
