// One Adam update of a net on a batch of windows: mean softmax cross-entropy with DropConnect (docs/methods/web2text.md
// §9).
import * as tf from '../model/tf';
import seedrandom from 'seedrandom';
import type { ConvNet } from '../model/nets';
import type { Batch } from './windows';

/** Adam with TF's defaults besides the learning rate (§9 LEARNING_RATE). */
export const LEARNING_RATE = 1e-3;
const ADAM_BETA1 = 0.9;
const ADAM_BETA2 = 0.999;
const ADAM_EPSILON = 1e-8;

/** Mean softmax cross-entropy over all positions: logSumExp(logits) − logit of the true class. */
export function meanCrossEntropy(logits: tf.Tensor2D, labels: tf.Tensor1D, classes: number): tf.Scalar {
  const trueLogit = tf.sum(tf.mul(tf.oneHot(labels, classes), logits), 1);
  return tf.mean(tf.sub(tf.logSumExp(logits, 1), trueLogit));
}

export interface TrainStep {
  /** Applies one update and returns the batch loss (before the update). */
  run(batch: Batch): number;
  dispose(): void;
}

/** An Adam optimiser bound to `net`; DropConnect masks are drawn from `dropConnectSeed`. */
export function createTrainStep(net: ConvNet, dropConnectSeed: string): TrainStep {
  const optimizer = tf.train.adam(LEARNING_RATE, ADAM_BETA1, ADAM_BETA2, ADAM_EPSILON);
  const dropConnect = seedrandom(dropConnectSeed);
  const variables = net.trainableVariables();
  const { inputSize, widths } = net.architecture;
  const classes = widths[widths.length - 1];
  return {
    run(batch) {
      const positions = batch.windows * batch.windowLength;
      const cost = tf.tidy(() => {
        const x = tf.tensor3d(batch.inputs, [batch.windows, batch.windowLength, inputSize]);
        const y = tf.tensor1d(batch.labels, 'int32');
        return optimizer.minimize(
          () => meanCrossEntropy(tf.reshape(net.trainingLogits(x, dropConnect), [positions, classes]), y, classes),
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
