// The confidence of a learned labelling: an estimate of its page's word F1 (the WCXB benchmark's metric), from the
// page's confidence features (confidence-features.ts) by a logistic regression fitted on held-out pages — the
// validation parts of WCXB and L3S-GN1, which the model's nets never saw — by scripts/train-confidence.ts
// (npm run confidence:train). The fit belongs to one model: it lives in that model's folder (confidence.json) with
// the creation times of the models it was fitted on, and a folder whose models were retrained since gives none.
import * as fs from 'fs';
import * as path from 'path';
import * as z from '../zod';
import { ModelStoreError } from '../errors';
import { readManifest } from '../model/manifest-file';
import type { Page } from '../dom/types';
import { logistic } from './logistic';
import { CONFIDENCE_FEATURES, confidenceFeatures, type LearnedOutput } from './confidence-features';

/** The file of a model folder that holds its confidence model. */
export const CONFIDENCE_FILE = 'confidence.json';

const confidenceModelSchema = z.object({
  /** createdAt of the model and of each model its page type route leads to, in route order. */
  models: z.array(z.string()).min(1),
  trainedOn: z.string(),
  features: z.array(z.string()),
  /** Mean and standard deviation of each feature on the fitting pages (standardisation). */
  mean: z.array(z.number()),
  sd: z.array(z.number().positive()),
  weights: z.array(z.number()),
  bias: z.number(),
});
export type ConfidenceModel = z.infer<typeof confidenceModelSchema>;

/** The creation times of a model and of the models its page type route leads to: what a confidence fit is for. */
export function routedModelTimes(modelDir: string): string[] {
  const times: string[] = [];
  const seen = new Set<string>();
  for (let dir: string | undefined = path.resolve(modelDir); dir !== undefined && !seen.has(dir); ) {
    seen.add(dir);
    const manifest = readManifest(dir);
    times.push(manifest.createdAt);
    const route = manifest.pageTypeRoute;
    dir = route === undefined ? undefined : path.resolve(dir, route.otherwise);
  }
  return times;
}

/**
 * The confidence model of a model folder: undefined when it has none, or when the fit is out of date — for other
 * models than the folder's (retrained since) or other features than this code computes (a test checks the shipped
 * one is not); a file that cannot be read is a ModelStoreError naming it.
 */
export function readConfidenceModel(modelDir: string): ConfidenceModel | undefined {
  const file = path.join(modelDir, CONFIDENCE_FILE);
  if (!fs.existsSync(file)) return undefined;
  let parsed;
  try {
    parsed = confidenceModelSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch (err) {
    throw new ModelStoreError(file, `not valid JSON (${(err as Error).message})`);
  }
  if (!parsed.success) throw new ModelStoreError(file, `invalid confidence model at "${parsed.error.issues[0].path.join('.')}": ${parsed.error.issues[0].message}`);
  const model = parsed.data;
  const n = model.features.length;
  if (model.mean.length !== n || model.sd.length !== n || model.weights.length !== n) throw new ModelStoreError(file, `not one mean, sd and weight for each of its ${n} features`);
  const upToDate = model.features.join() === CONFIDENCE_FEATURES.join() && model.models.join() === routedModelTimes(modelDir).join();
  return upToDate ? model : undefined;
}

/** The confidence of a learned labelling of `page`. */
export function pageConfidence(page: Page, output: LearnedOutput, model: ConfidenceModel): number {
  return logistic(model, confidenceFeatures(page, output));
}
