// Whole-document validation scores used for model selection (spec §9): content-class block F1 of the
// unary argmax, and 4-class accuracy of the edge net.
import type { ConvNet } from '../model/nets';
import { addToConfusion, emptyConfusion, scoresOf } from '../eval/metrics';
import type { DatasetPage } from './types';
import type { Task } from './tasks';

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

function predictions(net: ConvNet, task: Task, pages: readonly DatasetPage[]): { predicted: Uint8Array; gold: Uint8Array }[] {
  const classes = task.architecture.widths[task.architecture.widths.length - 1];
  return pages.map((page) => {
    const sequence = task.sequence(page);
    return { predicted: argmaxRows(net.probabilities(sequence.inputs, sequence.length), classes), gold: sequence.labels };
  });
}

/** Unary: micro F1 of the content class over all blocks; pairwise: accuracy over all edges. */
export function taskScore(net: ConvNet, task: Task, pages: readonly DatasetPage[]): number {
  const results = predictions(net, task, pages);
  if (task.name === 'unary') {
    const confusion = emptyConfusion();
    for (const r of results) addToConfusion(confusion, r.predicted, r.gold);
    return scoresOf(confusion).f1;
  }
  let correct = 0;
  let total = 0;
  for (const r of results) {
    r.gold.forEach((g, i) => (correct += r.predicted[i] === g ? 1 : 0));
    total += r.gold.length;
  }
  return total === 0 ? 0 : correct / total;
}
