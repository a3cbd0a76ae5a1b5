import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import seedrandom from 'seedrandom';
import { initBackend } from '../../src/model/backend';
import { MeanProbabilityNet } from '../../src/model/ensemble';
import { ConvNet, pairwiseArchitecture, unaryArchitecture } from '../../src/model/nets';
import { predictPage } from '../../src/model/predict';
import { ModelStoreError } from '../../src/errors';
import { ModelInfo, loadModel, saveModel, type Web2TextNets } from '../../src/model/store';
import { viterbi } from '../../src/model/viterbi';

const F = 6;
const E = 3;
const blockNames = Array.from({ length: F }, (_, i) => `block_${i}`);
const edgeNames = Array.from({ length: E }, (_, i) => `edge_${i}`);

const info: ModelInfo = {
  featureSet: 'test',
  featureVersion: 't1',
  blockFeatureNames: blockNames,
  edgeFeatureNames: edgeNames,
  members: [{ seed: 7, unary: { bestStep: 3, validationScore: 0.5 }, pairwise: { bestStep: 4, validationScore: 0.6 } }],
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
  saveModel(modelDir, [nets], info);
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
    expect(loaded.members).toHaveLength(1);
    expect(loaded.members[0].unary.parameters()).toEqual(nets.unary.parameters());
    expect(loaded.members[0].pairwise.parameters()).toEqual(nets.pairwise.parameters());
    expect(loaded.members[0].unary.parameters().biases[0][0]).toBeCloseTo(0.3);
    const page = randomPage(40);
    const before = predictPage(nets, page.blocks, 40, page.edges);
    const after = predictPage(loaded, page.blocks, 40, page.edges);
    expect(after).toEqual(before);
    expect(loaded.manifest.training.seed).toBe(7);
    expect(loaded.manifest.formatVersion).toBe(3);
    expect(loaded.manifest.members[0]).toMatchObject({ seed: 7, unary: { bestStep: 3 }, pairwise: { bestStep: 4 } });
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
    ['missing-field', (d) => editManifest(d, (m) => delete m.members[0].unary.architecture), /manifest\.json: invalid manifest at "members.0.unary.architecture"/],
    ['no-members', (d) => editManifest(d, (m) => (m.members = [])), /manifest\.json: invalid manifest at "members"/],
    ['wrong-shape', (d) => editManifest(d, (m) => (m.members[0].unary.tensors[2].shape = [1, 50, 49])), /manifest\.json: tensor #2 of unary/],
    ['wrong-outputs', (d) => editManifest(d, (m) => (m.members[0].pairwise.architecture.widths[4] = 3)), /manifest\.json: pairwise: 3 outputs, decoding needs 4/],
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

  it('refuses a file given as the model, saying it is a file and what a model is', () => {
    const page = path.join(tmp, 'page.html');
    fs.writeFileSync(page, '<html><body><p>A page, not a model.</p></body></html>');
    expect(() => loadModel(page)).toThrow(`${page}: a file, not a model folder (the folder that holds manifest.json and weights.bin)`);
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

/** Member k: nets from seeds 10k+1 and 10k+2, with non-zero biases. */
function memberNets(k: number): Web2TextNets {
  const member = { unary: ConvNet.initialise(unaryArchitecture(F), 10 * k + 1), pairwise: ConvNet.initialise(pairwiseArchitecture(E), 10 * k + 2) };
  for (const net of [member.unary, member.pairwise]) {
    const p = net.parameters();
    p.biases.forEach((b) => b.fill(0.1 * k));
    net.assign(p);
  }
  return member;
}

describe('model store: ensembles', () => {
  const K = 3;
  let members: Web2TextNets[];
  let ensembleDir: string;
  const ensembleInfo = (): ModelInfo => ({
    ...info,
    members: Array.from({ length: K }, (_, k) => ({
      seed: 7 + k,
      unary: { bestStep: 100 * k, validationScore: 0.5 },
      pairwise: { bestStep: 100 * k + 1, validationScore: 0.6 },
    })),
  });

  beforeAll(() => {
    members = Array.from({ length: K }, (_, k) => memberNets(k));
    ensembleDir = path.join(tmp, 'ensemble');
    saveModel(ensembleDir, members, ensembleInfo());
  });

  it('stores every member: same parameters back, weights.bin = the members one after another', () => {
    const loaded = loadModel(ensembleDir, { blockFeatureNames: blockNames, edgeFeatureNames: edgeNames });
    expect(loaded.members).toHaveLength(K);
    loaded.members.forEach((m, k) => {
      expect(m.unary.parameters()).toEqual(members[k].unary.parameters());
      expect(m.pairwise.parameters()).toEqual(members[k].pairwise.parameters());
    });
    expect(loaded.manifest.members.map((m) => [m.seed, m.unary.bestStep, m.pairwise.bestStep])).toEqual([
      [7, 0, 1],
      [8, 100, 101],
      [9, 200, 201],
    ]);
    const single = fs.statSync(path.join(modelDir, 'weights.bin')).size;
    expect(fs.statSync(path.join(ensembleDir, 'weights.bin')).size).toBe(K * single);
    expect(loaded.manifest.members[1].unary.tensors[0].offset).toBe(single);
  });

  it('predicts from the mean of the members\' probabilities, then Viterbi on the means', () => {
    const loaded = loadModel(ensembleDir);
    const n = 30;
    const page = randomPage(n);
    const unaryByMember = members.map((m) => m.unary.probabilities(page.blocks, n));
    const edgesByMember = members.map((m) => m.pairwise.probabilities(page.edges, n - 1));
    const mean = (arrays: Float32Array[]) => Float32Array.from(arrays[0], (_, i) => arrays.reduce((s, a) => s + a[i], 0) / arrays.length);
    const unary = mean(unaryByMember);
    const edges = mean(edgesByMember);
    // The members really disagree somewhere, so the mean is not any one member's output.
    expect(unaryByMember[0]).not.toEqual(unaryByMember[1]);
    const got = predictPage(loaded, page.blocks, n, page.edges);
    got.pContent.forEach((p, i) => expect(p).toBeCloseTo(unary[2 * i + 1], 6));
    expect(got.labels).toEqual(viterbi(unary, edges, n));
    got.unaryLabels.forEach((y, i) => expect(y).toBe(unary[2 * i + 1] > unary[2 * i] ? 1 : 0));
  });

  it('names the member of a broken net and refuses a member count that does not match', () => {
    const dir = path.join(tmp, 'ensemble-gap');
    fs.cpSync(ensembleDir, dir, { recursive: true });
    editManifest(dir, (m) => (m.members[2].unary.tensors[0].offset += 4));
    expect(() => loadModel(dir)).toThrow(/tensor #0 of member 2 unary .* @\d+, expected unary\/layer_1\/weights/);
    expect(() => saveModel(path.join(tmp, 'mismatch'), members.slice(0, 2), ensembleInfo())).toThrow(/2 members but 3 member descriptions/);
  });

  it('reads a format-1 manifest (one net pair at the top level) as a one-member model', () => {
    const dir = brokenCopy('format-1', (d) =>
      editManifest(d, (m) => {
        const [{ unary, pairwise }] = m.members;
        delete m.members;
        Object.assign(m, { formatVersion: 1, unary, pairwise });
      }),
    );
    const raw = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    expect(raw.members).toBeUndefined();
    const loaded = loadModel(dir);
    expect(loaded.manifest.formatVersion).toBe(3);
    expect(loaded.manifest.members).toHaveLength(1);
    expect(loaded.manifest.members[0]).toMatchObject({ seed: 7, unary: { bestStep: 3 }, pairwise: { bestStep: 4 } });
    const page = randomPage(20);
    expect(predictPage(loaded, page.blocks, 20, page.edges)).toEqual(predictPage(nets, page.blocks, 20, page.edges));
  });
});

describe('MeanProbabilityNet', () => {
  it('averages rows that stay probability distributions, and refuses members of other shapes', () => {
    const a = memberNets(1).pairwise;
    const b = memberNets(2).pairwise;
    const mean = new MeanProbabilityNet([a, b]);
    const page = randomPage(12);
    const p = mean.probabilities(page.edges, 11);
    const pa = a.probabilities(page.edges, 11);
    const pb = b.probabilities(page.edges, 11);
    p.forEach((v, i) => expect(v).toBeCloseTo((pa[i] + pb[i]) / 2, 6));
    for (let row = 0; row < 11; row++) expect(p[4 * row] + p[4 * row + 1] + p[4 * row + 2] + p[4 * row + 3]).toBeCloseTo(1, 5);
    expect(mean.probabilities(new Float32Array(0), 0)).toHaveLength(0);
    expect(() => new MeanProbabilityNet([a, memberNets(1).unary])).toThrow(/differ in input size or outputs/);
    expect(() => new MeanProbabilityNet([])).toThrow(/no members/);
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
