// The zod schema of a model directory's manifest.json: what the nets were trained on and where each tensor
// lies in weights.bin.
import { z } from 'zod';

/** Bumped whenever the manifest or weights.bin layout changes incompatibly. */
export const MODEL_FORMAT_VERSION = 1;
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

export const manifestSchema = z.object({
  formatVersion: z.literal(MODEL_FORMAT_VERSION),
  featureSet: z.string(),
  featureVersion: z.string(),
  blockFeatureNames: z.array(z.string()).min(1),
  edgeFeatureNames: z.array(z.string()).min(1),
  unary: netSchema,
  pairwise: netSchema,
  training: z.object({
    split: z.string(),
    seed: z.number().int(),
    steps: count,
    backend: z.string(),
    trainPages: count,
    validationPages: count,
  }),
  createdAt: z.string(),
});

export type ModelManifest = z.infer<typeof manifestSchema>;
export type NetManifest = z.infer<typeof netSchema>;
export type TensorEntry = z.infer<typeof tensorEntrySchema>;
