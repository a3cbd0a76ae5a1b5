// Saves and loads a model directory: manifest.json (zod-checked) + weights.bin (raw little-endian float32).
// A model holds one or more members (unary + pairwise net each, trained from different seeds); weights.bin
// lists them in order, and inference averages their probabilities. Format-1 manifests load as one member.
// Unlike the reference, whose checkpoints lose the biases so that published models run with zero biases
// (spec §9 "bias bug"), we store the learned biases and use them at inference.
import * as fs from 'fs';
import * as path from 'path';
import { ModelStoreError } from '../errors';
import { ConvNet, NetArchitecture, NetParameters, PAIRWISE_OUTPUTS, UNARY_OUTPUTS, kernelShapes } from './nets';
import { averagedNets, type PotentialNets } from './ensemble';
import {
  MANIFEST_FILE,
  MODEL_FORMAT_VERSION,
  MemberManifest,
  ModelManifest,
  NetManifest,
  TensorEntry,
  WEIGHTS_FILE,
  manifestSchema,
  manifestV1Schema,
  upgradeV1Manifest,
} from './manifest';

const FLOAT_BYTES = 4;
const NET_NAMES = ['unary', 'pairwise'] as const;
type NetName = (typeof NET_NAMES)[number];

export { ModelStoreError };

export interface Web2TextNets {
  unary: ConvNet;
  pairwise: ConvNet;
}

/** A loaded model: its members, and `unary`/`pairwise` giving their averaged probabilities. */
export interface Web2TextModel extends PotentialNets {
  members: Web2TextNets[];
  manifest: ModelManifest;
}

/** Training facts of one member: its seed and the kept step and validation score of each net. */
export interface MemberInfo {
  seed: number;
  unary: { bestStep: number; validationScore: number };
  pairwise: { bestStep: number; validationScore: number };
}

/** Everything in the manifest except the derived parts (architecture, tensor layout, format version). */
export interface ModelInfo {
  featureSet: string;
  featureVersion: string;
  blockFeatureNames: string[];
  edgeFeatureNames: string[];
  /** One entry per member, in the order of the nets given to saveModel. */
  members: MemberInfo[];
  training: ModelManifest['training'];
  decoding?: ModelManifest['decoding'];
  createdAt?: string;
}

/** What the caller's feature extractor produces; a model trained on other features is refused. */
export interface ExpectedFeatures {
  blockFeatureNames?: readonly string[];
  edgeFeatureNames?: readonly string[];
  /** FEATURE_VERSION of the caller's feature code: same names computed differently is a mismatch too. */
  featureVersion?: string;
}

/** Names and shapes of a net's tensors in weights.bin order (reference naming, spec §9). */
function tensorLayout(net: NetName, arch: NetArchitecture): { name: string; shape: number[] }[] {
  const shapes = kernelShapes(arch);
  return shapes.flatMap((shape, layer) => {
    const prefix = `${net}/${layer === shapes.length - 1 ? 'logits' : `layer_${layer + 1}`}`;
    return [
      { name: `${prefix}/weights`, shape },
      { name: `${prefix}/biases`, shape: [shape[2]] },
    ];
  });
}

function sizeOf(shape: readonly number[]): number {
  return shape.reduce((a, b) => a * b, 1);
}

/** Interleaves weights and biases per layer, matching tensorLayout(). */
function flattenParameters(p: NetParameters): Float32Array[] {
  return p.weights.flatMap((w, layer) => [w, p.biases[layer]]);
}

/** Writes the members' nets (one member = a single model) with `info.members[k]` describing member k. */
export function saveModel(dir: string, members: readonly Web2TextNets[], info: ModelInfo): ModelManifest {
  if (members.length === 0 || members.length !== info.members.length) {
    throw new Error(`saveModel: ${members.length} members but ${info.members.length} member descriptions`);
  }
  const arrays: Float32Array[] = [];
  let offset = 0;
  const describe = (nets: Web2TextNets, memberInfo: MemberInfo, net: NetName): NetManifest => {
    const convNet = nets[net];
    const values = flattenParameters(convNet.parameters());
    const tensors: TensorEntry[] = tensorLayout(net, convNet.architecture).map((entry, i) => {
      const placed = { ...entry, offset };
      offset += values[i].length * FLOAT_BYTES;
      arrays.push(values[i]);
      return placed;
    });
    return { architecture: convNet.architecture, tensors, ...memberInfo[net] };
  };
  const manifest: ModelManifest = {
    formatVersion: MODEL_FORMAT_VERSION,
    featureSet: info.featureSet,
    featureVersion: info.featureVersion,
    blockFeatureNames: info.blockFeatureNames,
    edgeFeatureNames: info.edgeFeatureNames,
    members: members.map((nets, k): MemberManifest => ({
      seed: info.members[k].seed,
      unary: describe(nets, info.members[k], 'unary'),
      pairwise: describe(nets, info.members[k], 'pairwise'),
    })),
    training: info.training,
    ...(info.decoding === undefined ? {} : { decoding: info.decoding }),
    createdAt: info.createdAt ?? new Date().toISOString(),
  };
  const bytes = Buffer.alloc(offset);
  let at = 0;
  for (const array of arrays) for (const v of array) at = bytes.writeFloatLE(v, at);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, WEIGHTS_FILE), bytes);
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

/** Reads and validates manifest.json alone (no tensors), e.g. to report on a model. */
export function readManifest(dir: string): ModelManifest {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    throw new ModelStoreError(dir, 'model directory not found');
  }
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new ModelStoreError(file, 'not found (is this a model directory?)');
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ModelStoreError(file, `not valid JSON (${(err as Error).message})`);
  }
  // Format 1 (one net pair at the top level) is read as a one-member model.
  const isV1 = typeof json === 'object' && json !== null && (json as { formatVersion?: unknown }).formatVersion === 1;
  const parsed = isV1 ? manifestV1Schema.safeParse(json) : manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ModelStoreError(file, `invalid manifest at "${issue.path.join('.') || '(root)'}": ${issue.message}`);
  }
  const manifest = parsed.data.formatVersion === 1 ? upgradeV1Manifest(parsed.data) : parsed.data;
  checkManifestConsistency(file, manifest);
  return manifest;
}

/**
 * Each net's tensor list must be exactly its architecture's layout, all members' tensors contiguous from byte 0
 * in member order; input sizes match the names.
 */
function checkManifestConsistency(file: string, manifest: ModelManifest): void {
  let offset = 0;
  const several = manifest.members.length > 1;
  const nets = manifest.members.flatMap((member, k) =>
    NET_NAMES.map((netName) => ({ netName, net: several ? `member ${k} ${netName}` : netName, ...member[netName] })),
  );
  for (const { netName, net, architecture, tensors } of nets) {
    if (architecture.kernels.length !== architecture.widths.length) {
      throw new ModelStoreError(file, `${net}: ${architecture.kernels.length} kernels but ${architecture.widths.length} widths`);
    }
    const outputs = architecture.widths[architecture.widths.length - 1];
    const expectedOutputs = netName === 'unary' ? UNARY_OUTPUTS : PAIRWISE_OUTPUTS;
    if (outputs !== expectedOutputs) {
      throw new ModelStoreError(file, `${net}: ${outputs} outputs, Viterbi needs ${expectedOutputs}`);
    }
    const names = netName === 'unary' ? manifest.blockFeatureNames : manifest.edgeFeatureNames;
    if (architecture.inputSize !== names.length) {
      throw new ModelStoreError(file, `${net}: input size ${architecture.inputSize} but ${names.length} feature names`);
    }
    const expected = tensorLayout(netName, architecture);
    if (tensors.length !== expected.length) {
      throw new ModelStoreError(file, `${net}: ${tensors.length} tensors listed, architecture needs ${expected.length}`);
    }
    expected.forEach((want, i) => {
      const got = tensors[i];
      if (got.name !== want.name || got.shape.join() !== want.shape.join() || got.offset !== offset) {
        throw new ModelStoreError(
          file,
          `tensor #${i} of ${net} is ${got.name} [${got.shape}] @${got.offset}, expected ${want.name} [${want.shape}] @${offset}`,
        );
      }
      offset += sizeOf(want.shape) * FLOAT_BYTES;
    });
  }
}

function expectedWeightBytes(manifest: ModelManifest): number {
  let total = 0;
  for (const member of manifest.members) {
    for (const net of NET_NAMES) total += member[net].tensors.reduce((sum, t) => sum + sizeOf(t.shape) * FLOAT_BYTES, 0);
  }
  return total;
}

function firstDifference(a: readonly string[], b: readonly string[]): string {
  const i = a.findIndex((name, k) => name !== b[k]);
  const at = i === -1 ? Math.min(a.length, b.length) : i;
  return `first difference at #${at}: model has "${a[at] ?? '(none)'}", expected "${b[at] ?? '(none)'}"`;
}

function checkFeatures(file: string, manifest: ModelManifest, expected: ExpectedFeatures): void {
  if (expected.featureVersion !== undefined && expected.featureVersion !== manifest.featureVersion) {
    throw new ModelStoreError(
      file,
      `model was trained on feature version "${manifest.featureVersion}", this code computes "${expected.featureVersion}"`,
    );
  }
  const pairs: [string, string[], readonly string[] | undefined][] = [
    ['block', manifest.blockFeatureNames, expected.blockFeatureNames],
    ['edge', manifest.edgeFeatureNames, expected.edgeFeatureNames],
  ];
  for (const [kind, model, wanted] of pairs) {
    if (wanted === undefined) continue;
    if (model.length !== wanted.length || model.some((name, i) => name !== wanted[i])) {
      throw new ModelStoreError(
        file,
        `model was trained on ${model.length} ${kind} features (set "${manifest.featureSet}", version ` +
          `${manifest.featureVersion}) but ${wanted.length} are given; ${firstDifference(model, wanted)}`,
      );
    }
  }
}

function readParameters(bytes: Buffer, net: NetManifest): NetParameters {
  const arrays = net.tensors.map((t) => {
    const values = new Float32Array(sizeOf(t.shape));
    for (let i = 0; i < values.length; i++) values[i] = bytes.readFloatLE(t.offset + i * FLOAT_BYTES);
    return values;
  });
  return {
    weights: arrays.filter((_, i) => i % 2 === 0),
    biases: arrays.filter((_, i) => i % 2 === 1),
  };
}

/**
 * Loads a model directory. Creates tensors on the current backend, so call initBackend() first.
 * Throws ModelStoreError naming the file when anything is missing or does not fit.
 */
export function loadModel(dir: string, expected: ExpectedFeatures = {}): Web2TextModel {
  const manifest = readManifest(dir);
  checkFeatures(path.join(dir, MANIFEST_FILE), manifest, expected);
  const weightsFile = path.join(dir, WEIGHTS_FILE);
  if (!fs.existsSync(weightsFile)) throw new ModelStoreError(weightsFile, 'not found');
  const bytes = fs.readFileSync(weightsFile);
  const needed = expectedWeightBytes(manifest);
  if (bytes.length !== needed) {
    throw new ModelStoreError(weightsFile, `has ${bytes.length} bytes, the manifest lists ${needed} (truncated or from another model?)`);
  }
  const members = manifest.members.map((member) => ({
    unary: ConvNet.fromParameters(member.unary.architecture, readParameters(bytes, member.unary)),
    pairwise: ConvNet.fromParameters(member.pairwise.architecture, readParameters(bytes, member.pairwise)),
  }));
  return { ...averagedNets(members), members, manifest };
}
