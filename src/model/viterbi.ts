// Exact MAP labelling of a block chain from unary and pairwise probabilities (docs/methods/web2text.md §10, paper
// §3.5).

/** Weight of the pairwise terms, EDGE_LAMBDA in the reference (§9, §10). */
export const DEFAULT_EDGE_LAMBDA = 1;

/**
 * Maximises Σ_i ln pu_i[y_i] + λ·Σ_i ln pe_i[2·y_i + y_{i+1}] over y ∈ {0,1}^n.
 * unary: n×2 row-major (p(boilerplate), p(content)); edges: (n−1)×4 row-major, ordered 00, 01, 10, 11.
 * Backward DP as in the reference; every tie goes to label 0 (np.argmax), which yields the
 * lexicographically smallest optimal labelling.
 */
export function viterbi(unary: ArrayLike<number>, edges: ArrayLike<number>, n: number, lambda = DEFAULT_EDGE_LAMBDA): Uint8Array {
  if (unary.length !== 2 * n) throw new Error(`viterbi: expected ${2 * n} unary values, got ${unary.length}`);
  const nEdges = Math.max(n - 1, 0);
  if (edges.length !== 4 * nEdges) throw new Error(`viterbi: expected ${4 * nEdges} edge values, got ${edges.length}`);
  const labels = new Uint8Array(n);
  if (n === 0) return labels;

  // λ = 0 must drop the edge terms entirely, also where ln pe = −∞ (0·−∞ would be NaN).
  const edgeTerm = (p: number): number => (lambda === 0 ? 0 : lambda * Math.log(p));
  // best[a] = best score of blocks i..n−1 given y_i = a; choice[2i + a] = best y_{i+1} given y_i = a.
  const choice = new Uint8Array(2 * nEdges);
  let best0 = Math.log(unary[2 * (n - 1)]);
  let best1 = Math.log(unary[2 * (n - 1) + 1]);
  for (let i = n - 2; i >= 0; i--) {
    const e = 4 * i;
    const from0to0 = edgeTerm(edges[e]) + best0;
    const from0to1 = edgeTerm(edges[e + 1]) + best1;
    const from1to0 = edgeTerm(edges[e + 2]) + best0;
    const from1to1 = edgeTerm(edges[e + 3]) + best1;
    choice[2 * i] = from0to1 > from0to0 ? 1 : 0;
    choice[2 * i + 1] = from1to1 > from1to0 ? 1 : 0;
    best0 = Math.log(unary[2 * i]) + Math.max(from0to0, from0to1);
    best1 = Math.log(unary[2 * i + 1]) + Math.max(from1to0, from1to1);
  }
  labels[0] = best1 > best0 ? 1 : 0;
  for (let i = 0; i < n - 1; i++) labels[i + 1] = choice[2 * i + labels[i]];
  return labels;
}

/** The objective viterbi() maximises, for a given labelling (used to compare decoders and in tests). */
export function labellingScore(
  unary: ArrayLike<number>,
  edges: ArrayLike<number>,
  labels: ArrayLike<number>,
  lambda = DEFAULT_EDGE_LAMBDA,
): number {
  let score = 0;
  for (let i = 0; i < labels.length; i++) score += Math.log(unary[2 * i + labels[i]]);
  if (lambda === 0) return score;
  for (let i = 0; i + 1 < labels.length; i++) score += lambda * Math.log(edges[4 * i + 2 * labels[i] + labels[i + 1]]);
  return score;
}
