// Training windows exactly as the reference's get_batch (spec §9 "Batches"): a shuffled queue of documents,
// reshuffled when exhausted; documents with ≤ 10 blocks are skipped; the window starts uniformly in [1, n − 10].
import seedrandom from 'seedrandom';
import type { DatasetPage } from './types';
import type { LabelledSequence, Task } from './tasks';

/** Only documents with more than this many blocks give windows (spec §9). */
export const MIN_BLOCKS_EXCLUSIVE = 10;
/** Windows per Adam step (spec §9 BATCH_SIZE). */
export const BATCH_SIZE = 128;

/** Walks a shuffled list and reshuffles it each time it is exhausted (the reference's ShuffleQueue). */
export class ShuffleQueue<T> {
  private order: T[] = [];
  private position = 0;

  constructor(private readonly items: readonly T[], private readonly rng: seedrandom.PRNG) {
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
export function shuffled<T>(items: readonly T[], rng: seedrandom.PRNG): T[] {
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
  /** windows × windowLength class labels. */
  labels: Int32Array;
  windows: number;
  windowLength: number;
}

export class WindowSampler {
  private readonly queue: ShuffleQueue<DatasetPage>;
  private readonly rng: seedrandom.PRNG;

  constructor(pages: readonly DatasetPage[], seed: string) {
    if (!pages.some((p) => p.n > MIN_BLOCKS_EXCLUSIVE)) {
      throw new Error(`no training page has more than ${MIN_BLOCKS_EXCLUSIVE} blocks, so no window can be sampled`);
    }
    this.rng = seedrandom(seed);
    this.queue = new ShuffleQueue(pages, this.rng);
  }

  nextStart(): WindowStart {
    let page = this.queue.next();
    while (page.n <= MIN_BLOCKS_EXCLUSIVE) page = this.queue.next();
    // np.random.random_integers(1, n − 10): inclusive on both ends, so block 0 and block n−1 are never used.
    const start = 1 + Math.floor(this.rng() * (page.n - MIN_BLOCKS_EXCLUSIVE));
    return { page, start };
  }

  /** `windows` fresh windows of `task`'s sequences (blocks or edges) with their labels. */
  nextBatch(task: Task, windows = BATCH_SIZE): Batch {
    const width = task.architecture.inputSize;
    const length = task.windowLength;
    const inputs = new Float32Array(windows * length * width);
    const labels = new Int32Array(windows * length);
    for (let w = 0; w < windows; w++) {
      const { page, start } = this.nextStart();
      const sequence: LabelledSequence = task.sequence(page);
      inputs.set(sequence.inputs.subarray(start * width, (start + length) * width), w * length * width);
      labels.set(sequence.labels.subarray(start, start + length), w * length);
    }
    return { inputs, labels, windows, windowLength: length };
  }
}
