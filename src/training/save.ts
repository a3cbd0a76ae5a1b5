// Writes a trained model directory: the model store's manifest.json + weights.bin, and train-log.json.
import * as fs from 'fs';
import * as path from 'path';
import type { ModelManifest } from '../model/manifest';
import { saveModel } from '../model/store';
import type { TrainedModel } from './train';
import type { Dataset } from './types';

export const TRAIN_LOG_FILE = 'train-log.json';

export interface TrainingRun {
  train: Dataset;
  validation: Dataset;
  /** Name of the page split, e.g. "cleaneval" or "web2text". */
  split: string;
  seed: number;
  steps: number;
  /** Backend the run used (initBackend's answer). */
  backend: string;
}

/** The summary printed by the CLI and stored in train-log.json next to the per-step log. */
export interface TrainingSummary {
  model: string;
  split: string;
  featureSet: string;
  backend: string;
  seed: number;
  steps: number;
  trainPages: number;
  validationPages: number;
  unary: { bestStep: number; validationF1: number };
  pairwise: { bestStep: number; validationAccuracy: number };
}

export function saveTrainedModel(dir: string, trained: TrainedModel, run: TrainingRun): { manifest: ModelManifest; summary: TrainingSummary } {
  const manifest = saveModel(dir, trained, {
    featureSet: run.train.featureSet,
    featureVersion: run.train.featureVersion,
    blockFeatureNames: run.train.featureNames,
    edgeFeatureNames: run.train.edgeFeatureNames,
    unary: { bestStep: trained.best.unary.step, validationScore: trained.best.unary.score },
    pairwise: { bestStep: trained.best.pairwise.step, validationScore: trained.best.pairwise.score },
    training: {
      split: run.split,
      seed: run.seed,
      steps: run.steps,
      backend: run.backend,
      trainPages: run.train.pages.length,
      validationPages: run.validation.pages.length,
    },
  });
  const summary: TrainingSummary = {
    model: dir,
    split: run.split,
    featureSet: run.train.featureSet,
    backend: run.backend,
    seed: run.seed,
    steps: run.steps,
    trainPages: run.train.pages.length,
    validationPages: run.validation.pages.length,
    unary: { bestStep: trained.best.unary.step, validationF1: trained.best.unary.score },
    pairwise: { bestStep: trained.best.pairwise.step, validationAccuracy: trained.best.pairwise.score },
  };
  fs.writeFileSync(path.join(dir, TRAIN_LOG_FILE), JSON.stringify({ summary, log: trained.log }, null, 2) + '\n');
  return { manifest, summary };
}
