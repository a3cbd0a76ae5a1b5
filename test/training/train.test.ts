import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as tf from '../../src/model/tf';
import { initBackend } from '../../src/model/backend';
import { predictPage } from '../../src/model/predict';
import { loadModel } from '../../src/model/store';
import { saveTrainedModel, TRAIN_LOG_FILE } from '../../src/training/save';
import { taskScore } from '../../src/training/scores';
import { pairwiseTask, unaryTask } from '../../src/training/tasks';
import { averagedNets } from '../../src/model/ensemble';
import { TrainedModel, trainEnsemble, trainModel } from '../../src/training/train';
import { syntheticDataset } from '../support/synthetic-dataset';

const train = syntheticDataset('train', Array.from({ length: 12 }, (_, i) => 20 + 5 * i));
const validation = syntheticDataset('validation', [40, 60, 80]);
const options = { train, validation, steps: 80, seed: 3, batchSize: 32, evalEvery: 20, weightAverage: 0.9 };

let trained: TrainedModel;
beforeAll(async () => {
  await initBackend('wasm');
  trained = trainModel(options);
});

describe('trainModel (smoke run on a synthetic dataset with a learnable rule)', () => {
  it('logs every evalEvery steps and at the last step', () => {
    expect(trained.log.unary.map((e) => e.step)).toEqual([0, 20, 40, 60, 80]);
    expect(trained.log.pairwise.map((e) => e.step)).toEqual([0, 20, 40, 60, 80]);
    for (const entry of trained.log.unary) expect(entry.trainScore).toBeGreaterThanOrEqual(0);
  });

  it('lowers the loss and raises the validation scores of both nets', () => {
    for (const log of [trained.log.unary, trained.log.pairwise]) {
      expect(log[log.length - 1].loss).toBeLessThan(log[0].loss);
      expect(Math.max(...log.map((e) => e.validationScore))).toBeGreaterThan(log[0].validationScore);
    }
    expect(trained.best.unary.score).toBeGreaterThan(0.8);
    expect(trained.best.pairwise.score).toBeGreaterThan(0.6);
  });

  it('keeps the weights of the strictly best validation step', () => {
    for (const net of ['unary', 'pairwise'] as const) {
      const log = trained.log[net];
      const bestScore = Math.max(...log.map((e) => e.validationScore));
      expect(trained.best[net].score).toBe(bestScore);
      expect(trained.best[net].step).toBe(log.find((e) => e.validationScore === bestScore)!.step);
    }
    // The returned nets are the kept ones: scoring them again reproduces the best validation scores.
    expect(taskScore(trained.unary, unaryTask(validation), validation.pages)).toBe(trained.best.unary.score);
    expect(taskScore(trained.pairwise, pairwiseTask(validation), validation.pages)).toBe(trained.best.pairwise.score);
  });

  it('returns the best step\'s weights, not the last ones, when training makes validation worse', () => {
    // Validation labels flipped: learning the training rule can only lower the validation F1.
    const flipped = { ...validation, pages: validation.pages.map((p) => ({ ...p, labels: p.labels.map((y) => 1 - y) })) };
    const result = trainModel({ ...options, validation: flipped, steps: 60, scoreTrain: false });
    const log = result.log.unary;
    expect(log[log.length - 1].validationScore).toBeLessThan(result.best.unary.score);
    expect(result.best.unary.step).toBeLessThan(60);
    expect(taskScore(result.unary, unaryTask(flipped), flipped.pages)).toBe(result.best.unary.score);
  });

  it('gives the same model for the same seed', () => {
    const again = trainModel({ ...options, steps: 5, scoreTrain: false });
    const twice = trainModel({ ...options, steps: 5, scoreTrain: false });
    expect(twice.unary.parameters()).toEqual(again.unary.parameters());
    expect(twice.log).toEqual(again.log);
    const other = trainModel({ ...options, steps: 5, seed: 4, scoreTrain: false });
    expect(other.unary.parameters()).not.toEqual(again.unary.parameters());
  });

  it('saves a model dir that loads and predicts the same, with a train log', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'w2t-train-'));
    try {
      const { summary } = saveTrainedModel(dir, [trained], { ...options, split: 'synthetic', backend: 'wasm' });
      expect(summary.members).toEqual([
        {
          seed: 3,
          unary: { bestStep: trained.best.unary.step, validationF1: trained.best.unary.score },
          pairwise: { bestStep: trained.best.pairwise.step, validationAccuracy: trained.best.pairwise.score },
        },
      ]);
      const loaded = loadModel(dir, { blockFeatureNames: train.featureNames, edgeFeatureNames: train.edgeFeatureNames });
      expect(loaded.manifest.training).toMatchObject({ split: 'synthetic', seed: 3, steps: 80, weightAverage: 0.9, trainPages: 12 });
      const page = validation.pages[1];
      expect(predictPage(loaded, page.features, page.n, page.edges)).toEqual(predictPage(trained, page.features, page.n, page.edges));
      const log = JSON.parse(fs.readFileSync(path.join(dir, TRAIN_LOG_FILE), 'utf8'));
      expect(log.log).toHaveLength(1);
      expect(log.log[0].seed).toBe(3);
      expect(log.log[0].unary).toHaveLength(5);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the part weights chosen on the validation pages in the saved manifest', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'w2t-train-'));
    try {
      const partWeights = { weights: { comments: 3, related: 8 }, validationF1: 0.5 };
      saveTrainedModel(dir, [trained], { ...options, split: 'synthetic', backend: 'wasm', partWeights });
      const loaded = loadModel(dir, { blockFeatureNames: train.featureNames, edgeFeatureNames: train.edgeFeatureNames });
      expect(loaded.manifest.partWeights).toEqual({ comments: 3, related: 8 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves no tensors behind but the two nets\' variables, and after a prediction their inference filters', () => {
    const before = tf.memory().numTensors;
    const small = trainModel({ ...options, steps: 3, evalEvery: 2 });
    const variables = small.unary.trainableVariables().length + small.pairwise.trainableVariables().length;
    expect(tf.memory().numTensors - before).toBe(variables);
    const page = validation.pages[0];
    predictPage(small, page.features, page.n, page.edges);
    // One filter per kernel (a view of the kernel's data, made on the first pass and kept).
    const filters = small.unary.architecture.kernels.length + small.pairwise.architecture.kernels.length;
    expect(tf.memory().numTensors - before).toBe(variables + filters);
    predictPage(small, page.features, page.n, page.edges);
    expect(tf.memory().numTensors - before).toBe(variables + filters);
    small.unary.dispose();
    small.pairwise.dispose();
    expect(tf.memory().numTensors).toBe(before);
  });

  it('frees every tensor it made when training fails midway (here: in member 1\'s pairwise net)', () => {
    const before = tf.memory().numTensors;
    const failing = {
      ...options,
      steps: 4,
      scoreTrain: false,
      onProgress: ({ member, net, step }: { member: number; net: string; step: number }) => {
        if (member === 1 && net === 'pairwise' && step === 2) throw new Error('stop here');
      },
    };
    expect(() => trainEnsemble(failing, 2)).toThrow('stop here');
    expect(tf.memory().numTensors).toBe(before);
    expect(() => trainModel({ ...failing, weightAverage: 0, onProgress: () => { throw new Error('at once'); } })).toThrow('at once');
    expect(tf.memory().numTensors).toBe(before);
  });

  it('refuses pages with non-finite features', () => {
    const page = { ...train.pages[0], features: train.pages[0].features.slice() };
    page.features[5] = NaN;
    expect(() => trainModel({ ...options, train: { ...train, pages: [page] } })).toThrow(/page 1: features hold NaN/);
  });

  it('refuses datasets whose feature names differ', () => {
    const renamed = { ...validation, featureNames: validation.featureNames.map((n) => `${n}x`) };
    expect(() => trainModel({ ...options, validation: renamed })).toThrow(/different feature names/);
  });
});

describe('trainEnsemble', () => {
  const small = { ...options, steps: 6, evalEvery: 3, scoreTrain: false };

  it('trains member k exactly as a single model from seed + k', () => {
    const members = trainEnsemble(small, 2);
    expect(members).toHaveLength(2);
    const seed3 = trainModel(small);
    const seed4 = trainModel({ ...small, seed: 4 });
    expect(members[0].unary.parameters()).toEqual(seed3.unary.parameters());
    expect(members[1].unary.parameters()).toEqual(seed4.unary.parameters());
    expect(members[1].pairwise.parameters()).toEqual(seed4.pairwise.parameters());
    expect(members[1].log).toEqual(seed4.log);
    for (const m of [...members, seed3, seed4]) {
      m.unary.dispose();
      m.pairwise.dispose();
    }
  });

  it('reports progress per member and refuses a member count below 1', () => {
    const seen = new Set<string>();
    const members = trainEnsemble({ ...small, steps: 1, onProgress: ({ member, net }) => seen.add(`${member}/${net}`) }, 2);
    expect([...seen]).toEqual(['0/unary', '0/pairwise', '1/unary', '1/pairwise']);
    for (const m of members) {
      m.unary.dispose();
      m.pairwise.dispose();
    }
    expect(() => trainEnsemble(small, 0)).toThrow(/members must be a whole number ≥ 1/);
  });

  it('saves all members; the loaded model predicts from their averaged probabilities', () => {
    const members = trainEnsemble(small, 3);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'w2t-ensemble-'));
    try {
      const { manifest, summary } = saveTrainedModel(dir, members, { ...small, split: 'synthetic', backend: 'wasm' });
      expect(manifest.members.map((m) => m.seed)).toEqual([3, 4, 5]);
      expect(summary.members.map((m) => m.unary.validationF1)).toEqual(members.map((m) => m.best.unary.score));
      const loaded = loadModel(dir, { blockFeatureNames: train.featureNames, edgeFeatureNames: train.edgeFeatureNames });
      expect(loaded.members).toHaveLength(3);
      const page = validation.pages[2];
      const expected = predictPage(averagedNets(members), page.features, page.n, page.edges);
      expect(predictPage(loaded, page.features, page.n, page.edges)).toEqual(expected);
      const log = JSON.parse(fs.readFileSync(path.join(dir, TRAIN_LOG_FILE), 'utf8'));
      expect(log.log.map((l: { seed: number }) => l.seed)).toEqual([3, 4, 5]);
      expect(log.log[2].pairwise).toEqual(members[2].log.pairwise);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      for (const m of members) {
        m.unary.dispose();
        m.pairwise.dispose();
      }
    }
  });
});
