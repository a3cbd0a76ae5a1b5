import type { ProbabilityNet } from '../../src/model/ensemble';
import { keptWordShare } from '../../src/model/content-floor';
import { predictPage } from '../../src/model/predict';

const architecture = { inputSize: 1, kernels: [1], widths: [2] };
const net = (probabilities: number[]): ProbabilityNet => ({ architecture, probabilities: () => Float32Array.from(probabilities) });
const pairwise = net([]);

// Four blocks: a 2-word block the model is sure of, then 3 blocks of 30 words each at p(content) 0.3, 0.2, 0.05.
const unsure = net([0.1, 0.9, 0.7, 0.3, 0.8, 0.2, 0.95, 0.05]);
const words = [2, 30, 30, 30];

describe('the content floor', () => {
  it('measures the share of the words in blocks the unary decision keeps', () => {
    expect(keptWordShare(Float32Array.from([0.1, 0.9, 0.7, 0.3, 0.8, 0.2, 0.95, 0.05]), words)).toBeCloseTo(2 / 92);
    expect(keptWordShare(Float32Array.from([0.1, 0.9, 0.2, 0.8]), [10, 10])).toBe(1);
    expect(keptWordShare(new Float32Array(4), [0, 0])).toBe(1);
  });

  it('decodes a page that would keep < 10% of its words again with a lower bar (p > 0.12)', () => {
    const floored = predictPage({ unary: unsure, pairwise }, new Float32Array(4), 4, new Float32Array(0), { lambda: 0, blockWords: words });
    expect(Array.from(floored.labels)).toEqual([1, 1, 1, 0]);
    expect(floored.pContent[1]).toBeGreaterThan(0.5);
  });

  it('leaves a page alone when its decision keeps enough words, or when no word counts are given', () => {
    const enough = predictPage({ unary: unsure, pairwise }, new Float32Array(4), 4, new Float32Array(0), { lambda: 0, blockWords: [20, 30, 30, 30] });
    expect(Array.from(enough.labels)).toEqual([1, 0, 0, 0]);
    const without = predictPage({ unary: unsure, pairwise }, new Float32Array(4), 4, new Float32Array(0), { lambda: 0 });
    expect(Array.from(without.labels)).toEqual([1, 0, 0, 0]);
  });

  it('adds its shift to the policy\'s: under "precision" the floor still lowers the bar from there', () => {
    // Precision (−1) then the floor (+2): net +1, the threshold at p = 0.27 keeps the 0.3 block only.
    const floored = predictPage({ unary: unsure, pairwise }, new Float32Array(4), 4, new Float32Array(0), { lambda: 0, contentLogOdds: -1, blockWords: words });
    expect(Array.from(floored.labels)).toEqual([1, 1, 0, 0]);
  });
});
