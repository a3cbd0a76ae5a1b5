// The unary and pairwise CNNs of Web2Text (docs/methods/web2text.md §9): five SAME 1-D convolutions with ReLU between,
// fully convolutional so they run on 9-block training windows and on whole pages alike.
import * as tf from './tf';
import { seededRandom, type SeededRandom } from '../seeded-random';
import { conv1dSame, conv2dFilter, convStackProbabilities } from './conv';

/** Kernel sizes of the five conv layers (§9: 1, 1, 3, 3 and the logits layer reusing 3). */
export const KERNEL_SIZES: readonly number[] = [1, 1, 3, 3, 3];
/** Output widths of the four hidden layers (§9); the logits layer's width is the net's output size. */
export const HIDDEN_WIDTHS: readonly number[] = [50, 50, 50, 10];
/** Unary net: logits for (boilerplate, content) per block (§9). */
export const UNARY_OUTPUTS = 2;
/** Pairwise net: logits for label pairs 00, 01, 10, 11 per edge (§9). */
export const PAIRWISE_OUTPUTS = 4;
/** Weights start truncated normal with this std, biases at zero (§9). */
export const WEIGHT_INIT_STD = 0.1;
/** DropConnect on every weight tensor during training, keep probability 0.8 (§9 DROPOUT_KEEP_PROB). */
export const DROPCONNECT_RATE = 0.2;
/**
 * Positions per inference pass. Longer sequences run in chunks (each with its receptive field of real
 * neighbours), so a huge page does not grow the backend's memory by its whole length at once: the wasm heap
 * never shrinks, and one 200,000-block page would otherwise keep hundreds of MB for the rest of a batch.
 */
export const INFERENCE_CHUNK = 4096;

export interface NetArchitecture {
  /** Input channels: features per block (unary) or per edge (pairwise). */
  inputSize: number;
  /** One kernel size per layer. */
  kernels: number[];
  /** One output width per layer; the last is the number of logits. */
  widths: number[];
}

/**
 * `hiddenWidths`: the four hidden layers' widths, the paper's by default (a narrower net is faster); `outputs`:
 * the paper's two classes, or four for a net of parts (block-classes.ts).
 */
export function unaryArchitecture(nBlockFeatures: number, hiddenWidths: readonly number[] = HIDDEN_WIDTHS, outputs = UNARY_OUTPUTS): NetArchitecture {
  return { inputSize: nBlockFeatures, kernels: [...KERNEL_SIZES], widths: [...checkHiddenWidths(hiddenWidths), outputs] };
}

/** The number of classes a net outputs (its last layer's width). */
export function outputsOf(architecture: NetArchitecture): number {
  return architecture.widths[architecture.widths.length - 1];
}

export function pairwiseArchitecture(nEdgeFeatures: number): NetArchitecture {
  return { inputSize: nEdgeFeatures, kernels: [...KERNEL_SIZES], widths: [...HIDDEN_WIDTHS, PAIRWISE_OUTPUTS] };
}

/** One whole, positive width per hidden layer: the kernel sizes (and so the receptive field) stay the paper's. */
export function areHiddenWidths(widths: readonly number[]): boolean {
  return widths.length === HIDDEN_WIDTHS.length && widths.every((w) => Number.isInteger(w) && w >= 1);
}

function checkHiddenWidths(widths: readonly number[]): readonly number[] {
  if (!areHiddenWidths(widths)) throw new Error(`hidden widths must be ${HIDDEN_WIDTHS.length} whole numbers ≥ 1, not ${widths.join(',')}`);
  return widths;
}

/** How many positions on each side an output depends on: the sum of the layers' kernel half-widths. */
export function receptiveRadius(arch: NetArchitecture): number {
  return arch.kernels.reduce((sum, k) => sum + Math.floor(k / 2), 0);
}

/** Shape [k, in, out] of each layer's kernel (TF's [k, 1, in, out] without the unit axis). */
export function kernelShapes(arch: NetArchitecture): [number, number, number][] {
  return arch.kernels.map((k, layer) => [k, layer === 0 ? arch.inputSize : arch.widths[layer - 1], arch.widths[layer]]);
}

/** Plain-array copy of a net's parameters, layer by layer (kernels row-major [k, in, out]). */
export interface NetParameters {
  weights: Float32Array[];
  biases: Float32Array[];
}

/** Throws unless `parameters` has one kernel and one bias of the right size per layer; returns the shapes. */
export function checkParameterSizes(arch: NetArchitecture, parameters: NetParameters): [number, number, number][] {
  const shapes = kernelShapes(arch);
  const fits =
    parameters.weights.length === shapes.length &&
    parameters.biases.length === shapes.length &&
    shapes.every(
      ([k, inp, out], layer) => parameters.weights[layer].length === k * inp * out && parameters.biases[layer].length === out,
    );
  if (!fits) throw new Error('ConvNet: parameter sizes do not match the architecture');
  return shapes;
}

export class ConvNet {
  /** The kernels as conv2d filters for inference (see inferenceFilters). */
  private filters: tf.Tensor4D[] = [];

  private constructor(
    readonly architecture: NetArchitecture,
    private readonly weights: tf.Variable<tf.Rank.R3>[],
    private readonly biases: tf.Variable<tf.Rank.R1>[],
  ) {}

  /** Fresh weights: truncated normal (std 0.1) drawn from `seed`, zero biases (§9). */
  static initialise(architecture: NetArchitecture, seed: number | string): ConvNet {
    const rng = seededRandom(String(seed));
    const shapes = kernelShapes(architecture);
    const weights = shapes.map((shape) =>
      tf.tidy(() => tf.variable(tf.truncatedNormal<tf.Rank.R3>(shape, 0, WEIGHT_INIT_STD, 'float32', rng.int32()))),
    );
    const biases = shapes.map(([, , out]) => tf.tidy(() => tf.variable(tf.zeros<tf.Rank.R1>([out]))));
    return new ConvNet(architecture, weights, biases);
  }

  static fromParameters(architecture: NetArchitecture, parameters: NetParameters): ConvNet {
    const shapes = checkParameterSizes(architecture, parameters);
    const weights = shapes.map((shape, layer) => tf.tidy(() => tf.variable(tf.tensor3d(parameters.weights[layer], shape))));
    const biases = shapes.map((_, layer) => tf.tidy(() => tf.variable(tf.tensor1d(parameters.biases[layer]))));
    return new ConvNet(architecture, weights, biases);
  }

  /** The variables the optimiser updates. */
  trainableVariables(): tf.Variable[] {
    return [...this.weights, ...this.biases];
  }

  /**
   * Differentiable logits [batch, length, outputs] for input [batch, length, inputSize]: every weight tensor —
   * not the biases — gets a fresh DropConnect mask seeded from `dropConnect` (§9).
   */
  trainingLogits(x: tf.Tensor3D, dropConnect: SeededRandom): tf.Tensor3D {
    let h = x;
    const last = this.weights.length - 1;
    for (let index = 0; index <= last; index++) {
      const w = tf.dropout(this.weights[index], DROPCONNECT_RATE, undefined, dropConnect.int32()) as tf.Tensor3D;
      // The first layer's input is the feature data: no gradient needed for it.
      const z = conv1dSame(h, w, this.biases[index], index === 0);
      h = index === last ? z : tf.relu(z);
    }
    return h;
  }

  /**
   * The kernels as conv2d filters, made once rather than on every pass (10–20 µs less per pass, measured here). A
   * filter shares its kernel's data, so it is made again when training has given the variable new data (a new
   * dataId); until then a stale one holds the old kernel's memory.
   */
  private inferenceFilters(): tf.Tensor4D[] {
    if (this.filters.length === 0 || this.filters.some((filter, layer) => filter.dataId !== this.weights[layer].dataId)) {
      tf.dispose(this.filters);
      this.filters = this.weights.map(conv2dFilter);
    }
    return this.filters;
  }

  /**
   * Softmax probabilities (length × outputs, row-major) for one whole sequence given row-major inputs, computed
   * `chunk` positions at a time: each chunk runs with `receptiveRadius` real neighbours on both sides, whose
   * outputs are dropped, so the result is the whole-sequence one (zero padding only at the sequence's ends).
   */
  probabilities(inputs: Float32Array, length: number): Float32Array {
    return this.probabilitiesInChunks(inputs, length, INFERENCE_CHUNK);
  }

  /** probabilities(), computed `chunk` positions at a time (see INFERENCE_CHUNK). */
  probabilitiesInChunks(inputs: Float32Array, length: number, chunk: number): Float32Array {
    const { inputSize, widths } = this.architecture;
    if (inputs.length !== length * inputSize) {
      throw new Error(`ConvNet: expected ${length}×${inputSize} inputs, got ${inputs.length} values`);
    }
    const outputs = widths[widths.length - 1];
    const radius = receptiveRadius(this.architecture);
    const values = new Float32Array(length * outputs);
    const filters = this.inferenceFilters();
    for (let start = 0; start < length; start += chunk) {
      const end = Math.min(length, start + chunk);
      const from = Math.max(0, start - radius);
      const to = Math.min(length, end + radius);
      // Positions as the height of a one-pixel-wide image (convStackProbabilities).
      const chunkValues = convStackProbabilities(inputs.subarray(from * inputSize, to * inputSize), to - from, inputSize, filters, this.biases);
      values.set(chunkValues.subarray((start - from) * outputs, (end - from) * outputs), start * outputs);
    }
    return values;
  }

  parameters(): NetParameters {
    return {
      // slice(): the cpu backend hands out its own storage; callers keep these as snapshots.
      weights: this.weights.map((w) => (w.dataSync() as Float32Array).slice()),
      biases: this.biases.map((b) => (b.dataSync() as Float32Array).slice()),
    };
  }

  assign(parameters: NetParameters): void {
    checkParameterSizes(this.architecture, parameters);
    // The inference filters are views of the old kernels: freed now rather than at the next pass.
    tf.dispose(this.filters);
    this.filters = [];
    tf.tidy(() => {
      this.weights.forEach((w, layer) => w.assign(tf.tensor3d(parameters.weights[layer], w.shape)));
      this.biases.forEach((b, layer) => b.assign(tf.tensor1d(parameters.biases[layer])));
    });
  }

  dispose(): void {
    tf.dispose(this.filters);
    for (const v of this.trainableVariables()) v.dispose();
  }
}
