// A user's policy between keeping too much and too little: CleanEval's annotators kept nearly all running text,
// a reader wants what they came for, and both are legitimate uses. The policy shifts the content log-odds of
// every block before decoding (Viterbi then weighs the pairwise terms as before): "precision" keeps a block only
// when the model is fairly sure, "recall" drops it only when the model is fairly sure it is boilerplate.
export const FAVORS = ['precision', 'balanced', 'recall'] as const;
export type Favor = (typeof FAVORS)[number];
/** The policy when none is asked for: the model's own balance. */
export const DEFAULT_FAVOR: Favor = 'balanced';

/**
 * Content log-odds added per policy: ±1 moves the unary threshold from p = 0.5 to 0.73 (precision) or 0.27
 * (recall). Measured effect on both corpora: docs/results.md, "Policies".
 */
export const FAVOR_LOG_ODDS: Readonly<Record<Favor, number>> = { precision: -1, balanced: 0, recall: 1 };

export function isFavor(name: string): name is Favor {
  return (FAVORS as readonly string[]).includes(name);
}

/** n × 2 (boilerplate, content) probabilities with the content odds multiplied by e^logOdds (a copy). */
export function shiftContentOdds(unary: Float32Array, logOdds: number): Float32Array {
  if (logOdds === 0) return unary;
  const factor = Math.exp(logOdds);
  const out = new Float32Array(unary.length);
  for (let i = 0; i < unary.length; i += 2) {
    const content = unary[i + 1] * factor;
    const total = unary[i] + content;
    out[i] = total > 0 ? unary[i] / total : 0.5;
    out[i + 1] = total > 0 ? content / total : 0.5;
  }
  return out;
}
