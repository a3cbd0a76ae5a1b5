// 1-D convolution along the block sequence with SAME zero padding, written as "pad, k shifted slices,
// concat on the channel axis, one matMul": it trains on wasm (which lacks Conv2DBackpropFilter) and
// runs unchanged on every backend (DESIGN.md "Convolution").
import * as tf from '@tensorflow/tfjs';

/**
 * x: [batch, length, inChannels]; kernel: [k, inChannels, outChannels] (TF's [k,1,in,out] without the unit
 * axis). Returns [batch, length, outChannels]. SAME padding puts ⌊(k−1)/2⌋ zeros before and the rest after,
 * as TensorFlow does (spec §9).
 */
export function conv1dSame(x: tf.Tensor3D, kernel: tf.Tensor3D): tf.Tensor3D {
  const [batch, length, inChannels] = x.shape;
  const [k, kernelIn, outChannels] = kernel.shape;
  if (kernelIn !== inChannels) {
    throw new Error(`conv1dSame: input has ${inChannels} channels, kernel expects ${kernelIn}`);
  }
  const flatKernel = tf.reshape(kernel, [k * inChannels, outChannels]);
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
  const product = tf.matMul(tf.reshape(windows, [batch * length, k * inChannels]) as tf.Tensor2D, flatKernel);
  return tf.reshape(product, [batch, length, outChannels]);
}
