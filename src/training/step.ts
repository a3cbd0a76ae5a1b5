// One Adam update of a net on a batch of windows: mean softmax cross-entropy with DropConnect (docs/methods/web2text.md
// §9).
import * as tf from '../model/tf';
import { seededRandom } from '../seeded-random';
import type { ConvNet } from '../model/nets';
import type { Batch } from './windows';

/** Adam with TF's defaults besides the learning rate (§9 LEARNING_RATE). */
export const LEARNING_RATE = 1e-3;
const ADAM_BETA1 = 0.9;
const ADAM_BETA2 = 0.999;
const ADAM_EPSILON = 1e-8;

/** Added to the logits of classes a position does not allow: their exponentials vanish. */
const EXCLUDED = -1e9;

/**
 * Mean over positions of −log P(an allowed class) = logSumExp(logits) − logSumExp(logits of the allowed classes):
 * softmax cross-entropy where one class is allowed (docs/methods/web2text.md §9), a partial-label loss where several are.
 * `allowed` is positions × classes of 1 (allowed) and 0.
 */
export function meanCrossEntropy(logits: tf.Tensor2D, allowed: tf.Tensor2D): tf.Scalar {
  const allowedLogits = tf.add(logits, tf.mul(tf.sub(1, allowed), EXCLUDED));
  return tf.mean(tf.sub(tf.logSumExp(logits, 1), tf.logSumExp(allowedLogits, 1)));
}

/** positions × classes of 1 where bit c of a position's target is set. */
export function allowedClasses(targets: Uint8Array, classes: number): Float32Array {
  const allowed = new Float32Array(targets.length * classes);
  for (let i = 0; i < targets.length; i++) for (let c = 0; c < classes; c++) allowed[i * classes + c] = (targets[i] >> c) & 1;
  return allowed;
}

export interface TrainStep {
  /** Applies one update and returns the batch loss (before the update). */
  run(batch: Batch): number;
  dispose(): void;
}

/** An Adam optimiser bound to `net`; DropConnect masks are drawn from `dropConnectSeed`. */
export function createTrainStep(net: ConvNet, dropConnectSeed: string): TrainStep {
  const optimizer = tf.train.adam(LEARNING_RATE, ADAM_BETA1, ADAM_BETA2, ADAM_EPSILON);
  const dropConnect = seededRandom(dropConnectSeed);
  const variables = net.trainableVariables();
  const { inputSize, widths } = net.architecture;
  const classes = widths[widths.length - 1];
  return {
    run(batch) {
      const positions = batch.windows * batch.windowLength;
      const cost = tf.tidy(() => {
        const x = tf.tensor3d(batch.inputs, [batch.windows, batch.windowLength, inputSize]);
        const allowed = tf.tensor2d(allowedClasses(batch.targets, classes), [positions, classes]);
        return optimizer.minimize(
          () => meanCrossEntropy(tf.reshape(net.trainingLogits(x, dropConnect), [positions, classes]), allowed),
          true,
          variables,
        ) as tf.Scalar;
      });
      const loss = cost.dataSync()[0];
      cost.dispose();
      return loss;
    },
    dispose: () => optimizer.dispose(),
  };
}
