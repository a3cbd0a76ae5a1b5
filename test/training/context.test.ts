import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import seedrandom from 'seedrandom';
import { ANCESTOR_LEVELS } from '../../src/features/block-ancestry';
import { initBackend } from '../../src/model/backend';
import { averagedNets, potentialNets } from '../../src/model/ensemble';
import { predictPage } from '../../src/model/predict';
import { loadModel } from '../../src/model/store';
import { stageInputNames, stageInputs } from '../../src/model/page-stage';
import { foldOf } from '../../src/training/context';
import { saveTrainedModel } from '../../src/training/save';
import { trainModel, type TrainedModel } from '../../src/training/train';
import type { Dataset, DatasetPage } from '../../src/training/types';

const F = 4;
const CONTAINER = 6;

/**
 * Pages whose blocks belong to containers that share one label (a listing's cards, a thread's posts), the
 * containers' blocks interleaved so that a block's neighbours say nothing of its label; each block's own evidence
 * is weak (its label + strong noise), so a block net errs on single blocks while a container's mean is clear: what
 * the context stage pools.
 */
function containerPage(id: number, containers: number, rng: seedrandom.PRNG): DatasetPage {
  const n = containers * CONTAINER;
  const labels = new Uint8Array(n);
  const features = new Float32Array(n * F);
  const ancestors = new Int32Array(n * ANCESTOR_LEVELS).fill(-1);
  for (let c = 0; c < containers; c++) {
    const label = rng() < 0.5 ? 1 : 0;
    for (let k = 0; k < CONTAINER; k++) {
      const b = k * containers + c;
      labels[b] = label;
      features[b * F] = (label ? 1 : -1) + 1.6 * (rng() * 2 - 1) * 1.7;
      for (let f = 1; f < F; f++) features[b * F + f] = rng() * 2 - 1;
      ancestors[b * ANCESTOR_LEVELS] = c;
      ancestors[b * ANCESTOR_LEVELS + 1] = containers;
    }
  }
  return {
    id: String(id), corpus: 'wcxb', site: `site-${id}`, n, features, labels, ancestors,
    edges: new Float32Array((n - 1) * 2).map(() => rng() * 2 - 1),
    words: new Float32Array(n).fill(10),
    selectors: Int32Array.from({ length: n }, (_, b) => b % 2),
  };
}

function dataset(seed: string, pages: number): Dataset {
  const rng = seedrandom(seed);
  return {
    featureSet: 'synthetic', featureVersion: 's1',
    featureNames: Array.from({ length: F }, (_, i) => `f${i}`), edgeFeatureNames: ['e0', 'e1'],
    pages: Array.from({ length: pages }, (_, i) => containerPage(i + 1, 10, rng)),
  };
}

const train = dataset('train', 24);
const validation = dataset('validation', 6);
let trained: TrainedModel;

beforeAll(async () => {
  await initBackend('wasm');
  trained = trainModel({ train, validation, steps: 300, evalEvery: 50, batchSize: 32, seed: 1, weightAverage: 0.9, contextFolds: 2, scoreTrain: false });
});

describe('the context stage', () => {
  it('pools probabilities over containers: word-weighted means per level, the block and the page', () => {
    const probabilities = Float32Array.from([0, 1, 1, 0, 0.5, 0.5]);
    const columns = stageInputs('containers', probabilities, 2, { words: [3, 1, 0], ancestors: Int32Array.from([0, -1, 0, -1, 1, -1]) }, 2);
    expect(columns).toHaveLength(3 * stageInputNames('containers', 2, 2).length);
    // Blocks 0 and 1 share container 0: (1·4 + 0·2) / 6; block 2 alone in container 1.
    expect(Array.from(columns.subarray(0, 6)).map((v) => +v.toFixed(4))).toEqual([0.6667, 1, 0.6667, 1, 1, 0.6429]);
    expect(columns[12]).toBeCloseTo(0.5, 5);
    expect(columns[13]).toBeCloseTo(0, 5);
    // The page's mean: (1·4 + 0·2 + 0.5·1) / 7.
    expect(columns[17]).toBeCloseTo(4.5 / 7, 5);
  });

  it('puts every page of a site in one fold', () => {
    const a = { ...train.pages[0], site: 'example.org' };
    const b = { ...train.pages[1], site: 'example.org' };
    expect(foldOf(a, 4)).toBe(foldOf(b, 4));
    expect(new Set(train.pages.map((page) => foldOf(page, 2)))).toEqual(new Set([0, 1]));
  });

  it('scores better on validation than the block net alone where containers share a label', () => {
    expect(trained.context).toBeDefined();
    expect(trained.best.context!.score).toBeGreaterThan(trained.best.unary.score + 0.05);
  });

  it('is saved and loaded with the model, and decodes with the pages\' containers', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'w2t-context-'));
    const stage = { kind: 'page' as const, levels: ANCESTOR_LEVELS };
    saveTrainedModel(dir, [trained], { train, validation, split: 'synthetic', seed: 1, steps: 300, weightAverage: 0.9, backend: 'wasm', contextFolds: 2, contextStage: stage });
    const loaded = loadModel(dir);
    expect(loaded.manifest.contextStage).toMatchObject({ kind: 'page', levels: ANCESTOR_LEVELS, folds: 2 });
    const inMemory = averagedNets([potentialNets(trained, stage)]);
    for (const page of validation.pages) {
      const expected = predictPage(inMemory, page.features, page.n, page.edges, {}, { words: page.words!, ancestors: page.ancestors!, selectors: page.selectors! });
      const got = predictPage(loaded, page.features, page.n, page.edges, {}, { words: page.words!, ancestors: page.ancestors!, selectors: page.selectors! });
      expect(Array.from(got.pContent)).toEqual(Array.from(expected.pContent));
    }
    expect(() => predictPage(loaded, validation.pages[0].features, validation.pages[0].n, validation.pages[0].edges)).toThrow(/containers/);
  });
});
