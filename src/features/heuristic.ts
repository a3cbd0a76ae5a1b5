// Heuristic outputs as extra block features (feature set 'web2text+heuristics'): per method its membership,
// ±1 as the reference encodes booleans (specs/web2text-reference.md §13.5), and its normalised score if it has one.
import type { Page } from '../dom/types';
import { HEURISTICS, HEURISTIC_NAMES, type HeuristicName } from '../heuristics';

/** Methods whose extractor returns per-block scores in [0, 1]. */
const SCORED_METHODS: ReadonlySet<HeuristicName> = new Set(['cetd', 'wlr']);

export const HEURISTIC_FEATURE_NAMES: readonly string[] = HEURISTIC_NAMES.flatMap((method) =>
  SCORED_METHODS.has(method) ? [`${method}_content`, `${method}_score`] : [`${method}_content`]);

/** n × HEURISTIC_FEATURE_NAMES.length, row-major, one row per page block. */
export function heuristicFeatures(page: Page): Float32Array {
  const n = page.blocks.length;
  const k = HEURISTIC_FEATURE_NAMES.length;
  const features = new Float32Array(n * k);
  let column = 0;
  for (const method of HEURISTIC_NAMES) {
    const { labels, scores } = HEURISTICS[method].label(page);
    const hasScore = SCORED_METHODS.has(method);
    for (let b = 0; b < n; b++) {
      features[b * k + column] = labels[b] === 1 ? 1 : -1;
      if (hasScore) features[b * k + column + 1] = scores?.[b] ?? 0;
    }
    column += hasScore ? 2 : 1;
  }
  return features;
}
