// Training windows exactly as the reference's get_batch (docs/methods/web2text.md §9 "Batches"): a shuffled queue of
// documents, reshuffled when exhausted; documents with ≤ 10 blocks are skipped; the window starts uniformly in [1, n −
// 10].
import { InputError } from '../errors';
import { seededRandom, type SeededRandom } from '../seeded-random';
import type { CorpusWeights } from './scores';
import type { DatasetPage } from './types';
import type { LabelledSequence, Task } from './tasks';

/** Only documents with more than this many blocks give windows (§9). */
export const MIN_BLOCKS_EXCLUSIVE = 10;
/** Windows per Adam step (§9 BATCH_SIZE). */
export const BATCH_SIZE = 128;

/** Walks a shuffled list and reshuffles it each time it is exhausted (the reference's ShuffleQueue). */
export class ShuffleQueue<T> {
  private order: T[] = [];
  private position = 0;

  constructor(private readonly items: readonly T[], private readonly rng: SeededRandom) {
    if (items.length === 0) throw new Error('ShuffleQueue: no items');
  }

  next(): T {
    if (this.position === this.order.length) {
      this.order = shuffled(this.items, this.rng);
      this.position = 0;
    }
    return this.order[this.position++];
  }
}

/** Fisher–Yates shuffle of a copy. */
export function shuffled<T>(items: readonly T[], rng: SeededRandom): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export interface WindowStart {
  page: DatasetPage;
  /** First block of the window; the window covers blocks start..start+8 and edges start..start+7. */
  start: number;
}

export interface Batch {
  /** windows × windowLength × inputSize, row-major. */
  inputs: Float32Array;
  /** windows × windowLength bit masks of the classes the loss allows (targets.ts). */
  targets: Uint8Array;
  windows: number;
  windowLength: number;
}

export class WindowSampler {
  /** One shuffle queue per corpus, with the cumulative sampling weights of the corpora. */
  private readonly queues: ShuffleQueue<DatasetPage>[];
  private readonly cumulativeWeights: number[];
  private readonly rng: SeededRandom;

  /**
   * Pages of one corpus are walked as the reference does. With `corpusWeights` and several corpora, each window
   * first draws its corpus (probability weight / Σ weights), then takes the next page of that corpus's queue, so
   * a corpus's share of the windows does not depend on how many pages it has.
   */
  constructor(pages: readonly DatasetPage[], seed: string, corpusWeights: CorpusWeights = {}) {
    if (!pages.some((p) => p.n > MIN_BLOCKS_EXCLUSIVE)) {
      throw new InputError(`no training page has more than ${MIN_BLOCKS_EXCLUSIVE} text blocks, so no training window can be sampled: train on pages of ${MIN_BLOCKS_EXCLUSIVE + 1} blocks or more`);
    }
    this.rng = seededRandom(seed);
    const byCorpus = new Map<DatasetPage['corpus'], DatasetPage[]>();
    for (const page of pages) {
      const group = byCorpus.get(page.corpus);
      if (group === undefined) byCorpus.set(page.corpus, [page]);
      else group.push(page);
    }
    const sampled = [...byCorpus].filter(([corpus, group]) => (corpusWeights[corpus] ?? 1) > 0 && group.some((p) => p.n > MIN_BLOCKS_EXCLUSIVE));
    if (sampled.length === 0) throw new InputError(`every corpus with pages of more than ${MIN_BLOCKS_EXCLUSIVE} text blocks has sampling weight 0: give one of them a weight above 0`);
    this.queues = sampled.map(([, group]) => new ShuffleQueue(group, this.rng));
    let total = 0;
    this.cumulativeWeights = sampled.map(([corpus]) => (total += corpusWeights[corpus] ?? 1));
  }

  private nextPage(): DatasetPage {
    if (this.queues.length === 1) return this.queues[0].next();
    const x = this.rng() * this.cumulativeWeights[this.cumulativeWeights.length - 1];
    const k = this.cumulativeWeights.findIndex((cumulative) => x < cumulative);
    return this.queues[k < 0 ? this.queues.length - 1 : k].next();
  }

  nextStart(): WindowStart {
    let page = this.nextPage();
    while (page.n <= MIN_BLOCKS_EXCLUSIVE) page = this.nextPage();
    // np.random.random_integers(1, n − 10): inclusive on both ends, so block 0 and block n−1 are never used.
    const start = 1 + Math.floor(this.rng() * (page.n - MIN_BLOCKS_EXCLUSIVE));
    return { page, start };
  }

  /** `windows` fresh windows of `task`'s sequences (blocks or edges) with their labels. */
  nextBatch(task: Task, windows = BATCH_SIZE): Batch {
    const width = task.architecture.inputSize;
    const length = task.windowLength;
    const inputs = new Float32Array(windows * length * width);
    const targets = new Uint8Array(windows * length);
    for (let w = 0; w < windows; w++) {
      const { page, start } = this.nextStart();
      const sequence: LabelledSequence = task.sequence(page);
      inputs.set(sequence.inputs.subarray(start * width, (start + length) * width), w * length * width);
      targets.set(sequence.targets.subarray(start, start + length), w * length);
    }
    return { inputs, targets, windows, windowLength: length };
  }
}
