// 1-D convolution along the block sequence with SAME zero padding, written as "pad, k shifted slices,
// concat on the channel axis, one matMul": it trains on wasm (which lacks Conv2DBackpropFilter) and
// runs unchanged on every backend (DESIGN.md "Convolution").
import * as tf from './tf';

/**
 * x·w + bias with hand-written gradients built from plain matMuls on explicitly transposed operands: the wasm
 * BatchMatMul kernel is ~8× slower with its transpose flags set (which tf.matMul's own gradient uses), and
 * the broadcast-add gradient (a Sum over the row axis) is slow too; onesᵀ·dy gives the bias gradient instead.
 * With `constantInput` the gradient for x is returned as zeros, saving the first layer a useless matMul.
 */
function makeAffine(constantInput: boolean): (x: tf.Tensor2D, w: tf.Tensor2D, bias: tf.Tensor1D) => tf.Tensor2D {
  return tf.customGrad((...args) => {
    const [x, w, bias, save] = args as [tf.Tensor2D, tf.Tensor2D, tf.Tensor1D, tf.GradSaveFunc];
    save([x, w]);
    return {
      value: tf.add(tf.matMul(x, w), bias) as tf.Tensor2D,
      gradFunc: (dy: tf.Tensor, [savedX, savedW]: tf.Tensor[]) => {
        const grad = dy as tf.Tensor2D;
        return [
          constantInput ? tf.zerosLike(savedX) : tf.matMul(grad, tf.transpose(savedW as tf.Tensor2D)),
          tf.matMul(tf.transpose(savedX as tf.Tensor2D), grad),
          tf.reshape(tf.matMul(tf.ones([1, grad.shape[0]]), grad), [grad.shape[1]]),
        ];
      },
    };
  }) as (x: tf.Tensor2D, w: tf.Tensor2D, bias: tf.Tensor1D) => tf.Tensor2D;
}
const affine = makeAffine(false);
const affineOfConstant = makeAffine(true);

/**
 * x: [batch, length, inChannels]; kernel: [k, inChannels, outChannels] (TF's [k,1,in,out] without the unit axis); bias:
 * [outChannels]. Returns [batch, length, outChannels]. SAME padding puts ⌊(k−1)/2⌋ zeros before and the rest after, as
 * TensorFlow does (docs/methods/web2text.md §9). `constantInput`: x is data, not a function of trained variables, so
 * its gradient is never needed (it is reported as zeros).
 */
export function conv1dSame(x: tf.Tensor3D, kernel: tf.Tensor3D, bias: tf.Tensor1D, constantInput = false): tf.Tensor3D {
  const [batch, length, inChannels] = x.shape;
  const [k, kernelIn, outChannels] = kernel.shape;
  if (kernelIn !== inChannels) {
    throw new Error(`conv1dSame: input has ${inChannels} channels, kernel expects ${kernelIn}`);
  }
  const flatKernel = tf.reshape(kernel, [k * inChannels, outChannels]) as tf.Tensor2D;
  let windows: tf.Tensor;
  if (k === 1) {
    windows = x;
  } else {
    const before = Math.floor((k - 1) / 2);
    const padded = tf.pad(x, [[0, 0], [before, k - 1 - before], [0, 0]]);
    const shifted: tf.Tensor3D[] = [];
    for (let offset = 0; offset < k; offset++) {
      shifted.push(tf.slice(padded, [0, offset, 0], [batch, length, inChannels]));
    }
    // Channel index offset·in + c matches the row-major flattening of kernel[offset][c].
    windows = tf.concat(shifted, 2);
  }
  const product = (constantInput ? affineOfConstant : affine)(tf.reshape(windows, [batch * length, k * inChannels]) as tf.Tensor2D, flatKernel, bias);
  return tf.reshape(product, [batch, length, outChannels]);
}

/** A kernel [k, in, out] as the conv2d filter [k, 1, in, out] of convStackForward (a reshape: it shares the data). */
export function conv2dFilter(kernel: tf.Tensor3D): tf.Tensor4D {
  const [k, inputs, outputs] = kernel.shape;
  return tf.reshape(kernel, [k, 1, inputs, outputs]);
}

/**
 * The same layers for inference only, with the activations fused in: one FusedConv2D kernel (XNNPACK on wasm)
 * per layer instead of conv, bias add and ReLU as three kernels; ~1.7× faster than the shifted slices on a
 * 200-block page before the fusion (measured here). wasm cannot differentiate it, so training uses conv1dSame.
 * ReLU between the layers and `lastActivation` after the last. x is [batch, length, 1, in] and the filters are
 * conv2dFilter's, so a page costs one FusedConv2D per layer and no reshapes: on the small pages that are most
 * pages, per-op overhead is a large part of the nets' time (measured here: about a quarter less than reshaping
 * around each layer on 30–150-block pages, and 10–20 µs less per net than reshaping the kernels on every pass).
 */
export function convStackForward(
  x: tf.Tensor4D,
  filters: readonly tf.Tensor4D[],
  biases: readonly tf.Tensor1D[],
  lastActivation: 'linear' | 'relu' = 'linear',
): tf.Tensor4D {
  return tf.engine().makeTensorFromTensorInfo(fusedConvStack(tf.backend(), x, filters, biases, lastActivation)) as tf.Tensor4D;
}

/**
 * The softmax over the last axis of convStackForward's linear output for `values` of shape [1, length, 1, inputSize],
 * row-major (length × outputs). The backend's kernels are called directly, as the engine would call them, without its tensors,
 * scopes and reference counts: the same kernels on the same data give the same numbers, and inference never needs
 * the engine's bookkeeping, which cost as much as the kernels themselves on a median page (docs/experiments.md,
 * "Speed levers for the page's cost after parsing").
 */
export function convStackProbabilities(
  values: Float32Array,
  length: number,
  inputSize: number,
  filters: readonly tf.Tensor4D[],
  biases: readonly tf.Tensor1D[],
): Float32Array {
  const backend = tf.backend();
  const shape = [1, length, 1, inputSize];
  const x: tf.TensorInfo = { dataId: backend.write(values, shape, 'float32'), shape, dtype: 'float32' };
  try {
    const logits = fusedConvStack(backend, x, filters, biases, 'linear');
    const probabilities = backendKernel(tf.Softmax)({ inputs: { logits }, backend, attrs: { dim: shape.length - 1 } }) as tf.TensorInfo;
    backend.disposeData(logits.dataId);
    const result = backend.readSync(probabilities.dataId) as Float32Array;
    backend.disposeData(probabilities.dataId);
    return result;
  } finally {
    backend.disposeData(x.dataId);
  }
}

/** The current backend's kernel of that name. */
function backendKernel(name: string): tf.KernelFunc {
  const kernel = tf.getKernel(name, tf.getBackend());
  if (kernel === undefined) throw new Error(`the ${tf.getBackend()} backend has no ${name} kernel`);
  return kernel.kernelFunc;
}

/** The FusedConv2D layers on `backend`, each intermediate output freed once the next layer has read it. */
function fusedConvStack(
  backend: tf.KernelBackend,
  x: tf.TensorInfo,
  filters: readonly tf.Tensor4D[],
  biases: readonly tf.Tensor1D[],
  lastActivation: 'linear' | 'relu',
): tf.TensorInfo {
  const fusedConv = backendKernel(tf.FusedConv2D);
  let h = x;
  filters.forEach((filter, layer) => {
    const activation = layer === filters.length - 1 ? lastActivation : 'relu';
    const out = fusedConv({ inputs: { x: h, filter, bias: biases[layer] }, backend, attrs: { ...FUSED_CONV_ATTRIBUTES, activation } }) as tf.TensorInfo;
    if (h !== x) backend.disposeData(h.dataId);
    h = out;
  });
  return h;
}

/** tf.fused.conv2d's attributes for a stride-1 SAME convolution (its defaults for the rest). */
const FUSED_CONV_ATTRIBUTES = { strides: 1, pad: 'same', dataFormat: 'NHWC', dilations: [1, 1] };
