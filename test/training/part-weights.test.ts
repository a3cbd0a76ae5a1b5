import { partCode } from '../../src/labels/part-labels';
import { partsOf } from '../../src/model/block-parts';
import type { PotentialNets } from '../../src/model/ensemble';
import { choosePartWeights } from '../../src/training/part-weights';
import type { DatasetPage } from '../../src/training/types';

// Four blocks' class probabilities (boilerplate, body, comments, related), as a net of parts leaning to boilerplate
// gives them: a menu, the body, a reader comment and a related teaser.
const PROBABILITIES = Float32Array.from([
  0.9, 0.05, 0.03, 0.02,
  0.1, 0.8, 0.05, 0.05,
  0.6, 0.1, 0.25, 0.05,
  0.7, 0.05, 0.05, 0.2,
]);

/** Nets whose block probabilities are PROBABILITIES whatever the page (only the unary net is asked). */
const NETS = {
  unary: { architecture: { inputSize: 1, kernels: [1], widths: [4] }, probabilities: () => PROBABILITIES },
  pairwise: { architecture: { inputSize: 1, kernels: [1], widths: [4] }, probabilities: () => new Float32Array(0) },
} as unknown as PotentialNets;

function page(parts: number[], words = [3, 40, 20, 6]): DatasetPage {
  const n = parts.length;
  return {
    id: 'p', corpus: 'l3s', n, features: new Float32Array(n), edges: new Float32Array(n - 1),
    labels: Uint8Array.from(parts, (code) => (code === partCode('body') ? 1 : 0)), parts: Uint8Array.from(parts), words: Float32Array.from(words),
  };
}

describe('the parts of the blocks left out of the content', () => {
  const labels = Uint8Array.from([0, 1, 0, 0]);

  it('are the most probable of boilerplate, comments and related, the two parts weighted', () => {
    expect(Array.from(partsOf(PROBABILITIES, 4, labels))).toEqual([0, 1, 0, 0]);
    expect(Array.from(partsOf(PROBABILITIES, 4, labels, { comments: 3, related: 1 }))).toEqual([0, 1, 2, 0]);
    expect(Array.from(partsOf(PROBABILITIES, 4, labels, { comments: 3, related: 4 }))).toEqual([0, 1, 2, 3]);
    // A content block is body whatever the weights.
    expect(partsOf(PROBABILITIES, 4, labels, { comments: 100, related: 100 })[1]).toBe(1);
  });

  it('are weighted as the validation pages that name parts are named best', () => {
    const gold = [0, partCode('body'), partCode('comments'), partCode('related')];
    const choice = choosePartWeights(NETS, [page(gold)], [1, 3, 4, 8]);
    // The smallest weights of the grid that name both parts (comments ×3 > 0.6/0.25, related ×4 > 0.7/0.2).
    expect(choice).toEqual({ weights: { comments: 3, related: 4 }, validationF1: 1 });
    // A page whose teaser is boilerplate: related stays at 1.
    expect(choosePartWeights(NETS, [page([0, partCode('body'), partCode('comments'), 0])], [1, 3, 4, 8])?.weights).toEqual({ comments: 3, related: 1 });
  });

  it('are not weighted without validation pages that name parts, or for a two-class net', () => {
    const { parts: _parts, ...unnamed } = page([0, partCode('body'), 0, 0]);
    expect(choosePartWeights(NETS, [unnamed])).toBeUndefined();
    const twoClass = { ...NETS, unary: { ...NETS.unary, architecture: { inputSize: 1, kernels: [1], widths: [2] } } } as unknown as PotentialNets;
    expect(choosePartWeights(twoClass, [page([0, partCode('body'), partCode('comments'), 0])])).toBeUndefined();
  });
});
