// Whole-document validation scores used for model selection (docs/methods/web2text.md §9): for block nets the content
// class's F1 of the argmax, and for the edge net its 4-class accuracy. CleanEval pages keep the reference's micro block
// F1; pages of other corpora (whose benchmark is the mean page word F1) score the mean over pages of the F1 of content
// words, each block weighing its words. A corpus mix weighs each corpus's score by its sampling weight.
import type { CorpusName } from '../corpora/corpus';
import { corpusDefinition } from '../corpora/registry';
import { addToConfusion, emptyConfusion, scoresOf } from '../eval/metrics';
import type { ConvNet } from '../model/nets';
import type { Task } from './tasks';
import type { DatasetPage } from './types';

export type CorpusWeights = Partial<Record<CorpusName, number>>;

/** Class with the highest probability per position (ties → lowest class, as np.argmax). */
export function argmaxRows(probabilities: Float32Array, classes: number): Uint8Array {
  const out = new Uint8Array(probabilities.length / classes);
  for (let i = 0; i < out.length; i++) {
    let best = 0;
    for (let c = 1; c < classes; c++) if (probabilities[i * classes + c] > probabilities[i * classes + best]) best = c;
    out[i] = best;
  }
  return out;
}

export interface Prediction {
  page: DatasetPage;
  predicted: Uint8Array;
  gold: Uint8Array;
}

function predictions(net: ConvNet, task: Task, pages: readonly DatasetPage[]): Prediction[] {
  const classes = task.architecture.widths[task.architecture.widths.length - 1];
  return pages.map((page) => {
    const sequence = task.sequence(page);
    return { page, predicted: argmaxRows(net.probabilities(sequence.inputs, sequence.length), classes), gold: sequence.labels };
  });
}

/** Micro F1 of the content class over all blocks (§9). */
function blockF1(results: readonly Prediction[]): number {
  const confusion = emptyConfusion();
  for (const r of results) addToConfusion(confusion, r.predicted, r.gold);
  return scoresOf(confusion).f1;
}

/** Word-weighted F1 of one page's content blocks; 1 when neither gold nor prediction holds a word. */
export function pageWordF1(predicted: ArrayLike<number>, gold: ArrayLike<number>, words: ArrayLike<number>): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (let i = 0; i < gold.length; i++) {
    if (predicted[i] === 1 && gold[i] === 1) tp += words[i];
    else if (predicted[i] === 1) fp += words[i];
    else if (gold[i] === 1) fn += words[i];
  }
  if (tp + fp + fn === 0) return 1;
  return (2 * tp) / (2 * tp + fp + fn);
}

function meanPageWordF1(results: readonly Prediction[]): number {
  let sum = 0;
  for (const { page, predicted, gold } of results) sum += pageWordF1(predicted, gold, page.words as Float32Array);
  return results.length === 0 ? 0 : sum / results.length;
}

/** The score of one corpus's pages: its own measure (corpora/definition.ts `scoring`); block F1 for pages without word counts. */
function corpusScore(corpus: CorpusName, results: readonly Prediction[]): number {
  return corpusDefinition(corpus).scoring === 'block-f1' || results.some((r) => r.page.words === undefined) ? blockF1(results) : meanPageWordF1(results);
}

/** The score of block labels (see the file comment): each corpus's, weighted by the corpus weights. */
export function labelScore(results: readonly Prediction[], weights: CorpusWeights = {}): number {
  const byCorpus = new Map<CorpusName, Prediction[]>();
  for (const r of results) {
    const group = byCorpus.get(r.page.corpus);
    if (group === undefined) byCorpus.set(r.page.corpus, [r]);
    else group.push(r);
  }
  let sum = 0;
  let weightSum = 0;
  for (const [corpus, corpusResults] of byCorpus) {
    const weight = weights[corpus] ?? 1;
    sum += weight * corpusScore(corpus, corpusResults);
    weightSum += weight;
  }
  return weightSum === 0 ? 0 : sum / weightSum;
}

/** Unary and context nets: labelScore; pairwise: accuracy over all edges. */
export function taskScore(net: ConvNet, task: Task, pages: readonly DatasetPage[], weights: CorpusWeights = {}): number {
  const results = predictions(net, task, pages);
  if (task.name !== 'pairwise') return labelScore(results, weights);
  let correct = 0;
  let total = 0;
  for (const r of results) {
    r.gold.forEach((g, i) => (correct += r.predicted[i] === g ? 1 : 0));
    total += r.gold.length;
  }
  return total === 0 ? 0 : correct / total;
}
