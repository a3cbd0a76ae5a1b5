import type { ProbabilityNet } from '../../src/model/ensemble';
import { unaryArchitecture, pairwiseArchitecture } from '../../src/model/nets';
import { chooseLambda, LAMBDA_GRID } from '../../src/training/lambda';
import type { DatasetPage } from '../../src/training/types';

/** A net that returns fixed probabilities whatever the input. */
function fixed(probabilities: number[], outputs: 2 | 4): ProbabilityNet {
  return {
    architecture: outputs === 2 ? unaryArchitecture(1) : pairwiseArchitecture(1),
    probabilities: (_inputs, length) => {
      expect(probabilities).toHaveLength(length * outputs);
      return Float32Array.from(probabilities);
    },
  };
}

// Three blocks. The unary net leans to boilerplate for the middle block (p(content) 0.4); the pairwise net
// prefers content → content (0.4 against 0.2 for each other pair). Labelling 111 beats 101 by
// ln(0.4/0.6) + 2λ·ln 2, i.e. exactly when λ > ln 1.5 / ln 4 ≈ 0.29.
const nets = {
  unary: fixed([0.1, 0.9, 0.6, 0.4, 0.1, 0.9], 2),
  pairwise: fixed([0.2, 0.2, 0.2, 0.4, 0.2, 0.2, 0.2, 0.4], 4),
};
const page = (labels: number[]): DatasetPage => ({
  id: '1',
  corpus: 'cleaneval',
  n: 3,
  features: new Float32Array(3),
  edges: new Float32Array(2),
  labels: Uint8Array.from(labels),
});

describe('chooseLambda', () => {
  it('scores every grid value by validation Viterbi F1', () => {
    const choice = chooseLambda(nets, [page([1, 1, 1])]);
    expect(choice.scores.map((s) => s.lambda)).toEqual(LAMBDA_GRID);
    // λ ≤ 0.2 drops the middle block (F1 = 2·2/(2·2 + 1) = 0.8), λ ≥ 0.3 keeps it (F1 = 1).
    expect(choice.scores.map((s) => s.f1)).toEqual([0.8, 0.8, 0.8, 1, 1, 1, 1, 1, 1, 1, 1]);
    // Ties go to the larger λ: the reference's 1.
    expect(choice).toMatchObject({ lambda: 1, validationF1: 1 });
  });

  it('picks a small λ when the gold labels side with the unary net', () => {
    expect(chooseLambda(nets, [page([1, 0, 1])])).toMatchObject({ lambda: 0.2, validationF1: 1 });
  });

  it('refuses an empty grid or no pages', () => {
    expect(() => chooseLambda(nets, [page([1, 1, 1])], [])).toThrow(/empty grid/);
    expect(() => chooseLambda(nets, [])).toThrow(/no validation pages/);
  });
});
