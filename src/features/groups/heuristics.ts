// Heuristic outputs as extra block features (feature set 'web2text+heuristics'): per method its membership,
// ±1 as the reference encodes booleans (docs/methods/web2text.md §13.5), and its normalised score if it has one.
import { HEURISTICS, HEURISTIC_NAMES, type HeuristicName } from '../../heuristics';
import type { FeatureGroup } from '../group';

/** Methods whose extractor returns per-block scores in [0, 1]. */
const SCORED_METHODS: ReadonlySet<HeuristicName> = new Set(['cetd', 'wlr']);

export const HEURISTIC_OUTPUTS: FeatureGroup = {
  name: 'heuristics',
  rows: 'block',
  names: HEURISTIC_NAMES.flatMap((method) => (SCORED_METHODS.has(method) ? [`${method}_content`, `${method}_score`] : [`${method}_content`])),
  compute(page, { out, stride, offset }) {
    const n = page.blocks.length;
    let column = offset;
    for (const method of HEURISTIC_NAMES) {
      const { labels, scores } = HEURISTICS[method].label(page);
      const hasScore = SCORED_METHODS.has(method);
      for (let b = 0, at = column; b < n; b++, at += stride) {
        out[at] = labels[b] === 1 ? 1 : -1;
        if (hasScore) out[at + 1] = scores?.[b] ?? 0;
      }
      column += hasScore ? 2 : 1;
    }
  },
};
