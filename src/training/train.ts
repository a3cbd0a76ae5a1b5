// The training loop (docs/methods/web2text.md §9): each net trained separately with Adam on sampled windows,
// DropConnect, validation on whole documents every 100 steps, and the strictly best validation weights kept. One
// addition: by default validation and the kept weights are those of a moving average of the weights
// (weight-average.ts).
import { ConvNet, NetParameters } from '../model/nets';
import { contextDataset, outOfFoldProbabilities } from './context';
import { pairwiseTask, Task, TaskName, unaryTask } from './tasks';
import { taskScore, type CorpusWeights } from './scores';
import { createTrainStep } from './step';
import { DEFAULT_WEIGHT_AVERAGE_DECAY, WeightAverage } from './weight-average';
import { BATCH_SIZE, WindowSampler } from './windows';
import type { Dataset } from './types';

/** Steps 0..TRAIN_STEPS inclusive, i.e. 5,001 updates per net (§9). */
export const TRAIN_STEPS = 5000;
/** Validate (and maybe keep the weights) every this many steps (§9), and at the last step. */
export const EVAL_EVERY = 100;

export interface LogEntry {
  step: number;
  /** Mean training loss over the steps since the previous log entry (this step included). */
  loss: number;
  trainScore?: number;
  validationScore: number;
}

export interface StepProgress {
  /** Ensemble member (0 for a single model). */
  member: number;
  net: TaskName;
  /** For the context stage's cross-fitting nets: which fold is being trained (a unary net without its pages). */
  fold?: number;
  step: number;
  steps: number;
  loss: number;
}

export interface TrainOptions {
  train: Dataset;
  validation: Dataset;
  /** Last step index; steps + 1 updates per net. */
  steps?: number;
  seed?: number;
  batchSize?: number;
  evalEvery?: number;
  /** Decay of the weight moving average that is validated and kept (default 0.99); 0 = the raw weights, as the reference. */
  weightAverage?: number;
  /** Also score the whole training docs at each validation point (as the reference does). */
  scoreTrain?: boolean;
  /**
   * Sampling weight of each corpus (windows come from corpus c with probability w_c / Σ w), also the weight of
   * its validation score. Absent: every page alike, as the reference.
   */
  corpusWeights?: CorpusWeights;
  /**
   * Train a context stage (model/subtree-context.ts) after the unary net: k nets on k − 1 folds of the training
   * sites give every training page first-stage probabilities from a net that never saw its site, and the context
   * net learns from those. Absent or 0: no context stage.
   */
  contextFolds?: number;
  /**
   * The four hidden widths of the unary net (and of the context stage's fold nets, which stand in for it) and of
   * the context net; each defaults to the paper's 50, 50, 50, 10. The pairwise net keeps the paper's.
   */
  hiddenWidths?: HiddenWidths;
  onProgress?: (progress: StepProgress) => void;
}

export interface HiddenWidths {
  unary?: readonly number[];
  context?: readonly number[];
}

/** Member k of an ensemble is trained from seed + k. */
export function memberSeed(seed: number, member: number): number {
  return seed + member;
}

export interface NetResult {
  net: ConvNet;
  log: LogEntry[];
  bestStep: number;
  bestScore: number;
}

export interface TrainedModel {
  unary: ConvNet;
  pairwise: ConvNet;
  /** The context stage's net, when trained (contextFolds). */
  context?: ConvNet;
  log: { unary: LogEntry[]; pairwise: LogEntry[]; context?: LogEntry[] };
  best: { unary: { step: number; score: number }; pairwise: { step: number; score: number }; context?: { step: number; score: number } };
}

function checkDatasets(train: Dataset, validation: Dataset): void {
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((name, i) => name === b[i]);
  if (!same(train.featureNames, validation.featureNames) || !same(train.edgeFeatureNames, validation.edgeFeatureNames)) {
    throw new Error('training and validation datasets have different feature names');
  }
  if (validation.pages.length === 0) throw new Error('the validation dataset has no pages');
  const F = train.featureNames.length;
  const E = train.edgeFeatureNames.length;
  for (const page of [...train.pages, ...validation.pages]) {
    const edges = Math.max(page.n - 1, 0);
    if (page.features.length !== page.n * F || page.edges.length !== edges * E || page.labels.length !== page.n) {
      throw new Error(`dataset page ${page.id}: arrays do not match n = ${page.n}, ${F} block and ${E} edge features`);
    }
    if (!page.features.every(Number.isFinite) || !page.edges.every(Number.isFinite)) {
      throw new Error(`dataset page ${page.id}: features hold NaN or infinite values`);
    }
  }
}

/** How a net is trained apart from its options: under which seed key, and whether it is validated. */
export interface NetRun {
  member: number;
  /** Prefix of the seeds of init, windows and DropConnect masks (default: the options' seed). */
  seedKey?: string;
  /** A cross-fitting net: not validated, its last weights are kept. */
  fold?: number;
}

/** Trains one net from its own seeds (init, windows, DropConnect masks all derived from `seed`). */
export function trainNet(task: Task, options: TrainOptions, run: NetRun = { member: 0 }): NetResult {
  const { train, validation, steps = TRAIN_STEPS, seed = 0, batchSize = BATCH_SIZE, evalEvery = EVAL_EVERY } = options;
  const { member, fold } = run;
  const seedKey = run.seedKey ?? String(seed);
  const decay = options.weightAverage ?? DEFAULT_WEIGHT_AVERAGE_DECAY;
  const sampler = new WindowSampler(train.pages, `${seedKey}/${task.name}/windows`, options.corpusWeights);
  const raw = ConvNet.initialise(task.architecture, `${seedKey}/${task.name}/init`);
  const trainStep = createTrainStep(raw, `${seedKey}/${task.name}/dropconnect`);
  const average = decay > 0 ? new WeightAverage(raw, decay) : undefined;
  // The net that is validated, kept and returned.
  const net = average?.net ?? raw;
  const log: LogEntry[] = [];
  // The reference keeps a checkpoint only on strict improvement from 0; starting at −∞ differs only when every
  // validation score is 0, where we still keep the step-0 weights instead of none.
  let best: { step: number; score: number; parameters: NetParameters } | undefined;
  let lossSum = 0;
  let lossCount = 0;
  try {
    for (let step = 0; step <= steps; step++) {
      const loss = trainStep.run(sampler.nextBatch(task, batchSize));
      average?.update();
      lossSum += loss;
      lossCount++;
      if (fold === undefined && (step % evalEvery === 0 || step === steps)) {
        const validationScore = taskScore(net, task, validation.pages, options.corpusWeights);
        const trainScore = options.scoreTrain === false ? undefined : taskScore(net, task, train.pages, options.corpusWeights);
        log.push({ step, loss: lossSum / lossCount, ...(trainScore === undefined ? {} : { trainScore }), validationScore });
        lossSum = 0;
        lossCount = 0;
        if (best === undefined || validationScore > best.score) {
          best = { step, score: validationScore, parameters: net.parameters() };
        }
      }
      options.onProgress?.({ member, net: task.name, ...(fold === undefined ? {} : { fold }), step, steps, loss });
    }
  } catch (err) {
    // Nothing is returned: free the net that would have been (the raw one, if different, goes below).
    net.dispose();
    throw err;
  } finally {
    trainStep.dispose();
    if (average !== undefined) raw.dispose();
  }
  // A cross-fitting net keeps its last weights; otherwise the loop validated at step 0, so `best` is set.
  if (best === undefined) return { net, log, bestStep: steps, bestScore: NaN };
  net.assign(best.parameters);
  return { net, log, bestStep: best.step, bestScore: best.score };
}

/**
 * The context stage: out-of-fold first-stage probabilities on the training pages (each fold's net trained for the
 * unary net's best number of steps), the full unary net's on the validation pages, then the context net on both.
 */
function trainContext(options: TrainOptions, unary: NetResult, member: number): NetResult {
  const folds = options.contextFolds as number;
  const foldOptions = { ...options, steps: Math.max(unary.bestStep, options.evalEvery ?? EVAL_EVERY) };
  const seed = options.seed ?? 0;
  const trainProbabilities = outOfFoldProbabilities(options.train, folds, (foldTrain, fold) =>
    trainNet(unaryTask(foldTrain, 'unary', options.hiddenWidths?.unary), { ...foldOptions, train: foldTrain }, { member, fold, seedKey: `${seed}/fold-${fold}` }).net,
  );
  const validationProbabilities = new Map(options.validation.pages.map((page) => [page, unary.net.probabilities(page.features, page.n)]));
  const train = contextDataset(options.train, trainProbabilities);
  const validation = contextDataset(options.validation, validationProbabilities);
  return trainNet(unaryTask(train, 'context', options.hiddenWidths?.context), { ...options, train, validation }, { member });
}

/**
 * Trains the unary net, then (when asked) the context stage, then the pairwise net, on the same data (§9:
 * separately, each on its own windows).
 */
export function trainModel(options: TrainOptions, member = 0): TrainedModel {
  checkDatasets(options.train, options.validation);
  const unary = trainNet(unaryTask(options.train, 'unary', options.hiddenWidths?.unary), options, { member });
  const trained: NetResult[] = [unary];
  try {
    const context = options.contextFolds ? trainContext(options, unary, member) : undefined;
    if (context !== undefined) trained.push(context);
    const pairwise = trainNet(pairwiseTask(options.train), options, { member });
    const model: TrainedModel = {
      unary: unary.net,
      pairwise: pairwise.net,
      log: { unary: unary.log, pairwise: pairwise.log },
      best: {
        unary: { step: unary.bestStep, score: unary.bestScore },
        pairwise: { step: pairwise.bestStep, score: pairwise.bestScore },
      },
    };
    if (context !== undefined) {
      model.context = context.net;
      model.log.context = context.log;
      model.best.context = { step: context.bestStep, score: context.bestScore };
    }
    return model;
  } catch (err) {
    for (const result of trained) result.net.dispose();
    throw err;
  }
}

/**
 * Trains `members` independent models (each exactly as trainModel, member k from seed + k) whose probabilities
 * inference averages. Each member keeps its own best validation step.
 */
export function trainEnsemble(options: TrainOptions, members: number): TrainedModel[] {
  if (!Number.isInteger(members) || members < 1) throw new Error(`trainEnsemble: members must be a whole number ≥ 1, not ${members}`);
  const seed = options.seed ?? 0;
  const trained: TrainedModel[] = [];
  try {
    for (let k = 0; k < members; k++) trained.push(trainModel({ ...options, seed: memberSeed(seed, k) }, k));
  } catch (err) {
    for (const model of trained) disposeTrainedModel(model);
    throw err;
  }
  return trained;
}

/** Frees a trained model's tensors (every net's variables). */
function disposeTrainedModel(model: TrainedModel): void {
  model.unary.dispose();
  model.pairwise.dispose();
  model.context?.dispose();
}
