import * as tf from '../../src/model/tf';
import { initBackend } from '../../src/model/backend';
import { ConvNet, unaryArchitecture } from '../../src/model/nets';
import { trainModel } from '../../src/training/train';
import { WeightAverage } from '../../src/training/weight-average';
import { syntheticDataset } from '../support/synthetic-dataset';

beforeAll(async () => {
  await initBackend('wasm');
});

function flat(net: ConvNet): number[] {
  const { weights, biases } = net.parameters();
  return [...weights, ...biases].flatMap((a) => Array.from(a));
}

describe('WeightAverage', () => {
  it('starts as a copy and moves decay · average + (1 − decay) · current on each update', () => {
    const source = ConvNet.initialise(unaryArchitecture(4), 'a');
    const other = ConvNet.initialise(unaryArchitecture(4), 'b');
    const average = new WeightAverage(source, 0.75);
    const start = flat(source);
    expect(flat(average.net)).toEqual(start);
    source.assign(other.parameters());
    average.update();
    const target = flat(other);
    flat(average.net).forEach((v, i) => expect(v).toBeCloseTo(0.75 * start[i] + 0.25 * target[i], 6));
    average.update();
    flat(average.net).forEach((v, i) => expect(v).toBeCloseTo(0.5625 * start[i] + 0.4375 * target[i], 6));
    for (const net of [source, other, average.net]) net.dispose();
  });

  it('refuses a decay outside (0, 1)', () => {
    const source = ConvNet.initialise(unaryArchitecture(4), 'a');
    expect(() => new WeightAverage(source, 1)).toThrow(/decay must be in \(0, 1\)/);
    expect(() => new WeightAverage(source, 0)).toThrow(/decay must be in \(0, 1\)/);
    source.dispose();
  });
});

describe('training with a weight average', () => {
  const train = syntheticDataset('train', Array.from({ length: 12 }, (_, i) => 20 + 5 * i));
  const validation = syntheticDataset('validation', [40, 60, 80]);
  const options = { train, validation, steps: 40, seed: 3, batchSize: 32, evalEvery: 20, scoreTrain: false };

  it('keeps averaged weights, which differ from the raw ones of the same run, and leaves no tensors behind', () => {
    const before = tf.memory().numTensors;
    const raw = trainModel({ ...options, weightAverage: 0 });
    const averaged = trainModel({ ...options, weightAverage: 0.9 });
    // Same seed, same windows and masks: at step 0 both validate nets one update away from the same init.
    expect(averaged.log.unary[0].loss).toBe(raw.log.unary[0].loss);
    expect(flat(averaged.unary)).not.toEqual(flat(raw.unary));
    const kept = [raw.unary, raw.pairwise, averaged.unary, averaged.pairwise];
    const variables = kept.reduce((sum, net) => sum + net.trainableVariables().length, 0);
    expect(tf.memory().numTensors - before).toBe(variables);
    for (const net of kept) net.dispose();
  });
});
