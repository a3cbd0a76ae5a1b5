import seedrandom from 'seedrandom';
import { edgeLabels } from '../../src/labels/block-labels';
import { pairwiseTask, unaryTask } from '../../src/training/tasks';
import { ShuffleQueue, WindowSampler } from '../../src/training/windows';
import { SYNTHETIC_E, SYNTHETIC_F, syntheticDataset } from '../support/synthetic-dataset';

describe('ShuffleQueue', () => {
  it('visits every item once per pass and reshuffles between passes', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const queue = new ShuffleQueue(items, seedrandom('q'));
    const passes = Array.from({ length: 3 }, () => items.map(() => queue.next()));
    for (const pass of passes) expect([...pass].sort((a, b) => a - b)).toEqual(items);
    expect(passes[1]).not.toEqual(passes[0]);
  });
});

describe('WindowSampler', () => {
  const dataset = syntheticDataset('windows', [5, 10, 11, 12, 30]);

  it('samples only docs with n > 10 and starts uniformly in [1, n − 10]', () => {
    const sampler = new WindowSampler(dataset.pages, 'w');
    const startsByN = new Map<number, Set<number>>();
    for (let i = 0; i < 3000; i++) {
      const { page, start } = sampler.nextStart();
      if (!startsByN.has(page.n)) startsByN.set(page.n, new Set());
      startsByN.get(page.n)!.add(start);
    }
    expect([...startsByN.keys()].sort((a, b) => a - b)).toEqual([11, 12, 30]);
    expect([...startsByN.get(11)!]).toEqual([1]);
    expect([...startsByN.get(12)!].sort()).toEqual([1, 2]);
    expect([...startsByN.get(30)!].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('is deterministic for a seed', () => {
    const a = new WindowSampler(dataset.pages, 's');
    const b = new WindowSampler(dataset.pages, 's');
    const c = new WindowSampler(dataset.pages, 't');
    const draw = (s: WindowSampler) => Array.from({ length: 50 }, () => s.nextStart()).map((w) => `${w.page.id}:${w.start}`);
    const first = draw(a);
    expect(draw(b)).toEqual(first);
    expect(draw(c)).not.toEqual(first);
  });

  it('copies 9 blocks (unary) or 8 edges with their label pairs (pairwise) from the window start, each label as its class bit', () => {
    const one = syntheticDataset('one', [14]);
    const page = one.pages[0];
    const unary = new WindowSampler(one.pages, 'u').nextBatch(unaryTask(one), 5);
    expect(unary.inputs).toHaveLength(5 * 9 * SYNTHETIC_F);
    // With n = 14 the start is in 1..4; find it from the first feature row, then check the whole window.
    const start = [1, 2, 3, 4].find((s) => page.features[s * SYNTHETIC_F] === unary.inputs[0])!;
    expect(Array.from(unary.inputs.subarray(0, 9 * SYNTHETIC_F))).toEqual(
      Array.from(page.features.subarray(start * SYNTHETIC_F, (start + 9) * SYNTHETIC_F)),
    );
    expect(Array.from(unary.targets.subarray(0, 9))).toEqual(Array.from(page.labels.subarray(start, start + 9), (y) => 1 << y));

    const pairwise = new WindowSampler(one.pages, 'p').nextBatch(pairwiseTask(one), 3);
    expect(pairwise.inputs).toHaveLength(3 * 8 * SYNTHETIC_E);
    const edgeStart = [1, 2, 3, 4].find((s) => page.edges[s * SYNTHETIC_E] === pairwise.inputs[0])!;
    expect(Array.from(pairwise.targets.subarray(0, 8))).toEqual(Array.from(edgeLabels(page.labels).subarray(edgeStart, edgeStart + 8), (y) => 1 << y));
  });

  it('refuses a dataset without any doc longer than 10 blocks', () => {
    expect(() => new WindowSampler(syntheticDataset('short', [3, 10]).pages, 'x')).toThrow(/more than 10 text blocks/);
  });
});
