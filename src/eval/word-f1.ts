// The WCXB benchmark's metric (docs/methods/modern-pages.md §5): per page, F1 of the bags of lower-cased `\w+` words of
// the extracted text against the gold main content; a corpus scores the mean over pages, also per page type.
import { checkArgument, checkString } from '../arguments';
import { bagOf, bagScores, TextScores } from './bag-scores';

/**
 * Python's `\w` on str patterns: the characters for which str.isalnum() holds (Unicode categories L* and N*)
 * and '_'. Combining marks (M*) are not in it, so they split words as in Python; JS `\w` is ASCII only.
 */
const WORD = /[\p{L}\p{N}_]+/gu;

/** The benchmark's words of a text: lower-cased, then every maximal run of word characters. */
export function benchmarkWords(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/**
 * Word precision, recall and F1 of a page. A gold without words scores 1 when the output has none either and 0
 * otherwise (the benchmark's rule), and so does an output without words against a gold with some.
 */
export function wordScores(extracted: string, gold: string): TextScores {
  checkString(extracted, 'wordScores takes the extracted text (a string) first', false);
  checkString(gold, 'wordScores takes the gold text (a string) after the extracted one', false);
  return bagScores(bagOf(benchmarkWords(extracted)), bagOf(benchmarkWords(gold)));
}

/** One page's scores with its page type, where the corpus gives one. */
export interface PageWordScores {
  pageType?: string;
  scores: TextScores;
}

/** Mean precision, recall and F1 over pages (each page weighs the same). */
export interface MeanWordScores extends TextScores {
  pages: number;
}

export interface WordF1Summary {
  overall: MeanWordScores;
  /** Per page type, types in alphabetical order; pages without a type count only in `overall`. */
  byPageType: Record<string, MeanWordScores>;
}

function mean(pages: readonly PageWordScores[]): MeanWordScores {
  const sum = (pick: (s: TextScores) => number) => pages.reduce((total, page) => total + pick(page.scores), 0);
  const n = pages.length;
  return n === 0
    ? { pages: 0, precision: 0, recall: 0, f1: 0 }
    : { pages: n, precision: sum((s) => s.precision) / n, recall: sum((s) => s.recall) / n, f1: sum((s) => s.f1) / n };
}

export function summariseWordScores(pages: readonly PageWordScores[]): WordF1Summary {
  checkArgument(Array.isArray(pages) && pages.every((page) => typeof page?.scores?.f1 === 'number'), pages, 'summariseWordScores takes an array of { scores, pageType? } with the scores of wordScores');
  const types = [...new Set(pages.flatMap((page) => (page.pageType === undefined ? [] : [page.pageType])))].sort();
  const byPageType: Record<string, MeanWordScores> = {};
  for (const type of types) byPageType[type] = mean(pages.filter((page) => page.pageType === type));
  return { overall: mean(pages), byPageType };
}
