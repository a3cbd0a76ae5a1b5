// Whole-page prediction: unary and pairwise CNN probabilities (averaged over an ensemble's members), then
// Viterbi (docs/methods/web2text.md §10).
import { CONTENT_FLOOR_LOG_ODDS, CONTENT_FLOOR_WORD_SHARE, keptWordShare } from './content-floor';
import type { PotentialNets } from './ensemble';
import { shiftContentOdds } from './favor';
import type { PartWeights } from './block-classes';
import { contentProbabilities, leftOutParts, partsUnder } from './block-parts';
import { outputsOf } from './nets';
import type { BlockContainers } from './page-stage';
import { DEFAULT_EDGE_LAMBDA, viterbi } from './viterbi';

export interface PagePrediction {
  /** Viterbi labels (1 = content). */
  labels: Uint8Array;
  /** Argmax of the unary probabilities alone ("just unary" in the reference; ties → 0). */
  unaryLabels: Uint8Array;
  /** Unary probability of content per block (after the policy's shift, when one is given). */
  pContent: Float32Array;
  /** Per block, its class (model/block-classes.ts) where the model tells parts: content, comments, related or boilerplate. */
  parts?: Uint8Array;
  /** Per block, its class were it left out of the content (block-parts.ts leftOutParts), given with `parts`. */
  leftOutParts?: Uint8Array;
}

export interface PredictOptions {
  /** Weight of the pairwise terms in the Viterbi objective (§10 EDGE_LAMBDA). */
  lambda?: number;
  /** Content log-odds added to every block before decoding (favor.ts); 0 = the model as it is. */
  contentLogOdds?: number;
  /**
   * Words per block: given, a page whose decision keeps too small a share of them is decoded again with the
   * content floor's shift (content-floor.ts).
   */
  blockWords?: ArrayLike<number>;
  /** How a model of parts weighs comments and related teasers against boilerplate (block-parts.ts leftOutParts). */
  partWeights?: PartWeights;
}

/**
 * blockFeatures: n × F row-major; edgeFeatures: (n − 1) × E row-major, F and E as the nets expect; `containers`
 * for a model with a context stage. At λ = 0 the pairwise terms drop out of Viterbi, whose labels are then the
 * unary argmax: the pairwise net is not run and `edgeFeatures` is not read (it may be empty).
 */
export function predictPage(
  model: PotentialNets,
  blockFeatures: Float32Array,
  n: number,
  edgeFeatures: Float32Array,
  { lambda = DEFAULT_EDGE_LAMBDA, contentLogOdds = 0, blockWords, partWeights }: PredictOptions = {},
  containers?: BlockContainers,
): PagePrediction {
  const classes = outputsOf(model.unary.architecture);
  const modelProbabilities = model.unary.probabilities(blockFeatures, n, containers);
  const modelUnary = contentProbabilities(modelProbabilities, classes);
  let unary = shiftContentOdds(modelUnary, contentLogOdds);
  if (blockWords !== undefined && keptWordShare(unary, blockWords) < CONTENT_FLOOR_WORD_SHARE) {
    unary = shiftContentOdds(modelUnary, contentLogOdds + CONTENT_FLOOR_LOG_ODDS);
  }
  const pContent = new Float32Array(n);
  const unaryLabels = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    pContent[i] = unary[2 * i + 1];
    unaryLabels[i] = unary[2 * i + 1] > unary[2 * i] ? 1 : 0;
  }
  const labels = lambda === 0 ? unaryLabels.slice() : viterbi(unary, model.pairwise.probabilities(edgeFeatures, Math.max(n - 1, 0)), n, lambda);
  const prediction: PagePrediction = { labels, unaryLabels, pContent };
  if (classes > 2) {
    prediction.leftOutParts = leftOutParts(modelProbabilities, classes, n, partWeights);
    prediction.parts = partsUnder(labels, prediction.leftOutParts);
  }
  return prediction;
}
