// From a block net's class probabilities (block-classes.ts) to what decoding reads: the two-class view (content or
// not: comments and related teasers are not content) that Viterbi, the policies and the content floor take, and
// each block's part once its content label is decided.
import { BINARY_OUTPUTS, BOILERPLATE_CLASS, COMMENTS_CLASS, CONTENT_CLASS, RELATED_CLASS, type PartWeights } from './block-classes';

/** n × 2 (not content, content) probabilities from n × `classes` ones (the input itself when classes is 2). */
export function contentProbabilities(probabilities: Float32Array, classes: number): Float32Array {
  if (classes === BINARY_OUTPUTS) return probabilities;
  const n = probabilities.length / classes;
  const out = new Float32Array(2 * n);
  for (let b = 0; b < n; b++) {
    const content = probabilities[b * classes + CONTENT_CLASS];
    out[2 * b] = 1 - content;
    out[2 * b + 1] = content;
  }
  return out;
}

/**
 * Each block's class: content where decoding labelled it content, else the most probable of the other classes
 * (boilerplate, comments, related), the comments' and related teasers' probabilities multiplied by `weights`.
 */
export function partsOf(probabilities: Float32Array, classes: number, labels: Uint8Array, weights?: PartWeights): Uint8Array {
  return partsUnder(labels, leftOutParts(probabilities, classes, labels.length, weights));
}

/** Each block's class were it left out of the content: the most probable of the other classes, weighted as partsOf. */
export function leftOutParts(probabilities: Float32Array, classes: number, n: number, weights?: PartWeights): Uint8Array {
  const weightOf = new Float32Array(classes).fill(1);
  if (weights !== undefined) {
    weightOf[COMMENTS_CLASS] = weights.comments;
    weightOf[RELATED_CLASS] = weights.related;
  }
  const parts = new Uint8Array(n);
  for (let b = 0; b < n; b++) {
    let best = BOILERPLATE_CLASS;
    for (let c = 1; c < classes; c++) {
      if (c !== CONTENT_CLASS && weightOf[c] * probabilities[b * classes + c] > weightOf[best] * probabilities[b * classes + best]) best = c;
    }
    parts[b] = best;
  }
  return parts;
}

/** Each block's class under `labels`: content where labelled content, else its class when left out (leftOutParts). */
export function partsUnder(labels: ArrayLike<number>, leftOut: Uint8Array): Uint8Array {
  const parts = new Uint8Array(leftOut.length);
  for (let b = 0; b < parts.length; b++) parts[b] = labels[b] === 1 ? CONTENT_CLASS : leftOut[b];
  return parts;
}
