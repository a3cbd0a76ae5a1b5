// Scores extractors on gold pages: every extractor labels the same blocks of each page and gives its text, with
// the time per page. The text is scored against the gold text on every page (the WCXB benchmark's word F1, and
// shingle F1); the labels against the gold labels (block confusion, per-page block F1) on every page whose gold
// aligns to its blocks. A page is left out of a metric only with its reason, which the results carry.
import type { GoldPage } from '../corpora/corpus';
import type { CorpusPages } from '../corpora/definition';
import { isSkipped, type CorpusEntry } from '../corpora/corpus-entry';
import { labelParsedPage } from '../labels/block-labels';
import type { Page } from '../dom/types';
import { PageDataError } from '../errors';
import type { Extractor } from '../extractor';
import { readablePage } from './readable-page';
import { articleScores, summariseArticleScores, type ArticleSummary, type PageArticleScores } from './article-scores';
import { methodOutput, releaseClosedWindows, type MethodOutput } from './method-outputs';
import type { TimedMethod } from './timed-methods';
import { addToConfusion, emptyConfusion, scoresOf, type BlockScores, type Confusion } from './metrics';
import { shingleF1 } from './shingles';
import { summariseWordScores, wordScores, type PageWordScores, type WordF1Summary } from './word-f1';

/**
 * The pages to score: GoldPages, or the entries of a corpus reader (a page, or a page it left out with the
 * reason, as readWcxbPart and readJsonlCorpus yield them), read one at a time, synchronously or not.
 */
/** The pages scored, as corpus readers give them (corpora/corpus.ts). */
export type PageSource = CorpusPages;

/** A page that was scored, with what per-page summaries (e.g. per page type) need. */
export interface ScoredPage {
  id: string;
  pageType?: string;
  blocks: number;
  /** Why the page is not in the block metrics (no text blocks, a gold that cannot be aligned); its text is scored. */
  notInBlockMetrics?: string;
}

export interface MethodTotals {
  /** Over the pages in the block metrics. */
  confusion: Confusion;
  /** Block F1 per page in the block metrics, in page order (paired across methods). */
  pageF1: number[];
  /** The rest per scored page, in page order (paired across methods and with PageScores.pages). */
  pageWords: PageWordScores[];
  pageShingleF1: number[];
  /** The article metric on each scored page whose gold has parts (article-scores.ts), in page order. */
  pageArticle: PageArticleScores[];
  /** Parse time + this method's labelling and text output, in ms. */
  pageMs: number[];
  /** Pages on which the method failed, with the reason; they are scored as an empty output. */
  failures: { id: string; reason: string }[];
}

export interface PageScores {
  /** Every page scored on its text; those with `notInBlockMetrics` are not in the block metrics. */
  pages: ScoredPage[];
  /** Blocks of the pages in the block metrics. */
  blocks: number;
  /** Pages left out of every metric, with the reason: the corpus reader could not give them, or they are no page (readable-page.ts). */
  skipped: { id: string; reason: string }[];
  /** Per extractor name. */
  methods: Record<string, MethodTotals>;
}

export interface MethodSummary extends BlockScores {
  shingleF1: number;
  msPerPage: number;
  /** The WCXB benchmark's metric: mean per-page word P, R and F1, overall and per page type. */
  wordF1: WordF1Summary;
  /** The article metric, over the pages whose gold has parts (absent when none has). */
  article?: ArticleSummary;
  /** Pages on which the method failed, with the reason; they are scored as an empty output. */
  failures: { id: string; reason: string }[];
}

/** One method's output on a scored page and its scores there, for views of single pages (the report). */
export interface MethodPageOutput {
  labels: Uint8Array;
  pContent?: Float32Array;
  ms: number;
  /** Undefined on a page without gold text (the report of unlabelled pages). */
  wordF1?: number;
  /** Undefined when the page is not in the block metrics. */
  blockF1?: number;
  /** The method's estimate of its output's word F1 (the default model's), in the report of unlabelled pages. */
  confidence?: number;
  failure?: string;
}

/** A page as it was scored: the parsed page, its gold labels where they align, and every method's output. */
export interface PageScoredDetail {
  scored: ScoredPage;
  page: Page;
  goldLabels?: Uint8Array;
  methods: Record<string, MethodPageOutput>;
}

/** Called once per scored page, after every method ran on it. */
export type OnPageScored = (detail: PageScoredDetail) => void;

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
  return {
    ...scoresOf(totals.confusion),
    shingleF1: mean(totals.pageShingleF1),
    msPerPage: median(totals.pageMs),
    wordF1: summariseWordScores(totals.pageWords),
    ...(totals.pageArticle.length === 0 ? {} : { article: summariseArticleScores(totals.pageArticle) }),
    failures: totals.failures,
  };
}

/** The pages scored on their text only, with the reason they are not in the block metrics. */
export function pagesNotInBlockMetrics(pages: readonly ScoredPage[]): { id: string; reason: string }[] {
  return pages.flatMap(({ id, notInBlockMetrics }) => (notInBlockMetrics === undefined ? [] : [{ id, reason: notInBlockMetrics }]));
}

/** Per-page word F1 of a method, paired with PageScores.pages (for the paired test). */
export function pageWordF1(totals: MethodTotals): number[] {
  return totals.pageWords.map((page) => page.scores.f1);
}

/** The page's gold block labels, or why it has none: no text blocks, or a gold the alignment cannot take. */
export function goldLabels(gold: Pick<GoldPage, 'id' | 'gold'>, page: Page): { labels: Uint8Array } | { reason: string } {
  try {
    return { labels: labelParsedPage(gold.id, page, gold.gold).labels };
  } catch (err) {
    if (err instanceof PageDataError) return { reason: err.reason };
    throw err;
  }
}

/** A method scored: an extractor, run in this thread, or a method on its own worker under a time budget. */
export type ScoredMethod = Extractor | TimedMethod;

/** Each method's output on the page, in order. */
async function pageOutputs(gold: GoldPage, page: Page, methods: readonly ScoredMethod[], parseMs: number): Promise<Map<string, MethodOutput>> {
  const outputs = new Map<string, MethodOutput>();
  for (const m of methods) outputs.set(m.name, 'label' in m ? methodOutput(page, m, parseMs) : await m.output(gold, page));
  return outputs;
}

/** Every method's output on one page, then every score; a page that cannot be read is left out with the reason. */
async function scorePage(gold: GoldPage, methods: readonly ScoredMethod[], result: PageScores, onScored?: OnPageScored): Promise<void> {
  // Decoding and parsing are part of every method's cost per page; the gold alignment is not.
  const read = readablePage(gold.html, { cleaneval: gold.cleanevalWrapper, url: gold.url });
  if ('reason' in read) {
    result.skipped.push({ id: gold.id, reason: read.reason });
    return;
  }
  const { page, parseMs } = read;
  const goldBlocks = goldLabels(gold, page);
  const pageType = gold.pageType === undefined ? {} : { pageType: gold.pageType };
  const outputs: Record<string, MethodPageOutput> = {};
  for (const [name, { output, ms, failure }] of await pageOutputs(gold, page, methods, parseMs)) {
    const totals = result.methods[name];
    totals.pageMs.push(ms);
    if (failure !== undefined) totals.failures.push({ id: gold.id, reason: failure });
    const words = wordScores(output.text, gold.gold);
    totals.pageWords.push({ ...pageType, scores: words });
    totals.pageShingleF1.push(shingleF1(output.text, gold.gold));
    if (gold.parts !== undefined) totals.pageArticle.push(articleScores(output.text, gold.parts));
    let blockF1: number | undefined;
    if ('labels' in goldBlocks) {
      addToConfusion(totals.confusion, output.labels, goldBlocks.labels);
      blockF1 = pageBlockF1(output.labels, goldBlocks.labels);
      totals.pageF1.push(blockF1);
    }
    outputs[name] = { labels: output.labels, pContent: output.pContent, ms, wordF1: words.f1, blockF1, failure };
  }
  const scored: ScoredPage = { id: gold.id, ...pageType, blocks: page.blocks.length };
  if ('labels' in goldBlocks) result.blocks += page.blocks.length;
  else scored.notInBlockMetrics = goldBlocks.reason;
  result.pages.push(scored);
  onScored?.({ scored, page, goldLabels: 'labels' in goldBlocks ? goldBlocks.labels : undefined, methods: outputs });
}

/** Scores every method on every page; a page is left out only with its reason (see PageScores). */
export async function scorePages(
  source: PageSource,
  methods: readonly ScoredMethod[],
  onPage?: (done: number, id: string) => void,
  onScored?: OnPageScored,
): Promise<PageScores> {
  const result: PageScores = { pages: [], blocks: 0, skipped: [], methods: {} };
  for (const m of methods) result.methods[m.name] = { confusion: emptyConfusion(), pageF1: [], pageWords: [], pageShingleF1: [], pageArticle: [], pageMs: [], failures: [] };
  let done = 0;
  for await (const item of source) {
    const entry: CorpusEntry = 'corpus' in item ? { page: item } : item;
    if (isSkipped(entry)) result.skipped.push({ id: entry.skipped.id, reason: entry.skipped.reason });
    else await scorePage(entry.page, methods, result, onScored);
    onPage?.(++done, isSkipped(entry) ? entry.skipped.id : entry.page.id);
    await releaseClosedWindows();
  }
  return result;
}
