// A logistic regression over standardised features: what the page-level estimates (confidence.ts) compute with,
// fitted by scripts/logistic-fit.ts.

export interface LogisticModel {
  /** Mean and standard deviation of each feature on the fitting rows (standardisation). */
  mean: readonly number[];
  sd: readonly number[];
  weights: readonly number[];
  bias: number;
}

/** sigmoid(bias + Σ weight · standardised feature). */
export function logistic(model: LogisticModel, features: readonly number[]): number {
  let z = model.bias;
  for (let j = 0; j < features.length; j++) z += (model.weights[j] * (features[j] - model.mean[j])) / model.sd[j];
  return 1 / (1 + Math.exp(-z));
}
