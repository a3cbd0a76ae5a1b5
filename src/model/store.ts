// Saves and loads a model directory: manifest.json (manifest.ts, read by manifest-file.ts) + weights.bin
// (weights-file.ts). A model holds one or more members (unary + pairwise net each, trained from different seeds);
// weights.bin lists them in order, and inference averages their probabilities.
import * as fs from 'fs';
import * as path from 'path';
import { ModelStoreError } from '../errors';
import { writeOutputFile } from '../files/output-files';
import { averagedNets, potentialNets, type PotentialNets } from './ensemble';
import { MANIFEST_FILE, MODEL_FORMAT_VERSION, WEIGHTS_FILE, type MemberManifest, type ModelManifest, type NetManifest, type TensorEntry } from './manifest';
import { checkFeatures, readManifest, type ExpectedFeatures } from './manifest-file';
import { ConvNet, type NetParameters } from './nets';
import { encodeWeights, expectedWeightBytes, FLOAT_BYTES, flattenParameters, readParameters, tensorLayout, type NetName } from './weights-file';

export { readManifest, type ExpectedFeatures };

export interface Web2TextNets {
  unary: ConvNet;
  pairwise: ConvNet;
  /** The context stage's net (ModelInfo.contextStage says what it reads). */
  context?: ConvNet;
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
  context?: { bestStep: number; validationScore: number };
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
  contextStage?: ModelManifest['contextStage'];
  decoding?: ModelManifest['decoding'];
  contentFloor?: boolean;
  dropRepeatedText?: boolean;
  partWeights?: ModelManifest['partWeights'];
  createdAt?: string;
}

/** Writes the members' nets (one member = a single model) with `info.members[k]` describing member k. */
export function saveModel(dir: string, members: readonly Web2TextNets[], info: ModelInfo): ModelManifest {
  if (members.length === 0 || members.length !== info.members.length) {
    throw new Error(`saveModel: ${members.length} members but ${info.members.length} member descriptions`);
  }
  const arrays: Float32Array[] = [];
  let offset = 0;
  const describe = (nets: Web2TextNets, memberInfo: MemberInfo, net: NetName): NetManifest => {
    const convNet = nets[net] as ConvNet;
    const values = flattenParameters(convNet.parameters());
    const tensors: TensorEntry[] = tensorLayout(net, convNet.architecture).map((entry, i) => {
      const placed = { ...entry, offset };
      offset += values[i].length * FLOAT_BYTES;
      arrays.push(values[i]);
      return placed;
    });
    return { architecture: convNet.architecture, tensors, ...(memberInfo[net] as MemberInfo['unary']) };
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
      ...(nets.context === undefined ? {} : { context: describe(nets, info.members[k], 'context') }),
    })),
    training: info.training,
    ...(info.contextStage === undefined ? {} : { contextStage: info.contextStage }),
    ...(info.decoding === undefined ? {} : { decoding: info.decoding }),
    ...(info.contentFloor ? { contentFloor: true } : {}),
    ...(info.dropRepeatedText ? { dropRepeatedText: true } : {}),
    ...(info.partWeights === undefined ? {} : { partWeights: info.partWeights }),
    createdAt: info.createdAt ?? new Date().toISOString(),
  };
  writeOutputFile(path.join(dir, WEIGHTS_FILE), encodeWeights(arrays));
  writeOutputFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

/** A NaN or infinite weight makes every prediction NaN: refused at load, naming the file and the tensor. */
function checkFinite(weightsFile: string, net: NetManifest, parameters: NetParameters): void {
  flattenParameters(parameters).forEach((values, i) => {
    const at = values.findIndex((v) => !Number.isFinite(v));
    if (at >= 0) throw new ModelStoreError(weightsFile, `tensor ${net.tensors[i].name} holds ${values[at]} at index ${at}: weights must be finite numbers`);
  });
}

/**
 * Loads a model directory. Creates tensors on the current backend, so call initBackend() first.
 * Throws ModelStoreError naming the file when anything is missing or does not fit.
 */
export function loadModel(dir: string, expected: ExpectedFeatures = {}): Web2TextModel {
  return loadModelWithManifest(dir, readManifest(dir), expected);
}

/** loadModel for a manifest already read (readManifest), so a caller that inspects it first reads it once. */
export function loadModelWithManifest(dir: string, manifest: ModelManifest, expected: ExpectedFeatures = {}): Web2TextModel {
  checkFeatures(path.join(dir, MANIFEST_FILE), manifest, expected);
  const weightsFile = path.join(dir, WEIGHTS_FILE);
  if (!fs.existsSync(weightsFile)) throw new ModelStoreError(weightsFile, 'not found');
  const bytes = fs.readFileSync(weightsFile);
  const needed = expectedWeightBytes(manifest);
  if (bytes.length !== needed) {
    throw new ModelStoreError(weightsFile, `has ${bytes.length} bytes, the manifest lists ${needed} (truncated or from another model?)`);
  }
  const netOf = (net: NetManifest) => {
    const parameters = readParameters(bytes, net);
    checkFinite(weightsFile, net, parameters);
    return ConvNet.fromParameters(net.architecture, parameters);
  };
  const members = manifest.members.map((member): Web2TextNets => ({
    unary: netOf(member.unary),
    pairwise: netOf(member.pairwise),
    ...(member.context === undefined ? {} : { context: netOf(member.context) }),
  }));
  return { ...averagedNets(members.map((nets) => potentialNets(nets, manifest.contextStage))), members, manifest };
}
