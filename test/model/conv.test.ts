import * as tf from '../../src/model/tf';
import seedrandom from 'seedrandom';
import { initBackend } from '../../src/model/backend';
import { conv1dSame, conv2dFilter, convStackForward, convStackProbabilities } from '../../src/model/conv';

/** One inference layer: a stack of one, on [batch, length, 1, in]. */
const conv1dSameForward = (x: tf.Tensor3D, w: tf.Tensor3D, b: tf.Tensor1D, activation: 'linear' | 'relu' = 'linear') => {
  const [batch, length, inputs] = x.shape;
  const h = convStackForward(tf.reshape(x, [batch, length, 1, inputs]), [conv2dFilter(w)], [b], activation);
  return tf.reshape(h, [batch, length, w.shape[2]]) as tf.Tensor3D;
};

/** Textbook SAME convolution: out[b,t,o] = bias[o] + Σ_j Σ_c x[b, t + j − ⌊(k−1)/2⌋, c] · w[j,c,o], zero outside. */
function naiveConv(
  x: Float32Array,
  [batch, length, cin]: number[],
  w: Float32Array,
  [k, , cout]: number[],
  bias: Float32Array,
): Float32Array {
  const out = new Float32Array(batch * length * cout);
  const before = Math.floor((k - 1) / 2);
  for (let b = 0; b < batch; b++)
    for (let t = 0; t < length; t++)
      for (let o = 0; o < cout; o++) {
        let sum = bias[o];
        for (let j = 0; j < k; j++) {
          const src = t + j - before;
          if (src < 0 || src >= length) continue;
          for (let c = 0; c < cin; c++) sum += x[(b * length + src) * cin + c] * w[(j * cin + c) * cout + o];
        }
        out[(b * length + t) * cout + o] = sum;
      }
  return out;
}

function randomArray(rng: seedrandom.PRNG, size: number): Float32Array {
  return Float32Array.from({ length: size }, () => rng() * 2 - 1);
}

beforeAll(async () => {
  await initBackend('wasm');
});

const SHAPES: [number, number, number, number][] = [
  [1, 1, 4, 3],
  [2, 3, 5, 4],
  [3, 1, 1, 2],
  [3, 2, 9, 7],
  [5, 2, 6, 3],
  [4, 2, 7, 2],
];
const LAYERS = [
  ['conv1dSame (training)', conv1dSame],
  ['convStackForward of one layer (inference)', conv1dSameForward],
  ['convStackForward with ReLU, plus min(conv, 0),', (x: tf.Tensor3D, w: tf.Tensor3D, b: tf.Tensor1D) =>
    tf.add(conv1dSameForward(x, w, b, 'relu'), tf.minimum(conv1dSameForward(x, w, b), 0)) as tf.Tensor3D],
] as const;
type Layer = (x: tf.Tensor3D, kernel: tf.Tensor3D, bias: tf.Tensor1D) => tf.Tensor3D;
const CASES: [string, Layer, number, number, number, number][] = LAYERS.flatMap(([name, layer]) =>
  SHAPES.map(([k, batch, length, cin]): [string, Layer, number, number, number, number] => [name, layer, k, batch, length, cin]),
);

describe('conv1dSame and convStackForward', () => {
  it.each(CASES)('%s equals a naive loop convolution (k=%p, batch=%p, length=%p, in=%p)', (_name, layer, k, batch, length, cin) => {
    const rng = seedrandom(`conv-${k}-${batch}-${length}`);
    const cout = 3;
    const xShape = [batch, length, cin];
    const wShape = [k, cin, cout];
    const x = randomArray(rng, batch * length * cin);
    const w = randomArray(rng, k * cin * cout);
    const bias = randomArray(rng, cout);
    const got = tf.tidy(() =>
      layer(
        tf.tensor3d(x, xShape as [number, number, number]),
        tf.tensor3d(w, wShape as [number, number, number]),
        tf.tensor1d(bias),
      ).dataSync(),
    );
    const expected = naiveConv(x, xShape, w, wShape, bias);
    expect(got.length).toBe(expected.length);
    got.forEach((v, i) => expect(v).toBeCloseTo(expected[i], 4));
  });

  it('agrees with tf.conv1d SAME + bias (the reference layer) in value and in all three gradients', async () => {
    const rng = seedrandom('conv-vs-tf');
    const x = randomArray(rng, 2 * 6 * 4);
    const w = randomArray(rng, 3 * 4 * 5);
    const b = randomArray(rng, 5);
    const target = randomArray(rng, 2 * 6 * 5);
    /** Value and gradients of Σ (layer(x) − target)² w.r.t. x, kernel and bias. */
    const valueAndGrads = (layer: (x: tf.Tensor3D, w: tf.Tensor3D, b: tf.Tensor1D) => tf.Tensor3D) =>
      tf.tidy(() => {
        const inputs = [tf.tensor3d(x, [2, 6, 4]), tf.tensor3d(w, [3, 4, 5]), tf.tensor1d(b)] as const;
        const loss = (xt: tf.Tensor, wt: tf.Tensor, bt: tf.Tensor) =>
          tf.sum(tf.square(tf.sub(layer(xt as tf.Tensor3D, wt as tf.Tensor3D, bt as tf.Tensor1D), tf.tensor3d(target, [2, 6, 5]))));
        const { value, grads } = tf.valueAndGrads(loss)([...inputs]);
        return [value, ...grads].map((t) => Array.from(t.dataSync()));
      });
    // tf.conv1d cannot be differentiated on wasm (no Conv2DBackpropFilter), so compare on the cpu backend.
    await initBackend('cpu');
    try {
      const mine = valueAndGrads(conv1dSame);
      const reference = valueAndGrads((xt, wt, bt) => tf.add(tf.conv1d(xt, wt, 1, 'same'), bt) as tf.Tensor3D);
      mine.forEach((values, i) => values.forEach((v, j) => expect(v).toBeCloseTo(reference[i][j], 3)));
      // constantInput skips the input gradient (zeros) but keeps the value and the kernel and bias gradients.
      const [value, dx, dw, db] = valueAndGrads((xt, wt, bt) => conv1dSame(xt, wt, bt, true));
      expect(dx.every((v) => v === 0)).toBe(true);
      [value, dw, db].forEach((values, i) => values.forEach((v, j) => expect(v).toBeCloseTo(reference[[0, 2, 3][i]][j], 3)));
    } finally {
      await initBackend('wasm');
    }
  });

  it('rejects a kernel whose input channels do not match', () => {
    expect(() => tf.tidy(() => conv1dSame(tf.zeros([1, 3, 4]), tf.zeros([3, 5, 2]), tf.zeros([2])))).toThrow(/4 channels/);
  });

  it('convStackForward of two layers is the first layer, ReLU, then the second (as training computes it)', () => {
    const rng = seedrandom('conv-stack');
    const [batch, length, cin, mid, cout] = [2, 7, 4, 5, 3];
    const x = tf.tensor3d(randomArray(rng, batch * length * cin), [batch, length, cin]);
    const w1 = tf.tensor3d(randomArray(rng, 3 * cin * mid), [3, cin, mid]);
    const b1 = tf.tensor1d(randomArray(rng, mid));
    const w2 = tf.tensor3d(randomArray(rng, 3 * mid * cout), [3, mid, cout]);
    const b2 = tf.tensor1d(randomArray(rng, cout));
    const stacked = convStackForward(tf.reshape(x, [batch, length, 1, cin]), [w1, w2].map(conv2dFilter), [b1, b2]).dataSync();
    const layered = conv1dSame(tf.relu(conv1dSame(x, w1, b1)) as tf.Tensor3D, w2, b2).dataSync();
    expect(stacked.length).toBe(batch * length * cout);
    stacked.forEach((v, i) => expect(v).toBeCloseTo(layered[i], 4));
  });

  it.each(['wasm', 'cpu'] as const)('convStackProbabilities is tf.softmax of convStackForward, bit for bit, and frees its data (%s)', async (backend) => {
    await initBackend(backend);
    try {
      const rng = seedrandom(`conv-probabilities-${backend}`);
      const [cin, mid, cout] = [6, 5, 4];
      const filters = [conv2dFilter(tf.tensor3d(randomArray(rng, cin * mid), [1, cin, mid])), conv2dFilter(tf.tensor3d(randomArray(rng, 3 * mid * cout), [3, mid, cout]))];
      const biases = [tf.tensor1d(randomArray(rng, mid)), tf.tensor1d(randomArray(rng, cout))];
      for (const length of [1, 2, 9, 40]) {
        const x = randomArray(rng, length * cin);
        const expected = tf.tidy(() => tf.softmax(convStackForward(tf.tensor4d(x, [1, length, 1, cin]), filters, biases)).dataSync());
        const dataBefore = tf.backend().numDataIds();
        const got = convStackProbabilities(x, length, cin, filters, biases);
        expect(tf.backend().numDataIds()).toBe(dataBefore);
        expect(got.length).toBe(length * cout);
        expect(Array.from(got)).toEqual(Array.from(expected));
      }
      tf.dispose([...filters, ...biases]);
    } finally {
      await initBackend('wasm');
    }
  });
});
