// The options of train(), checked at the door as the other library calls' are (options.ts): a key train() does not
// know (a typo: `step`, `contextFold`) or a value of the wrong kind is an OptionError naming it, not a quiet default.
import * as z from '../zod';
import { BACKEND_NAMES } from '../model/backend';
import { STAGE_KINDS } from '../model/page-stage';
import { callback, wholeNumber } from '../option-checks';

const corpusSpec = z.strictObject({
  corpus: z.string().min(1),
  source: z.string().optional(),
  split: z.string().optional(),
  weight: z.number().min(0).optional(),
});

export const TRAIN_OPTIONS = z.strictObject({
  out: z.string().min(1),
  overwrite: z.boolean().optional(),
  corpora: z.array(corpusSpec).optional(),
  split: z.string().optional(),
  dataDir: z.string().optional(),
  dataset: z.union([z.string(), z.array(z.string())]).optional(),
  featureSet: z.string().optional(),
  steps: wholeNumber(0).optional(),
  seed: z.number().int().optional(),
  ensemble: wholeNumber(1).optional(),
  weightAverage: z.number().min(0).lt(1).optional(),
  tuneLambda: z.boolean().optional(),
  contentFloor: z.boolean().optional(),
  dropRepeatedText: z.boolean().optional(),
  contextFolds: wholeNumber(2).optional(),
  contextKind: z.enum(STAGE_KINDS).optional(),
  hiddenWidths: z.strictObject({ unary: z.array(wholeNumber(1)).optional(), context: z.array(wholeNumber(1)).optional() }).optional(),
  backend: z.enum(BACKEND_NAMES).optional(),
  onEvent: callback.optional(),
});
