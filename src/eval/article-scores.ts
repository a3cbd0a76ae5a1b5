// The article metric of pages whose gold comes in parts (L3S-GN1): 4-gram shingle precision, recall and F1 of the
// output against the article body, as article benchmarks score it, where shingles of the headline and the
// supplemental text (byline, date, captions) are neither required nor wrong: an output shingle that the body does
// not hold but one of them does leaves precision alone. Beside it, how much of the page's comments and related
// teasers the output kept.
import type { PartTexts } from '../corpora/l3s-annotation';
import { size, type Bag, type TextScores } from './bag-scores';
import { shingleCounts } from './shingles';

/** A page keeps its comments (or related teasers) when its output holds more than this share of their shingles. */
export const KEPT_SHARE = 0.1;

export interface PageArticleScores {
  body: TextScores;
  /** Share of the comments' shingles found in the output; absent when the page has no comments. */
  comments?: number;
  /** The same of the related teasers. */
  related?: number;
}

function overlap(extracted: Bag, gold: Bag): number {
  let shared = 0;
  for (const [token, count] of extracted) shared += Math.min(count, gold.get(token) ?? 0);
  return shared;
}

function keptShare(extracted: Bag, text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const gold = shingleCounts(text);
  const total = size(gold);
  return total === 0 ? undefined : overlap(gold, extracted) / total;
}

export function articleScores(extractedText: string, parts: PartTexts): PageArticleScores {
  const extracted = shingleCounts(extractedText);
  const body = shingleCounts(parts.body);
  const neutral = shingleCounts(`${parts.headline}\n${parts.supplemental}`);
  let matched = 0;
  let neutralHits = 0;
  let nExtracted = 0;
  for (const [token, count] of extracted) {
    const inBody = Math.min(count, body.get(token) ?? 0);
    matched += inBody;
    neutralHits += Math.min(count - inBody, neutral.get(token) ?? 0);
    nExtracted += count;
  }
  const nBody = size(body);
  const judged = nExtracted - neutralHits;
  let scores: TextScores;
  if (judged === 0 && nBody === 0) scores = { precision: 1, recall: 1, f1: 1 };
  else if (judged === 0 || nBody === 0) scores = { precision: 0, recall: 0, f1: 0 };
  else {
    const precision = matched / judged;
    const recall = matched / nBody;
    scores = { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
  }
  const result: PageArticleScores = { body: scores };
  const comments = keptShare(extracted, parts.comments);
  const related = keptShare(extracted, parts.related);
  if (comments !== undefined) result.comments = comments;
  if (related !== undefined) result.related = related;
  return result;
}

export interface ArticleSummary {
  pages: number;
  /** Mean over pages of the body scores. */
  body: TextScores;
  /** Pages with comments, and those whose output kept them (KEPT_SHARE). */
  comments: { pages: number; kept: number; meanShare: number };
  related: { pages: number; kept: number; meanShare: number };
}

function keptSummary(shares: readonly number[]): { pages: number; kept: number; meanShare: number } {
  return {
    pages: shares.length,
    kept: shares.filter((share) => share > KEPT_SHARE).length,
    meanShare: shares.length === 0 ? 0 : shares.reduce((a, b) => a + b, 0) / shares.length,
  };
}

export function summariseArticleScores(pages: readonly PageArticleScores[]): ArticleSummary {
  const n = pages.length;
  const mean = (pick: (s: TextScores) => number) => (n === 0 ? 0 : pages.reduce((sum, page) => sum + pick(page.body), 0) / n);
  return {
    pages: n,
    body: { precision: mean((s) => s.precision), recall: mean((s) => s.recall), f1: mean((s) => s.f1) },
    comments: keptSummary(pages.flatMap((page) => (page.comments === undefined ? [] : [page.comments]))),
    related: keptSummary(pages.flatMap((page) => (page.related === undefined ? [] : [page.related]))),
  };
}
