import seedrandom from 'seedrandom';
import { labellingScore, viterbi } from '../../src/model/viterbi';

/** Random normalised distributions: `count` rows of `width` probabilities. */
function randomDistributions(rng: seedrandom.PRNG, count: number, width: number): Float64Array {
  const out = new Float64Array(count * width);
  for (let r = 0; r < count; r++) {
    let sum = 0;
    for (let c = 0; c < width; c++) sum += out[r * width + c] = rng() + 1e-3;
    for (let c = 0; c < width; c++) out[r * width + c] /= sum;
  }
  return out;
}

/** Every labelling in lexicographic order; the first strictly best one wins (ties → 0 first). */
function bruteForce(unary: Float64Array, edges: Float64Array, n: number, lambda: number): Uint8Array {
  let best = new Uint8Array(n);
  let bestScore = -Infinity;
  for (let code = 0; code < 2 ** n; code++) {
    const labels = new Uint8Array(n);
    for (let i = 0; i < n; i++) labels[i] = (code >> (n - 1 - i)) & 1;
    const score = labellingScore(unary, edges, labels, lambda);
    if (score > bestScore + 1e-9) {
      bestScore = score;
      best = labels;
    }
  }
  return best;
}

describe('viterbi', () => {
  it.each([1, 0.5, 2, 0])('matches brute force on random potentials, lengths 1..10 (λ = %p)', (lambda) => {
    const rng = seedrandom(`viterbi-${lambda}`);
    for (let n = 1; n <= 10; n++) {
      for (let trial = 0; trial < 20; trial++) {
        const unary = randomDistributions(rng, n, 2);
        const edges = randomDistributions(rng, n - 1, 4);
        const decoded = viterbi(unary, edges, n, lambda);
        const expected = bruteForce(unary, edges, n, lambda);
        expect(Array.from(decoded)).toEqual(Array.from(expected));
      }
    }
  });

  it('lets strong edges override weak unary evidence', () => {
    // Unary slightly prefers 1,0,1 but edges strongly prefer staying in the same label.
    const unary = [0.4, 0.6, 0.6, 0.4, 0.4, 0.6];
    const stay = [0.45, 0.05, 0.05, 0.45];
    expect(Array.from(viterbi(unary, [...stay, ...stay], 3))).toEqual([1, 1, 1]);
    expect(Array.from(viterbi(unary, [...stay, ...stay], 3, 0))).toEqual([1, 0, 1]);
  });

  it('breaks ties towards label 0', () => {
    const n = 6;
    const labels = viterbi(new Array(2 * n).fill(0.5), new Array(4 * (n - 1)).fill(0.25), n);
    expect(Array.from(labels)).toEqual(new Array(n).fill(0));
  });

  it('handles zero probabilities without NaN, also with λ = 0', () => {
    const unary = [0, 1, 1, 0];
    const edges = [0, 0, 1, 0];
    expect(Array.from(viterbi(unary, edges, 2))).toEqual([1, 0]);
    expect(Array.from(viterbi(unary, [0, 0, 0, 1], 2, 0))).toEqual([1, 0]);
  });

  it('handles n = 0 and n = 1', () => {
    expect(viterbi([], [], 0)).toHaveLength(0);
    expect(Array.from(viterbi([0.3, 0.7], [], 1))).toEqual([1]);
    expect(Array.from(viterbi([0.7, 0.3], [], 1))).toEqual([0]);
  });

  it('rejects potentials of the wrong length', () => {
    expect(() => viterbi([0.5, 0.5], [0.25, 0.25, 0.25, 0.25], 1)).toThrow(/edge values/);
    expect(() => viterbi([0.5], [], 1)).toThrow(/unary values/);
  });
});
