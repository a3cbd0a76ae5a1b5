import { existsSync } from 'fs';
import { evaluate, median, pageBlockF1, summarise } from '../../src/eval/evaluate';

const DATA = '../shared/cleaneval';
const haveData = existsSync(`${DATA}/splits.json`);

describe('per-page F1 for the paired test', () => {
  it('counts an all-boilerplate page labelled all-boilerplate as perfect', () => {
    expect(pageBlockF1([0, 0, 0], [0, 0, 0])).toBe(1);
    expect(pageBlockF1([1, 0, 0], [0, 0, 0])).toBe(0);
    expect(pageBlockF1([1, 1, 0], [1, 0, 0])).toBeCloseTo(2 / 3);
  });

  it('takes the median of an even and odd count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});

(haveData ? describe : describe.skip)('evaluate on CleanEval pages', () => {
  const all = { name: 'all', label: (page: { blocks: unknown[] }) => new Uint8Array(page.blocks.length).fill(1) };
  const none = { name: 'none', label: (page: { blocks: unknown[] }) => new Uint8Array(page.blocks.length) };
  // Page 100 has no clean text (README): it must be skipped with a reason, not abort the run.
  const evaluation = evaluate({ dataDir: DATA, ids: [64, 100, 65], methods: [all, none] });

  it('skips a page without gold text and reports why', () => {
    expect(evaluation.pages).toEqual([64, 65]);
    expect(evaluation.skipped).toHaveLength(1);
    expect(evaluation.skipped[0].id).toBe(100);
    expect(evaluation.skipped[0].reason).toMatch(/100/);
  });

  it('gives the always-content baseline recall 1 and precision = the content share', () => {
    const s = summarise(evaluation.methods.all);
    const c = evaluation.methods.all.confusion;
    expect(s.recall).toBe(1);
    expect(c.tp + c.fp).toBe(evaluation.blocks);
    expect(s.precision).toBeCloseTo(c.tp / evaluation.blocks);
    // page 64 is mostly article text (reference: 23 of 28 blocks content), so the shingle F1 of all text is high
    expect(evaluation.methods.all.pageShingleF1[0]).toBeGreaterThan(0.8);
  });

  it('gives the never-content method zero F1 and zero text score', () => {
    const s = summarise(evaluation.methods.none);
    expect(s.f1).toBe(0);
    expect(s.shingleF1).toBe(0);
    expect(evaluation.methods.none.pageMs.every((ms) => ms > 0)).toBe(true);
  });
});
