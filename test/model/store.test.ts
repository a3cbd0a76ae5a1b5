import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import seedrandom from 'seedrandom';
import { initBackend } from '../../src/model/backend';
import { ConvNet, pairwiseArchitecture, unaryArchitecture } from '../../src/model/nets';
import { predictPage } from '../../src/model/predict';
import { ModelInfo, ModelStoreError, loadModel, saveModel } from '../../src/model/store';

const F = 6;
const E = 3;
const blockNames = Array.from({ length: F }, (_, i) => `block_${i}`);
const edgeNames = Array.from({ length: E }, (_, i) => `edge_${i}`);

const info: ModelInfo = {
  featureSet: 'test',
  featureVersion: 't1',
  blockFeatureNames: blockNames,
  edgeFeatureNames: edgeNames,
  unary: { bestStep: 3, validationScore: 0.5 },
  pairwise: { bestStep: 4, validationScore: 0.6 },
  training: { split: 'synthetic', seed: 7, steps: 10, backend: 'wasm', trainPages: 2, validationPages: 1 },
};

function randomPage(n: number): { blocks: Float32Array; edges: Float32Array } {
  const rng = seedrandom(`page-${n}`);
  return {
    blocks: Float32Array.from({ length: n * F }, () => rng() * 4 - 2),
    edges: Float32Array.from({ length: (n - 1) * E }, () => rng() * 4 - 2),
  };
}

let tmp: string;
let modelDir: string;
let nets: { unary: ConvNet; pairwise: ConvNet };

beforeAll(async () => {
  await initBackend('wasm');
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'w2t-store-'));
  modelDir = path.join(tmp, 'model');
  nets = { unary: ConvNet.initialise(unaryArchitecture(F), 1), pairwise: ConvNet.initialise(pairwiseArchitecture(E), 2) };
  // Non-zero biases, so the round trip proves they are stored (unlike the reference checkpoints).
  for (const net of [nets.unary, nets.pairwise]) {
    const p = net.parameters();
    p.biases.forEach((b) => b.fill(0.3));
    net.assign(p);
  }
  saveModel(modelDir, nets, info);
});

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A copy of the saved model dir with one file changed by `edit`. */
function brokenCopy(name: string, edit: (dir: string) => void): string {
  const dir = path.join(tmp, name);
  fs.cpSync(modelDir, dir, { recursive: true });
  edit(dir);
  return dir;
}

function editManifest(dir: string, change: (m: any) => void): void {
  const file = path.join(dir, 'manifest.json');
  const m = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(m);
  fs.writeFileSync(file, JSON.stringify(m));
}

describe('model store', () => {
  it('round-trips: same parameters and same predictions after save/load', () => {
    const loaded = loadModel(modelDir, { blockFeatureNames: blockNames, edgeFeatureNames: edgeNames });
    expect(loaded.unary.parameters()).toEqual(nets.unary.parameters());
    expect(loaded.pairwise.parameters()).toEqual(nets.pairwise.parameters());
    expect(loaded.unary.parameters().biases[0][0]).toBeCloseTo(0.3);
    const page = randomPage(40);
    const before = predictPage(nets, page.blocks, 40, page.edges);
    const after = predictPage(loaded, page.blocks, 40, page.edges);
    expect(after).toEqual(before);
    expect(loaded.manifest.training.seed).toBe(7);
    expect(loaded.manifest.unary.bestStep).toBe(3);
  });

  it('writes weights.bin as raw float32: 4 bytes per parameter of both nets', () => {
    const count = (net: ConvNet) => net.parameters().weights.concat(net.parameters().biases).reduce((s, a) => s + a.length, 0);
    expect(fs.statSync(path.join(modelDir, 'weights.bin')).size).toBe(4 * (count(nets.unary) + count(nets.pairwise)));
  });

  it.each<[string, (dir: string) => void, RegExp]>([
    ['missing-weights', (d) => fs.rmSync(path.join(d, 'weights.bin')), /weights\.bin: not found/],
    ['missing-manifest', (d) => fs.rmSync(path.join(d, 'manifest.json')), /manifest\.json: not found/],
    ['truncated', (d) => fs.truncateSync(path.join(d, 'weights.bin'), 100), /weights\.bin: has 100 bytes/],
    ['corrupt-json', (d) => fs.writeFileSync(path.join(d, 'manifest.json'), '{"formatVersion": 1,'), /manifest\.json: not valid JSON/],
    ['wrong-version', (d) => editManifest(d, (m) => (m.formatVersion = 99)), /manifest\.json: invalid manifest at "formatVersion"/],
    ['missing-field', (d) => editManifest(d, (m) => delete m.unary.architecture), /manifest\.json: invalid manifest at "unary.architecture"/],
    ['wrong-shape', (d) => editManifest(d, (m) => (m.unary.tensors[2].shape = [1, 50, 49])), /manifest\.json: tensor #2 of unary/],
    ['wrong-outputs', (d) => editManifest(d, (m) => (m.pairwise.architecture.widths[4] = 3)), /manifest\.json: pairwise: 3 outputs, Viterbi needs 4/],
    ['names-vs-input', (d) => editManifest(d, (m) => m.blockFeatureNames.push('extra')), /manifest\.json: unary: input size 6 but 7 feature names/],
  ])('refuses a broken model dir (%s) with an error naming the file', (name, edit, message) => {
    const dir = brokenCopy(name, edit);
    const attempt = () => loadModel(dir);
    expect(attempt).toThrow(ModelStoreError);
    expect(attempt).toThrow(message);
    expect(attempt).toThrow(dir);
  });

  it('refuses a missing directory', () => {
    const dir = path.join(tmp, 'does-not-exist');
    expect(() => loadModel(dir)).toThrow(`${dir}: model directory not found`);
  });

  it('refuses a model trained on other feature names, naming the first difference', () => {
    const other = [...blockNames];
    other[2] = 'renamed';
    expect(() => loadModel(modelDir, { blockFeatureNames: other })).toThrow(/first difference at #2: model has "block_2", expected "renamed"/);
    expect(() => loadModel(modelDir, { edgeFeatureNames: edgeNames.slice(0, 2) })).toThrow(/3 edge features .* but 2 are given/);
    expect(() => loadModel(modelDir, { featureVersion: 't2' })).toThrow(/manifest\.json: model was trained on feature version "t1", this code computes "t2"/);
    expect(loadModel(modelDir, { featureVersion: 't1' }).manifest.featureVersion).toBe('t1');
  });
});

describe('predictPage', () => {
  it('returns Viterbi labels, unary argmax and p(content) for a page', () => {
    const page = randomPage(25);
    const p = predictPage(nets, page.blocks, 25, page.edges);
    expect(p.labels).toHaveLength(25);
    expect(p.pContent).toHaveLength(25);
    p.pContent.forEach((pc, i) => expect(p.unaryLabels[i]).toBe(pc > 0.5 ? 1 : 0));
    // λ = 0 leaves only the unary terms, so Viterbi reduces to the unary argmax.
    expect(predictPage(nets, page.blocks, 25, page.edges, { lambda: 0 }).labels).toEqual(p.unaryLabels);
  });

  it('handles pages of 0 and 1 blocks', () => {
    expect(predictPage(nets, new Float32Array(0), 0, new Float32Array(0)).labels).toHaveLength(0);
    const one = predictPage(nets, randomPage(2).blocks.slice(0, F), 1, new Float32Array(0));
    expect(one.labels).toEqual(one.unaryLabels);
  });
});
