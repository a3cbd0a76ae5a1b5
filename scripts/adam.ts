// Full-batch Adam (Kingma & Ba, 2015: β1 0.9, β2 0.999, ε 1e-8, bias-corrected moments) for a fixed number of
// steps: the one optimiser of the small models the scripts fit — the logistic regressions of logistic-fit.ts, the
// page type classifier (a softmax over the seven types) and the title chooser (a conditional logit over a page's
// candidates), which differ in their loss only. Deterministic for a given start and gradient.

/** Step size of every fit here. */
const LEARNING_RATE = 0.05;

/** Minimises a loss in place from `params` as given: `gradient()` is the loss's gradient at the current `params`. */
export function minimiseByAdam(params: Float64Array, gradient: () => ArrayLike<number>, steps: number): void {
  const m = new Float64Array(params.length);
  const v = new Float64Array(params.length);
  for (let t = 1; t <= steps; t++) {
    const grad = gradient();
    for (let j = 0; j < params.length; j++) {
      m[j] = 0.9 * m[j] + 0.1 * grad[j];
      v[j] = 0.999 * v[j] + 0.001 * grad[j] * grad[j];
      params[j] -= (LEARNING_RATE * (m[j] / (1 - 0.9 ** t))) / (Math.sqrt(v[j] / (1 - 0.999 ** t)) + 1e-8);
    }
  }
}
