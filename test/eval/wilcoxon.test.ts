import { wilcoxonPValue } from '../../src/eval/wilcoxon';

describe('paired Wilcoxon signed-rank test', () => {
  it('finds a consistent per-page improvement significant', () => {
    const base = Array.from({ length: 30 }, (_, i) => 0.5 + ((i * 7) % 10) / 40);
    const better = base.map((v, i) => v + 0.05 + (i % 3) / 100);
    expect(wilcoxonPValue(better, base)).toBeLessThan(0.001);
  });

  it('does not find noise around zero significant', () => {
    const base = Array.from({ length: 30 }, (_, i) => 0.6 + (i % 5) / 20);
    const noisy = base.map((v, i) => v + (i % 2 === 0 ? 0.01 : -0.01));
    expect(wilcoxonPValue(noisy, base)).toBeGreaterThan(0.2);
  });

  it('returns 1 for identical samples instead of throwing', () => {
    expect(wilcoxonPValue([0.5, 0.7], [0.5, 0.7])).toBe(1);
  });

  it('returns null for a single pair that differs: one page is no sample to test', () => {
    expect(wilcoxonPValue([1], [0.5])).toBeNull();
  });
});
