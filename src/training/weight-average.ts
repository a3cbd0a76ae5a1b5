// An exponential moving average of a net's weights during training (Polyak averaging). Validation scores and
// the kept weights are the average's, not the raw net's: on the CleanEval split's 56 training pages the raw
// weights wander from step to step (test F1 moves by ±0.01 between validation points) and a 5-page validation
// set picks among them almost at random; the average is smooth, so the kept step matters less (README,
// "Weight averaging"). Not in the reference (docs/methods/web2text.md §9); `decay` 0 turns it off.
import * as tf from '../model/tf';
import { ConvNet } from '../model/nets';

/** Decay of the average per step: it spans ≈ 1 / (1 − 0.99) = 100 steps, one validation interval. */
export const DEFAULT_WEIGHT_AVERAGE_DECAY = 0.99;

export class WeightAverage {
  /** A net holding the averaged weights (starts as a copy of the source net). */
  readonly net: ConvNet;
  private readonly sources: tf.Variable[];
  private readonly targets: tf.Variable[];

  constructor(source: ConvNet, private readonly decay: number) {
    if (!(decay > 0 && decay < 1)) throw new Error(`WeightAverage: decay must be in (0, 1), not ${decay}`);
    this.net = ConvNet.fromParameters(source.architecture, source.parameters());
    this.sources = source.trainableVariables();
    this.targets = this.net.trainableVariables();
  }

  /** average ← decay · average + (1 − decay) · current weights; call after each optimiser step. */
  update(): void {
    tf.tidy(() => {
      this.targets.forEach((average, i) => average.assign(tf.add(tf.mul(average, this.decay), tf.mul(this.sources[i], 1 - this.decay))));
    });
  }
}
