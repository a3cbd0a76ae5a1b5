// evaluate(): the learned extractor of one model on gold pages, its Viterbi labels and its unary-only labels (both from
// one prediction per page): block metrics and text shingle F1 (docs/methods/web2text.md §11), and the WCXB benchmark's
// word F1 overall and per page type.
import type { Page } from '../dom/types';
import type { Extractor } from '../extractor';
import { loadLearnedExtractor, type LearnedExtractor, type ModelOptions } from '../inference/learned';
import type { PagePrediction } from '../model/predict';
import { checkOptions } from '../option-checks';
import { EVALUATE_OPTIONS } from '../options';
import { scorePages, summarise, type MethodSummary, type MethodTotals, type PageSource, type ScoredPage } from './score-pages';

export interface EvaluateOptions {
  pages: PageSource;
  model?: ModelOptions;
  /** Called once the model is loaded, before the first page. */
  onReady?: (extractor: LearnedExtractor) => void;
  onPage?: (done: number, id: string) => void;
}

export interface ModelEvaluation {
  model: string;
  members: number;
  lambda: number;
  backend: string;
  /** Whether the content floor, the dropping of repeated passages and the group decision were on. */
  contentFloor: boolean;
  dropRepeatedText: boolean;
  groupDecision: boolean;
  /** Every page scored on its text; those with `notInBlockMetrics` are not in the block metrics. */
  pages: ScoredPage[];
  /** Blocks of the pages in the block metrics. */
  blocks: number;
  /** Pages left out of every metric, with the reason. */
  skipped: { id: string; reason: string }[];
  viterbi: MethodSummary;
  unary: MethodSummary;
  /** Per-page scores, paired with `pages`. */
  totals: { viterbi: MethodTotals; unary: MethodTotals };
}

export async function evaluate(options: EvaluateOptions): Promise<ModelEvaluation> {
  checkOptions(EVALUATE_OPTIONS, options);
  const { pages, model, onReady, onPage } = options;
  const learned = await loadLearnedExtractor(model);
  onReady?.(learned);
  let last: { page: Page; prediction: PagePrediction } | undefined;
  const predict = (page: Page): PagePrediction => {
    if (last?.page !== page) last = { page, prediction: learned.predict(page) };
    return last.prediction;
  };
  const decodings: Extractor[] = [
    { name: 'viterbi', label: (page) => ({ labels: predict(page).labels }) },
    { name: 'unary', label: (page) => ({ labels: predict(page).unaryLabels }) },
  ];
  const scores = await scorePages(pages, decodings, onPage);
  const { modelDir, members, lambda, backend } = learned.info;
  const totals = { viterbi: scores.methods.viterbi, unary: scores.methods.unary };
  return {
    model: modelDir,
    members,
    lambda,
    backend,
    ...learned.decoding,
    pages: scores.pages,
    blocks: scores.blocks,
    skipped: scores.skipped,
    viterbi: summarise(totals.viterbi),
    unary: summarise(totals.unary),
    totals,
  };
}
