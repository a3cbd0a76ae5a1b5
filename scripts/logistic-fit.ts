// Fits a logistic regression (src/confidence/logistic.ts) with targets in [0, 1] — a score such as a page's word F1,
// not only 0/1 labels: the cross-entropy of sigmoid(w·x + b) against the target, an L2 penalty on w, features
// standardised by their mean and standard deviation on the fitting rows. Deterministic: zero start, full-batch
// Adam (adam.ts), a fixed number of steps.

import type { LogisticModel } from '../dist/confidence/logistic';
import { minimiseByAdam } from './adam';

export interface LogisticOptions {
  l2: number;
  steps: number;
  /** Per row weight in the loss (default 1 each). */
  rowWeights?: readonly number[];
}

export function fitLogistic(rows: readonly (readonly number[])[], targets: readonly number[], { l2, steps, rowWeights }: LogisticOptions): LogisticModel {
  const d = rows[0].length;
  const n = rows.length;
  const mean = Array.from({ length: d }, (_, j) => rows.reduce((s, x) => s + x[j], 0) / n);
  const sd = Array.from({ length: d }, (_, j) => Math.sqrt(rows.reduce((s, x) => s + (x[j] - mean[j]) ** 2, 0) / n) + 1e-6);
  const z = rows.map((x) => x.map((v, j) => (v - mean[j]) / sd[j]));
  const weightOf = (i: number) => rowWeights?.[i] ?? 1;
  const totalWeight = rows.reduce((s, _, i) => s + weightOf(i), 0);
  const params = new Float64Array(d + 1);
  minimiseByAdam(
    params,
    () => {
      const grad = new Float64Array(d + 1);
      for (let i = 0; i < n; i++) {
        let s = params[d];
        for (let j = 0; j < d; j++) s += params[j] * z[i][j];
        const error = ((1 / (1 + Math.exp(-s)) - targets[i]) * weightOf(i)) / totalWeight;
        for (let j = 0; j < d; j++) grad[j] += error * z[i][j];
        grad[d] += error;
      }
      for (let j = 0; j < d; j++) grad[j] += l2 * params[j];
      return grad;
    },
    steps,
  );
  return { mean, sd, weights: Array.from(params.subarray(0, d)), bias: params[d] };
}
