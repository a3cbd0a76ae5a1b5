// Paired Wilcoxon signed-rank test of per-page scores (the paper's Table 2 significance test), via @stdlib.
import wilcoxon = require('@stdlib/stats-wilcoxon');

/**
 * Two-sided p-value that `x` and `y` (paired, same length) differ; 1 when every pair is equal (no evidence), null
 * for a single pair, which is no sample to test.
 */
export function wilcoxonPValue(x: number[], y: number[]): number | null {
  if (x.length !== y.length) throw new Error(`paired samples differ in length: ${x.length} vs ${y.length}`);
  if (x.every((v, i) => v === y[i])) return 1;
  if (x.length < 2) return null;
  return wilcoxon(x, y).pValue;
}
