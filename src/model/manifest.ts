// The zod schema of a model directory's manifest.json: what the nets were trained on and where each tensor
// lies in weights.bin. A model is an ensemble of one or more members, each a unary and a pairwise net, and from
// format 3 on optionally a context net (model/page-stage.ts).
import * as z from '../zod';
import { PAGE_TYPES } from '../page-type/page-types';
import { STAGE_KINDS } from './page-stage';

/** Bumped whenever the manifest or weights.bin layout changes incompatibly; format 2 (no context nets) still loads. */
export const MODEL_FORMAT_VERSION = 3;
export const MANIFEST_FILE = 'manifest.json';
export const WEIGHTS_FILE = 'weights.bin';

const count = z.number().int().nonnegative();

const architectureSchema = z.object({
  inputSize: z.number().int().positive(),
  kernels: z.array(z.number().int().positive()).min(1),
  widths: z.array(z.number().int().positive()).min(1),
});

const tensorEntrySchema = z.object({
  name: z.string(),
  shape: z.array(count),
  /** Byte offset in weights.bin (little-endian float32). */
  offset: count,
});

const netSchema = z.object({
  architecture: architectureSchema,
  tensors: z.array(tensorEntrySchema),
  /** Training step whose weights were kept (best validation score). */
  bestStep: count,
  /** Validation score at bestStep: content-class block F1 (unary) or 4-class edge accuracy (pairwise). */
  validationScore: z.number(),
});

/** One independently trained (unary, pairwise) pair; weights.bin holds the members in order. */
const memberSchema = z.object({
  /** Seed of this member's weight init, windows and DropConnect masks. */
  seed: z.number().int(),
  unary: netSchema,
  pairwise: netSchema,
  /** The context stage's net: it reads the unary net's probabilities pooled over the blocks' containers. */
  context: netSchema.optional(),
});

const header = {
  featureSet: z.string(),
  featureVersion: z.string(),
  blockFeatureNames: z.array(z.string()).min(1),
  edgeFeatureNames: z.array(z.string()).min(1),
};

const trainingSchema = z.object({
  split: z.string(),
  /** Seed of the first member; member k has seed + k. */
  seed: z.number().int(),
  steps: count,
  backend: z.string(),
  trainPages: count,
  validationPages: count,
  /** Decay of the weight moving average that was validated and kept; absent or 0 = the raw weights (older models). */
  weightAverage: z.number().min(0).lt(1).optional(),
  /** The corpora of a training mix and their sampling weights; absent = the CleanEval split alone. */
  corpora: z.record(z.string(), z.number().nonnegative()).optional(),
  /** Of a corpus read from a file (a user's JSONL): its name → the SHA-256 of the file trained on (its bytes). */
  corpusFiles: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)).optional(),
});

/** What a model's context nets read after the block features (model/page-stage.ts). */
const contextStageSchema = z.object({
  /** Which inputs; absent = 'containers' (the models before parts). */
  kind: z.enum(STAGE_KINDS).default('containers'),
  /** Container levels pooled over. */
  levels: z.number().int().positive(),
  /** Cross-fitting folds the context nets were trained with. */
  folds: z.number().int().min(2),
  /** Names of the pooled columns the context nets read. */
  names: z.array(z.string()).min(1),
});

export const manifestSchema = z.object({
  formatVersion: z.union([z.literal(2), z.literal(MODEL_FORMAT_VERSION)]),
  ...header,
  /** The ensemble: inference averages the members' softmax probabilities before Viterbi. */
  members: z.array(memberSchema).min(1),
  training: trainingSchema,
  /** Present when the members have context nets. */
  contextStage: contextStageSchema.optional(),
  /** Viterbi λ chosen on the validation pages at training time; absent = the reference's λ = 1. */
  decoding: z.object({ lambda: z.number().nonnegative(), validationF1: z.number() }).optional(),
  /** Decode with the content floor (model/content-floor.ts); absent = without, as the reference. */
  contentFloor: z.boolean().optional(),
  /** Keep a passage's repeats out of the content (inference/repeated-text.ts); absent = keep them, as the reference. */
  dropRepeatedText: z.boolean().optional(),
  /** A model of parts: the weights of comments and related teasers when a left-out block gets its part; absent = 1. */
  partWeights: z.object({ comments: z.number().positive(), related: z.number().positive() }).optional(),
  /**
   * A model for some page types only: a page whose page type guess (page-type/classifier.ts) gives `types` together
   * at least `minProbability` is labelled by this model, any other page by the model in the folder `otherwise`
   * (relative to this one).
   */
  pageTypeRoute: z.object({ types: z.array(z.enum(PAGE_TYPES)).min(1), minProbability: z.number().min(0).max(1), otherwise: z.string().min(1) }).optional(),
  /**
   * Decide each column of a repeated sibling group as one (model/group-decision.ts): the fitted logistic regression
   * over the column's inputs; absent = every block on its own, as the reference.
   */
  groupDecision: z
    .object({
      inputs: z.array(z.string()).min(1),
      mean: z.array(z.number()),
      sd: z.array(z.number().positive()),
      weights: z.array(z.number()),
      bias: z.number(),
    })
    .optional(),
  createdAt: z.string(),
});

/** Format 1 (one unary and one pairwise net at the top level), read as a one-member ensemble. */
export const manifestV1Schema = z.object({
  formatVersion: z.literal(1),
  ...header,
  unary: netSchema,
  pairwise: netSchema,
  training: trainingSchema,
  createdAt: z.string(),
});

/** Format 1 → 2: its weights.bin is exactly the layout of a one-member format-2 model. */
export function upgradeV1Manifest({ unary, pairwise, formatVersion: _v1, ...rest }: z.infer<typeof manifestV1Schema>): ModelManifest {
  return { ...rest, formatVersion: MODEL_FORMAT_VERSION, members: [{ seed: rest.training.seed, unary, pairwise }] };
}

export type ModelManifest = z.infer<typeof manifestSchema>;
export type MemberManifest = z.infer<typeof memberSchema>;
export type NetManifest = z.infer<typeof netSchema>;
export type ContextStageManifest = z.infer<typeof contextStageSchema>;
export type TensorEntry = z.infer<typeof tensorEntrySchema>;
