import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Command } from 'commander';
import { register } from '../../src/cli/commands/train';
import { InputError } from '../../src/errors';
import { loadWeb2Text } from '../../src/inference/methods';
import { loadModel } from '../../src/model/store';
import { LAMBDA_GRID } from '../../src/training/lambda';
import { buildDataset, saveDataset } from '../../src/training/dataset';

// Three cleaneval_train pages and one cleaneval_validation page of the real data (spec §7).
const DATA_DIR = path.resolve(__dirname, '../../../shared/cleaneval');
const hasData = fs.existsSync(path.join(DATA_DIR, 'splits.json'));

async function run(args: string[]): Promise<string> {
  const program = new Command('web2text').exitOverride();
  register(program);
  let stdout = '';
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  const errWrite = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    await program.parseAsync(['node', 'web2text', 'train', ...args]);
  } finally {
    write.mockRestore();
    errWrite.mockRestore();
  }
  return stdout;
}

(hasData ? describe : describe.skip)('web2text train', () => {
  let tmp: string;
  let datasetFile: string;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'w2t-train-cli-'));
    datasetFile = path.join(tmp, 'pages.w2tdata');
    saveDataset(datasetFile, buildDataset({ ids: [1, 2, 3, 59], dataDir: DATA_DIR }));
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('trains from a saved dataset, writes the model dir and train-log.json, prints the summary as JSON', async () => {
    const out = path.join(tmp, 'model');
    const stdout = await run(['--split', 'cleaneval', '--data', DATA_DIR, '--dataset', datasetFile, '--out', out, '--steps', '3', '--backend', 'wasm']);
    const summary = JSON.parse(stdout);
    expect(summary).toMatchObject({ split: 'cleaneval', backend: 'wasm', steps: 3, trainPages: 3, validationPages: 1 });
    const model = loadModel(out);
    expect(model.manifest.training.trainPages).toBe(3);
    expect(model.manifest.training.weightAverage).toBe(0.99);
    expect(model.manifest.blockFeatureNames).toHaveLength(128);
    const log = JSON.parse(fs.readFileSync(path.join(out, 'train-log.json'), 'utf8'));
    expect(log.log[0].unary.map((e: { step: number }) => e.step)).toEqual([0, 3]);
    expect(model.members).toHaveLength(1);
  });

  it('--ensemble k trains k members from seeds seed … seed + k − 1 into one model dir', async () => {
    const out = path.join(tmp, 'ensemble');
    const stdout = await run(['--split', 'cleaneval', '--data', DATA_DIR, '--dataset', datasetFile, '--out', out, '--steps', '2', '--seed', '5', '--ensemble', '2', '--backend', 'wasm']);
    expect(JSON.parse(stdout).members.map((m: { seed: number }) => m.seed)).toEqual([5, 6]);
    const model = loadModel(out);
    expect(model.manifest.members.map((m) => m.seed)).toEqual([5, 6]);
    expect(model.manifest.training.seed).toBe(5);
    expect(model.members[0].unary.parameters()).not.toEqual(model.members[1].unary.parameters());
  });

  it('--tune-lambda stores the λ chosen on the validation page; loading the model uses it unless --lambda is given', async () => {
    const out = path.join(tmp, 'tuned');
    const summary = JSON.parse(
      await run(['--split', 'cleaneval', '--data', DATA_DIR, '--dataset', datasetFile, '--out', out, '--steps', '2', '--tune-lambda', '--backend', 'wasm']),
    );
    const { decoding } = loadModel(out).manifest;
    expect(LAMBDA_GRID).toContain(decoding!.lambda);
    expect(summary.lambda.lambda).toBe(decoding!.lambda);
    expect(summary.lambda.scores).toHaveLength(LAMBDA_GRID.length);
    expect(Math.max(...summary.lambda.scores.map((s: { f1: number }) => s.f1))).toBe(decoding!.validationF1);
    expect((await loadWeb2Text({ model: out, backend: 'wasm' })).lambda).toBe(decoding!.lambda);
    expect((await loadWeb2Text({ model: out, backend: 'wasm', lambda: 0.05 })).lambda).toBe(0.05);
    // Without --tune-lambda nothing is stored and λ stays the reference's 1.
    expect(loadModel(path.join(tmp, 'model')).manifest.decoding).toBeUndefined();
    expect((await loadWeb2Text({ model: path.join(tmp, 'model'), backend: 'wasm' })).lambda).toBe(1);
  });

  it('--weight-average 0 keeps the raw weights (a different model from the same seed) and records the decay', async () => {
    const out = path.join(tmp, 'raw');
    await run(['--split', 'cleaneval', '--data', DATA_DIR, '--dataset', datasetFile, '--out', out, '--steps', '3', '--weight-average', '0', '--backend', 'wasm']);
    const raw = loadModel(out);
    expect(raw.manifest.training.weightAverage).toBe(0);
    expect(raw.members[0].unary.parameters()).not.toEqual(loadModel(path.join(tmp, 'model')).members[0].unary.parameters());
  });

  it('rejects a bad split, step count or weight-average decay as a user error', async () => {
    const out = path.join(tmp, 'bad');
    await expect(run(['--split', 'nope', '--out', out])).rejects.toThrow(InputError);
    await expect(run(['--split', 'cleaneval', '--out', out, '--steps', '-1'])).rejects.toThrow(/--steps/);
    await expect(run(['--split', 'cleaneval', '--out', out, '--ensemble', '0'])).rejects.toThrow(/--ensemble must be a whole number ≥ 1/);
    await expect(run(['--split', 'cleaneval', '--out', out, '--weight-average', '1'])).rejects.toThrow(/--weight-average must be a number in \[0, 1\)/);
    expect(fs.existsSync(out)).toBe(false);
  });
});
