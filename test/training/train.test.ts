import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { initBackend } from '../../src/model/backend';
import { predictPage } from '../../src/model/predict';
import { loadModel } from '../../src/model/store';
import { saveTrainedModel, TRAIN_LOG_FILE } from '../../src/training/save';
import { TrainedModel, trainModel } from '../../src/training/train';
import { syntheticDataset } from './synthetic';

const train = syntheticDataset('train', Array.from({ length: 12 }, (_, i) => 20 + 5 * i));
const validation = syntheticDataset('validation', [40, 60, 80]);
const options = { train, validation, steps: 80, seed: 3, batchSize: 32, evalEvery: 20 };

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
    // The kept unary weights reproduce the logged best F1 when scored again.
    const page = validation.pages[0];
    const p = predictPage(trained, page.features, page.n, page.edges, { lambda: 0 });
    expect(p.labels).toEqual(p.unaryLabels);
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
      const { summary } = saveTrainedModel(dir, trained, { ...options, split: 'synthetic', backend: 'wasm' });
      expect(summary.unary.validationF1).toBe(trained.best.unary.score);
      const loaded = loadModel(dir, { blockFeatureNames: train.featureNames, edgeFeatureNames: train.edgeFeatureNames });
      expect(loaded.manifest.training).toMatchObject({ split: 'synthetic', seed: 3, steps: 80, trainPages: 12 });
      const page = validation.pages[1];
      expect(predictPage(loaded, page.features, page.n, page.edges)).toEqual(predictPage(trained, page.features, page.n, page.edges));
      const log = JSON.parse(fs.readFileSync(path.join(dir, TRAIN_LOG_FILE), 'utf8'));
      expect(log.log.unary).toHaveLength(5);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses datasets whose feature names differ', () => {
    const renamed = { ...validation, featureNames: validation.featureNames.map((n) => `${n}x`) };
    expect(() => trainModel({ ...options, validation: renamed })).toThrow(/different feature names/);
  });
});
