// An ensemble of independently trained nets seen as one net: the mean of the members' softmax probabilities.
// Averaging K seeds' probabilities before Viterbi lowers the variance that comes from the random init, window
// sampling and the noisy best-validation step, without changing any member's architecture or training.
import { outputsOf, type NetArchitecture } from './nets';
import { stageInputs, type BlockContainers, type StageKind } from './page-stage';

/** What decoding needs of a net: per-position class probabilities of a whole sequence. */
export interface ProbabilityNet {
  readonly architecture: NetArchitecture;
  /**
   * length × outputs, row-major, for length × inputSize row-major inputs; `containers` (the blocks' words and
   * ancestors) is read by a block net with a context stage, and required there.
   */
  probabilities(inputs: Float32Array, length: number, containers?: BlockContainers): Float32Array;
}

/** The unary and pairwise potentials of a model (one member or an ensemble). */
export interface PotentialNets {
  unary: ProbabilityNet;
  pairwise: ProbabilityNet;
}

/** What a context stage reads (page-stage.ts), pooling over this many container levels (features/block-ancestry.ts). */
export interface ContextStage {
  kind: StageKind;
  levels: number;
}

/**
 * A first-stage block net followed by its context net (model/page-stage.ts): the context net reads the first
 * stage's probabilities pooled over the page. (Reading the block features too scored no better on WCXB
 * validation, 0.838 vs 0.836, at twice the cost: docs/experiments.md.)
 */
export class ContextualBlockNet implements ProbabilityNet {
  constructor(
    readonly first: ProbabilityNet,
    readonly context: ProbabilityNet,
    readonly stage: ContextStage,
  ) {}

  get architecture(): NetArchitecture {
    return this.first.architecture;
  }

  probabilities(inputs: Float32Array, length: number, containers?: BlockContainers): Float32Array {
    if (containers === undefined) throw new Error('a model with a context stage needs the blocks\' containers');
    const first = this.first.probabilities(inputs, length);
    const { kind, levels } = this.stage;
    return this.context.probabilities(stageInputs(kind, first, outputsOf(this.first.architecture), containers, levels), length);
  }
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

  probabilities(inputs: Float32Array, length: number, containers?: BlockContainers): Float32Array {
    const sum = new Float64Array(length * this.architecture.widths[this.architecture.widths.length - 1]);
    for (const member of this.members) {
      const p = member.probabilities(inputs, length, containers);
      for (let i = 0; i < sum.length; i++) sum[i] += p[i];
    }
    const mean = new Float32Array(sum.length);
    for (let i = 0; i < sum.length; i++) mean[i] = sum[i] / this.members.length;
    return mean;
  }
}

/** A member's potentials: its unary net, followed by its context net when it has one. */
export function potentialNets(
  nets: { unary: ProbabilityNet; pairwise: ProbabilityNet; context?: ProbabilityNet },
  stage: ContextStage | undefined,
): PotentialNets {
  if (nets.context === undefined) return { unary: nets.unary, pairwise: nets.pairwise };
  if (stage === undefined) throw new Error('a context net needs its context stage');
  return { unary: new ContextualBlockNet(nets.unary, nets.context, stage), pairwise: nets.pairwise };
}

/** One member's nets as they are; several members' nets averaged. */
export function averagedNets(members: readonly PotentialNets[]): PotentialNets {
  if (members.length === 1) return members[0];
  return {
    unary: new MeanProbabilityNet(members.map((m) => m.unary)),
    pairwise: new MeanProbabilityNet(members.map((m) => m.pairwise)),
  };
}
