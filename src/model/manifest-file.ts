// Reading a model's manifest.json: zod-checked (manifest.ts), format 1 upgraded, its tensor list checked against
// the architectures, and its feature names checked against what the caller computes. Every failure is a
// ModelStoreError naming the file.
import * as fs from 'fs';
import * as path from 'path';
import { ModelStoreError } from '../errors';
import { MANIFEST_FILE, WEIGHTS_FILE, manifestSchema, manifestV1Schema, upgradeV1Manifest, type ModelManifest } from './manifest';
import { BINARY_OUTPUTS, isBlockOutputs, PART_OUTPUTS } from './block-classes';
import { PAIRWISE_OUTPUTS } from './nets';
import { FLOAT_BYTES, memberNets, sizeOf, tensorLayout, type NetName } from './weights-file';

/** What the caller's feature extractor produces; a model trained on other features is refused. */
export interface ExpectedFeatures {
  blockFeatureNames?: readonly string[];
  edgeFeatureNames?: readonly string[];
  /** FEATURE_VERSION of the caller's feature code: same names computed differently is a mismatch too. */
  featureVersion?: string;
}

/** Reads and validates manifest.json alone (no tensors), e.g. to report on a model. */
export function readManifest(dir: string): ModelManifest {
  const stat = fs.statSync(dir, { throwIfNoEntry: false });
  if (stat === undefined) throw new ModelStoreError(dir, 'model directory not found');
  if (!stat.isDirectory()) throw new ModelStoreError(dir, `a file, not a model folder (the folder that holds ${MANIFEST_FILE} and ${WEIGHTS_FILE})`);
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
  const withContext = manifest.members.filter((member) => member.context !== undefined).length;
  if (withContext !== 0 && (withContext !== manifest.members.length || manifest.contextStage === undefined)) {
    throw new ModelStoreError(file, 'context nets need a contextStage and one context net in every member');
  }
  const inputNames: Record<NetName, readonly string[]> = {
    unary: manifest.blockFeatureNames,
    pairwise: manifest.edgeFeatureNames,
    context: manifest.contextStage?.names ?? [],
  };
  const nets = manifest.members.flatMap((member, k) =>
    memberNets(member).map(({ name: netName, net }) => ({ netName, net: several ? `member ${k} ${netName}` : netName, ...net })),
  );
  const first = manifest.members[0].unary.architecture;
  const blockOutputs = first.widths[first.widths.length - 1];
  for (const { netName, net, architecture, tensors } of nets) {
    if (architecture.kernels.length !== architecture.widths.length) {
      throw new ModelStoreError(file, `${net}: ${architecture.kernels.length} kernels but ${architecture.widths.length} widths`);
    }
    const outputs = architecture.widths[architecture.widths.length - 1];
    if (netName === 'pairwise' ? outputs !== PAIRWISE_OUTPUTS : !isBlockOutputs(outputs) || outputs !== blockOutputs) {
      const expected = netName === 'pairwise' ? PAIRWISE_OUTPUTS : `${blockOutputs} (as its first block net), ${BINARY_OUTPUTS} or ${PART_OUTPUTS}`;
      throw new ModelStoreError(file, `${net}: ${outputs} outputs, decoding needs ${expected}`);
    }
    const names = inputNames[netName];
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

function firstDifference(a: readonly string[], b: readonly string[]): string {
  const i = a.findIndex((name, k) => name !== b[k]);
  const at = i === -1 ? Math.min(a.length, b.length) : i;
  return `first difference at #${at}: model has "${a[at] ?? '(none)'}", expected "${b[at] ?? '(none)'}"`;
}

/** Refuses a model trained on other features than `expected` (the caller's feature set). */
export function checkFeatures(file: string, manifest: ModelManifest, expected: ExpectedFeatures): void {
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
