import * as tf from '../../src/model/tf';
import seedrandom from 'seedrandom';
import { initBackend } from '../../src/model/backend';
import { ConvNet, receptiveRadius, unaryArchitecture } from '../../src/model/nets';

beforeAll(async () => {
  await initBackend('wasm');
});

const FEATURES = 6;
const LENGTH = 53;

/** A net whose biases are non-zero too, so padding mistakes show in every layer. */
function randomNet(seed: string): ConvNet {
  const rng = seedrandom(seed);
  const arch = unaryArchitecture(FEATURES);
  const base = ConvNet.initialise(arch, seed);
  const parameters = base.parameters();
  base.dispose();
  parameters.biases = parameters.biases.map((b) => Float32Array.from(b, () => rng() - 0.5));
  return ConvNet.fromParameters(arch, parameters);
}

function randomInputs(seed: string, length: number): Float32Array {
  const rng = seedrandom(seed);
  return Float32Array.from({ length: length * FEATURES }, () => rng() * 4 - 2);
}

describe('ConvNet.probabilities in chunks', () => {
  it('the reference layers see 3 blocks on each side (kernels 1, 1, 3, 3, 3)', () => {
    expect(receptiveRadius(unaryArchitecture(FEATURES))).toBe(3);
  });

  it('narrower hidden widths keep the kernels (and the receptive field); a wrong count or width is refused', () => {
    const narrow = unaryArchitecture(FEATURES, [20, 20, 20, 10]);
    expect(narrow.widths).toEqual([20, 20, 20, 10, 2]);
    expect(receptiveRadius(narrow)).toBe(3);
    expect(() => unaryArchitecture(FEATURES, [20, 20, 20])).toThrow(/4 whole numbers/);
    expect(() => unaryArchitecture(FEATURES, [20, 2.5, 20, 10])).toThrow(/4 whole numbers/);
  });

  it.each([1, 2, 7, 10, 52, 53, 100])('chunks of %i positions give the whole-sequence probabilities', (chunk) => {
    const net = randomNet('chunks');
    const inputs = randomInputs('inputs', LENGTH);
    const whole = net.probabilitiesInChunks(inputs, LENGTH, LENGTH);
    const chunked = net.probabilitiesInChunks(inputs, LENGTH, chunk);
    expect(chunked).toHaveLength(whole.length);
    for (let i = 0; i < whole.length; i++) expect(chunked[i]).toBeCloseTo(whole[i], 5);
    net.dispose();
  });

  it('a chunk edge without its real neighbours would change the outputs (the test can see a wrong halo)', () => {
    const net = randomNet('chunks');
    const inputs = randomInputs('inputs', LENGTH);
    const whole = net.probabilitiesInChunks(inputs, LENGTH, LENGTH);
    const left = net.probabilitiesInChunks(inputs.subarray(0, 20 * FEATURES), 20, 20);
    const differs = Array.from(left).some((p, i) => Math.abs(p - whole[i]) > 1e-4);
    expect(differs).toBe(true);
    net.dispose();
  });

  it('leaves no tensors behind but its filters, which dispose releases, and accepts an empty sequence', () => {
    const before = tf.memory().numTensors;
    const net = randomNet('chunks');
    net.probabilitiesInChunks(randomInputs('inputs', LENGTH), LENGTH, 7);
    const afterFirst = tf.memory().numTensors;
    net.probabilitiesInChunks(randomInputs('inputs', LENGTH), LENGTH, 7);
    expect(net.probabilities(new Float32Array(0), 0)).toHaveLength(0);
    expect(tf.memory().numTensors).toBe(afterFirst);
    net.dispose();
    expect(tf.memory().numTensors).toBe(before);
  });

  it('uses the weights assigned after an earlier pass (training updates them between validations)', () => {
    const net = randomNet('chunks');
    const other = randomNet('other');
    const inputs = randomInputs('inputs', LENGTH);
    net.probabilities(inputs, LENGTH);
    net.assign(other.parameters());
    expect(net.probabilities(inputs, LENGTH)).toEqual(other.probabilities(inputs, LENGTH));
    net.dispose();
    other.dispose();
  });
});
