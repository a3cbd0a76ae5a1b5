// The layout of weights.bin: every net's tensors as raw little-endian float32, members in order, each net's layers as
// (weights, biases) pairs in the reference's tensor naming (docs/methods/web2text.md §9). Unlike the reference, whose
// checkpoints lose the biases so that published models run with zero biases (§9 "bias bug"), the learned biases are
// stored.
import type { MemberManifest, ModelManifest, NetManifest } from './manifest';
import { kernelShapes, type NetArchitecture, type NetParameters } from './nets';

export const FLOAT_BYTES = 4;
/** A member's nets in weights.bin order; the context net, where there is one, comes last (format 2 has none). */
export const NET_NAMES = ['unary', 'pairwise', 'context'] as const;
export type NetName = (typeof NET_NAMES)[number];

/** The nets a member has, in weights.bin order. */
export function memberNets(member: MemberManifest): { name: NetName; net: NetManifest }[] {
  return NET_NAMES.flatMap((name) => (member[name] === undefined ? [] : [{ name, net: member[name] as NetManifest }]));
}

/** Names and shapes of a net's tensors in weights.bin order (reference naming, §9). */
export function tensorLayout(net: NetName, arch: NetArchitecture): { name: string; shape: number[] }[] {
  const shapes = kernelShapes(arch);
  return shapes.flatMap((shape, layer) => {
    const prefix = `${net}/${layer === shapes.length - 1 ? 'logits' : `layer_${layer + 1}`}`;
    return [
      { name: `${prefix}/weights`, shape },
      { name: `${prefix}/biases`, shape: [shape[2]] },
    ];
  });
}

export function sizeOf(shape: readonly number[]): number {
  return shape.reduce((a, b) => a * b, 1);
}

/** Interleaves weights and biases per layer, matching tensorLayout(). */
export function flattenParameters(p: NetParameters): Float32Array[] {
  return p.weights.flatMap((w, layer) => [w, p.biases[layer]]);
}

/** All tensors' values in file order, as the bytes of weights.bin. */
export function encodeWeights(arrays: readonly Float32Array[]): Buffer {
  const bytes = Buffer.alloc(arrays.reduce((sum, a) => sum + a.length * FLOAT_BYTES, 0));
  let at = 0;
  for (const array of arrays) for (const v of array) at = bytes.writeFloatLE(v, at);
  return bytes;
}

export function expectedWeightBytes(manifest: ModelManifest): number {
  let total = 0;
  for (const member of manifest.members) {
    for (const { net } of memberNets(member)) total += net.tensors.reduce((sum, t) => sum + sizeOf(t.shape) * FLOAT_BYTES, 0);
  }
  return total;
}

export function readParameters(bytes: Buffer, net: NetManifest): NetParameters {
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
