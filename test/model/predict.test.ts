import type { ProbabilityNet } from '../../src/model/ensemble';
import { predictPage } from '../../src/model/predict';
import { viterbi } from '../../src/model/viterbi';

const architecture = { inputSize: 1, kernels: [1], widths: [2] };
const unary: ProbabilityNet = { architecture, probabilities: () => Float32Array.from([0.2, 0.8, 0.6, 0.4, 0.45, 0.55]) };
const pairwise: ProbabilityNet = { architecture, probabilities: () => Float32Array.from([0.1, 0.1, 0.1, 0.7, 0.1, 0.1, 0.1, 0.7]) };
const refusing: ProbabilityNet = { architecture, probabilities: () => { throw new Error('the pairwise net was run'); } };

describe('predictPage', () => {
  it('at λ = 0 decodes with the unary net alone: the argmax, without running the pairwise net', () => {
    const prediction = predictPage({ unary, pairwise: refusing }, new Float32Array(3), 3, new Float32Array(0), { lambda: 0 });
    expect(Array.from(prediction.labels)).toEqual([1, 0, 1]);
    expect(Array.from(prediction.labels)).toEqual(Array.from(viterbi(unary.probabilities(new Float32Array(0), 3), new Float32Array(8), 3, 0)));
  });

  it('at λ > 0 lets the pairwise net join the blocks', () => {
    expect(Array.from(predictPage({ unary, pairwise }, new Float32Array(3), 3, new Float32Array(2), { lambda: 1 }).labels)).toEqual([1, 1, 1]);
  });

  it('shifts the content odds by the policy before decoding', () => {
    const precision = predictPage({ unary, pairwise }, new Float32Array(3), 3, new Float32Array(2), { lambda: 0, contentLogOdds: -1 });
    const recall = predictPage({ unary, pairwise }, new Float32Array(3), 3, new Float32Array(2), { lambda: 0, contentLogOdds: 1 });
    expect(Array.from(precision.labels)).toEqual([1, 0, 0]);
    expect(Array.from(recall.labels)).toEqual([1, 1, 1]);
  });
});
