// Writes a trained model directory: the model store's manifest.json + weights.bin, and train-log.json.
import * as fs from 'fs';
import * as path from 'path';
import type { ModelManifest } from '../model/manifest';
import { saveModel } from '../model/store';
import { outputsOf } from '../model/nets';
import { stageInputNames } from '../model/page-stage';
import type { ContextStage } from '../model/ensemble';
import type { LambdaChoice } from './lambda';
import type { PartWeightChoice } from './part-weights';
import { memberSeed, type TrainedModel } from './train';
import type { Dataset } from './types';

export const TRAIN_LOG_FILE = 'train-log.json';

export interface TrainingRun {
  train: Dataset;
  validation: Dataset;
  /** Name of the page split, e.g. "cleaneval" or "web2text". */
  split: string;
  /** Seed of the first member (member k used seed + k). */
  seed: number;
  steps: number;
  /** Decay of the weight moving average that was validated and kept (0 = raw weights). */
  weightAverage: number;
  /** Backend the run used (initBackend's answer). */
  backend: string;
  /** The Viterbi λ chosen on the validation pages, stored as the model's default (absent: λ = 1). */
  lambda?: LambdaChoice;
  /** Cross-fitting folds of the context stage, when the members have context nets. */
  contextFolds?: number;
  /** What the context nets read. */
  contextStage?: ContextStage;
  /** The model decodes with the content floor. */
  contentFloor?: boolean;
  /** The model keeps a passage's repeats out of the content. */
  dropRepeatedText?: boolean;
  /** A model of parts: the part weights chosen on the validation pages. */
  partWeights?: PartWeightChoice;
  /** The corpora trained on and their sampling weights, when more than the split's CleanEval pages. */
  corpora?: Record<string, number>;
  /** Of each corpus read from a file: the SHA-256 of that file (what eval recognises it by). */
  corpusFiles?: Record<string, string>;
}

/** The summary printed by the CLI and stored in train-log.json next to the per-step log. */
export interface TrainingSummary {
  model: string;
  split: string;
  featureSet: string;
  backend: string;
  seed: number;
  steps: number;
  weightAverage: number;
  trainPages: number;
  validationPages: number;
  /** One entry per ensemble member (one for a single model). */
  members: {
    seed: number;
    unary: { bestStep: number; validationF1: number };
    pairwise: { bestStep: number; validationAccuracy: number };
    context?: { bestStep: number; validationF1: number };
  }[];
  corpora?: Record<string, number>;
  /** The chosen λ and every grid value's validation Viterbi F1, when λ was chosen on validation. */
  lambda?: LambdaChoice;
}

/** Saves the members of a model (one for a single model; member k trained from run.seed + k). */
export function saveTrainedModel(
  dir: string,
  members: readonly TrainedModel[],
  run: TrainingRun,
): { manifest: ModelManifest; summary: TrainingSummary } {
  const seeds = members.map((_, k) => memberSeed(run.seed, k));
  const manifest = saveModel(dir, members, {
    featureSet: run.train.featureSet,
    featureVersion: run.train.featureVersion,
    blockFeatureNames: run.train.featureNames,
    edgeFeatureNames: run.train.edgeFeatureNames,
    members: members.map((m, k) => ({
      seed: seeds[k],
      unary: { bestStep: m.best.unary.step, validationScore: m.best.unary.score },
      pairwise: { bestStep: m.best.pairwise.step, validationScore: m.best.pairwise.score },
      ...(m.best.context === undefined ? {} : { context: { bestStep: m.best.context.step, validationScore: m.best.context.score } }),
    })),
    ...(run.contextFolds && run.contextStage
      ? {
          contextStage: {
            ...run.contextStage,
            folds: run.contextFolds,
            names: stageInputNames(run.contextStage.kind, outputsOf(members[0].unary.architecture), run.contextStage.levels),
          },
        }
      : {}),
    training: {
      split: run.split,
      seed: run.seed,
      steps: run.steps,
      weightAverage: run.weightAverage,
      backend: run.backend,
      trainPages: run.train.pages.length,
      validationPages: run.validation.pages.length,
      ...(run.corpora === undefined ? {} : { corpora: run.corpora }),
      ...(run.corpusFiles === undefined ? {} : { corpusFiles: run.corpusFiles }),
    },
    ...(run.lambda === undefined ? {} : { decoding: { lambda: run.lambda.lambda, validationF1: run.lambda.validationF1 } }),
    ...(run.contentFloor ? { contentFloor: true } : {}),
    ...(run.dropRepeatedText ? { dropRepeatedText: true } : {}),
    ...(run.partWeights === undefined ? {} : { partWeights: run.partWeights.weights }),
  });
  const summary: TrainingSummary = {
    model: dir,
    split: run.split,
    featureSet: run.train.featureSet,
    backend: run.backend,
    seed: run.seed,
    steps: run.steps,
    weightAverage: run.weightAverage,
    trainPages: run.train.pages.length,
    validationPages: run.validation.pages.length,
    members: members.map((m, k) => ({
      seed: seeds[k],
      unary: { bestStep: m.best.unary.step, validationF1: m.best.unary.score },
      pairwise: { bestStep: m.best.pairwise.step, validationAccuracy: m.best.pairwise.score },
      ...(m.best.context === undefined ? {} : { context: { bestStep: m.best.context.step, validationF1: m.best.context.score } }),
    })),
    ...(run.corpora === undefined ? {} : { corpora: run.corpora }),
    ...(run.lambda === undefined ? {} : { lambda: run.lambda }),
  };
  const log = members.map((m, k) => ({ seed: seeds[k], ...m.log }));
  fs.writeFileSync(path.join(dir, TRAIN_LOG_FILE), JSON.stringify({ summary, log }, null, 2) + '\n');
  return { manifest, summary };
}
