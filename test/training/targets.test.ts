import * as tf from '../../src/model/tf';
import { partCode } from '../../src/labels/part-labels';
import { initBackend } from '../../src/model/backend';
import { allowedClasses, meanCrossEntropy } from '../../src/training/step';
import { blockTargets, undecidedBlocks } from '../../src/training/targets';
import type { DatasetPage } from '../../src/training/types';

function page(labels: number[], parts?: number[]): DatasetPage {
  const n = labels.length;
  return {
    id: 'p', corpus: parts ? 'l3s' : 'wcxb', n, features: new Float32Array(n), edges: new Float32Array(Math.max(n - 1, 0)),
    labels: Uint8Array.from(labels), ...(parts ? { parts: Uint8Array.from(parts) } : {}),
  };
}

describe('what the block nets are taught', () => {
  it('teaches a two-class net its label, and a net of parts the classes the gold allows (headline and bylines boilerplate)', () => {
    expect(Array.from(blockTargets(page([0, 1]), 2))).toEqual([0b01, 0b10]);
    // Content or not only: a block that is not content may be boilerplate, comments or related.
    expect(Array.from(blockTargets(page([0, 1]), 4))).toEqual([0b1101, 0b0010]);
    const parts = [0, partCode('headline'), partCode('body'), partCode('supplemental'), partCode('related'), partCode('comments')];
    expect(Array.from(blockTargets(page([0, 0, 1, 0, 0, 0], parts), 4))).toEqual([0b0001, 0b0001, 0b0010, 0b0001, 0b1000, 0b0100]);
    expect(Array.from(undecidedBlocks(page([0, 0, 1, 0, 0, 0], parts))!)).toEqual([0, 1, 0, 1, 0, 0]);
    expect(undecidedBlocks(page([0, 1]))).toBeUndefined();
  });

  it('loses −log of the probability of the allowed classes: cross-entropy for one class, nothing for all', async () => {
    await initBackend('wasm');
    const logits = tf.tensor2d([[1, 2, 0, -1], [0, 0, 3, 1]]);
    const p = tf.softmax(logits).arraySync() as number[][];
    const loss = (targets: number[]) =>
      meanCrossEntropy(logits, tf.tensor2d(allowedClasses(Uint8Array.from(targets), 4), [2, 4])).dataSync()[0];
    expect(loss([0b0010, 0b0100])).toBeCloseTo((-Math.log(p[0][1]) - Math.log(p[1][2])) / 2, 5);
    expect(loss([0b1101, 0b1111])).toBeCloseTo(-Math.log(p[0][0] + p[0][2] + p[0][3]) / 2, 5);
  });
});
