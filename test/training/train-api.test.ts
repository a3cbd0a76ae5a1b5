import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { InputError } from '../../src/errors';
import { extractWith } from '../../src/inference/extract';
import { loadLearnedExtractor } from '../../src/inference/learned';
import { loadModel } from '../../src/model/store';
import { LAMBDA_GRID } from '../../src/training/lambda';
import { buildDataset, saveDataset } from '../../src/training/dataset';
import { train, type TrainEvent, type TrainRunOptions } from '../../src/training/run';
import { runCli } from '../support/run-cli';
import { CLEANEVAL_DIR } from '../support/shared-data';

// Three cleaneval_train pages and one cleaneval_validation page of the real data (docs/methods/web2text.md §7).
const DATA_DIR = CLEANEVAL_DIR;

/** A train() run on the saved dataset of the CleanEval split's pages, on wasm, with its events. */
async function run(options: Partial<TrainRunOptions> & { out: string; dataset: string }): Promise<{ summary: Awaited<ReturnType<typeof train>>; events: TrainEvent[] }> {
  const events: TrainEvent[] = [];
  const summary = await train({ split: 'cleaneval', dataDir: DATA_DIR, backend: 'wasm', onEvent: (e) => events.push(e), ...options });
  return { summary, events };
}

describe('train()', () => {
  let tmp: string;
  let datasetFile: string;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'w2t-train-cli-'));
    datasetFile = path.join(tmp, 'pages.w2tdata');
    saveDataset(datasetFile, buildDataset({ ids: [1, 2, 3, 59], dataDir: DATA_DIR }));
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('trains from a saved dataset, writes the model dir and train-log.json, returns the summary', async () => {
    const out = path.join(tmp, 'model');
    const { summary, events } = await run({ dataset: datasetFile, out, steps: 3 });
    expect(events.find((e) => e.type === 'pages')).toEqual({ type: 'pages', train: 3, validation: 1, skipped: [], missing: { train: expect.any(Array), validation: expect.any(Array) }, skippedWhenBuilt: { train: [], validation: [] } });
    expect(events.filter((e) => e.type === 'step')).toHaveLength(2 * 4);
    expect(summary).toMatchObject({ split: 'cleaneval', backend: 'wasm', steps: 3, trainPages: 3, validationPages: 1 });
    const model = loadModel(out);
    expect(model.manifest.training.trainPages).toBe(3);
    expect(model.manifest.training.weightAverage).toBe(0.99);
    expect(model.manifest.blockFeatureNames).toHaveLength(128);
    const log = JSON.parse(fs.readFileSync(path.join(out, 'train-log.json'), 'utf8'));
    expect(log.log[0].unary.map((e: { step: number }) => e.step)).toEqual([0, 3]);
    expect(model.members).toHaveLength(1);
  });

  it('ensemble k trains k members from seeds seed … seed + k − 1 into one model dir', async () => {
    const out = path.join(tmp, 'ensemble');
    const { summary } = await run({ dataset: datasetFile, out, steps: 2, seed: 5, ensemble: 2 });
    expect(summary.members.map((m: { seed: number }) => m.seed)).toEqual([5, 6]);
    const model = loadModel(out);
    expect(model.manifest.members.map((m) => m.seed)).toEqual([5, 6]);
    expect(model.manifest.training.seed).toBe(5);
    expect(model.members[0].unary.parameters()).not.toEqual(model.members[1].unary.parameters());
  });

  it('tuneLambda stores the λ chosen on the validation page; loading the model uses it unless a λ is given', async () => {
    const out = path.join(tmp, 'tuned');
    const { summary } = await run({ dataset: datasetFile, out, steps: 2, tuneLambda: true });
    const { decoding } = loadModel(out).manifest;
    expect(LAMBDA_GRID).toContain(decoding!.lambda);
    expect(summary.lambda!.lambda).toBe(decoding!.lambda);
    expect(summary.lambda!.scores).toHaveLength(LAMBDA_GRID.length);
    expect(Math.max(...summary.lambda!.scores.map((s) => s.f1))).toBe(decoding!.validationF1);
    expect((await loadLearnedExtractor({ model: out, backend: 'wasm' })).info.lambda).toBe(decoding!.lambda);
    expect((await loadLearnedExtractor({ model: out, backend: 'wasm', lambda: 0.05 })).info.lambda).toBe(0.05);
    // Without --tune-lambda nothing is stored and λ stays the reference's 1.
    expect(loadModel(path.join(tmp, 'model')).manifest.decoding).toBeUndefined();
    expect((await loadLearnedExtractor({ model: path.join(tmp, 'model'), backend: 'wasm' })).info.lambda).toBe(1);
  });

  it('contentFloor and dropRepeatedText are stored in the manifest; the weights are those of the same run without them', async () => {
    const plainOut = path.join(tmp, 'unfloored');
    const flooredOut = path.join(tmp, 'floored');
    await run({ dataset: datasetFile, out: plainOut, steps: 2 });
    await run({ dataset: datasetFile, out: flooredOut, steps: 2, contentFloor: true, dropRepeatedText: true });
    const plain = loadModel(plainOut);
    const floored = loadModel(flooredOut);
    expect(floored.manifest.contentFloor).toBe(true);
    expect(floored.manifest.dropRepeatedText).toBe(true);
    expect(plain.manifest.contentFloor).toBeUndefined();
    expect(plain.manifest.dropRepeatedText).toBeUndefined();
    expect(floored.members[0].unary.parameters()).toEqual(plain.members[0].unary.parameters());
  });

  it('hiddenWidths narrows the unary and context nets (the pairwise net keeps the paper\'s); the model loads and extracts', async () => {
    const out = path.join(tmp, 'narrow');
    await run({ dataset: datasetFile, out, steps: 2, contextFolds: 2, hiddenWidths: { unary: [8, 8, 4, 3], context: [5, 5, 5, 2] } });
    const [member] = loadModel(out).manifest.members;
    expect(member.unary.architecture.widths).toEqual([8, 8, 4, 3, 2]);
    expect(member.context!.architecture.widths).toEqual([5, 5, 5, 2, 2]);
    expect(member.pairwise.architecture.widths).toEqual([50, 50, 50, 10, 4]);
    const extractor = await loadLearnedExtractor({ model: out, backend: 'wasm' });
    const result = extractWith(extractor, fs.readFileSync(path.join(DATA_DIR, 'orig', '59.html')), { cleaneval: true });
    expect(result.method).toBe('web2text');
    expect(result.blocks.length).toBeGreaterThan(10);
  });

  it('weightAverage 0 keeps the raw weights (a different model from the same seed) and records the decay', async () => {
    const out = path.join(tmp, 'raw');
    await run({ dataset: datasetFile, out, steps: 3, weightAverage: 0 });
    const raw = loadModel(out);
    expect(raw.manifest.training.weightAverage).toBe(0);
    expect(raw.members[0].unary.parameters()).not.toEqual(loadModel(path.join(tmp, 'model')).members[0].unary.parameters());
  });

  it('refuses a dataset file of another feature set than the one asked for, and writes nothing', async () => {
    const out = path.join(tmp, 'other-set');
    await expect(run({ dataset: datasetFile, out, featureSet: 'web2text+heuristics' })).rejects.toThrow(InputError);
    expect(fs.existsSync(out)).toBe(false);
  });

  it('web2text train rejects a bad split, step count or weight-average decay with one line and exit code 2', () => {
    const out = path.join(tmp, 'bad');
    for (const [args, message] of [
      [['--split', 'nope'], /--split must be cleaneval or web2text/],
      [['--steps', '-1'], /--steps must be a whole number/],
      [['--ensemble', '0'], /--ensemble must be a whole number ≥ 1/],
      [['--weight-average', '1'], /--weight-average must be a number in \[0, 1\)/],
      [['--unary-widths', '32,32,32'], /--unary-widths must be 4 whole numbers ≥ 1/],
      [['--unary-widths', '32,0,32,10'], /--unary-widths must be 4 whole numbers ≥ 1/],
      [['--context-widths', '20,20,20,10'], /--context-widths needs --context-folds/],
    ] as const) {
      const r = runCli(['train', '--out', out, ...args]);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(fs.existsSync(out)).toBe(false);
  });
});
