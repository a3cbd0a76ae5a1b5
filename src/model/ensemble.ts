// An ensemble of independently trained nets seen as one net: the mean of the members' softmax probabilities.
// Averaging K seeds' probabilities before Viterbi lowers the variance that comes from the random init, window
// sampling and the noisy best-validation step, without changing any member's architecture or training.
import type { NetArchitecture } from './nets';

/** What decoding needs of a net: per-position class probabilities of a whole sequence. */
export interface ProbabilityNet {
  readonly architecture: NetArchitecture;
  /** length × outputs, row-major, for length × inputSize row-major inputs. */
  probabilities(inputs: Float32Array, length: number): Float32Array;
}

/** The unary and pairwise potentials of a model (one member or an ensemble). */
export interface PotentialNets {
  unary: ProbabilityNet;
  pairwise: ProbabilityNet;
}

/** The arithmetic mean of its members' probabilities (members must share input size and outputs). */
export class MeanProbabilityNet implements ProbabilityNet {
  readonly architecture: NetArchitecture;

  constructor(readonly members: readonly ProbabilityNet[]) {
    if (members.length === 0) throw new Error('MeanProbabilityNet: no members');
    const [first] = members;
    const outputs = (a: NetArchitecture) => a.widths[a.widths.length - 1];
    for (const member of members) {
      if (member.architecture.inputSize !== first.architecture.inputSize || outputs(member.architecture) !== outputs(first.architecture)) {
        throw new Error('MeanProbabilityNet: members differ in input size or outputs');
      }
    }
    this.architecture = first.architecture;
  }

  probabilities(inputs: Float32Array, length: number): Float32Array {
    const sum = new Float64Array(length * this.architecture.widths[this.architecture.widths.length - 1]);
    for (const member of this.members) {
      const p = member.probabilities(inputs, length);
      for (let i = 0; i < sum.length; i++) sum[i] += p[i];
    }
    const mean = new Float32Array(sum.length);
    for (let i = 0; i < sum.length; i++) mean[i] = sum[i] / this.members.length;
    return mean;
  }
}

/** One member's nets as they are; several members' nets averaged. */
export function averagedNets(members: readonly PotentialNets[]): PotentialNets {
  if (members.length === 1) return members[0];
  return {
    unary: new MeanProbabilityNet(members.map((m) => m.unary)),
    pairwise: new MeanProbabilityNet(members.map((m) => m.pairwise)),
  };
}
