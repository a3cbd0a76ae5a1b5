// Choosing how a model of parts names the blocks it leaves out of the content. Its nets learn comments and related
// teasers only from the pages whose gold names parts (L3S-GN1); every other corpus allows any of boilerplate,
// comments or related for a block that is not content, so the nets' split among the three leans to boilerplate,
// the class most training blocks must take. A weight per part (model/block-parts.ts) corrects that lean: the
// pair of a fixed grid under which the parts' word-weighted F1 on the validation pages that name parts is best.
import { BLOCK_CLASSES, COMMENTS_CLASS, RELATED_CLASS, type PartWeights } from '../model/block-classes';
import { contentProbabilities, partsOf } from '../model/block-parts';
import type { PotentialNets } from '../model/ensemble';
import { outputsOf } from '../model/nets';
import { partCode } from '../labels/part-labels';
import { contextOf } from './page-context';
import type { DatasetPage } from './types';

/** Multipliers of a part's probability tried for each of comments and related. */
export const PART_WEIGHT_GRID: readonly number[] = [1, 1.5, 2, 3, 4, 6, 8];

export interface PartWeightChoice {
  weights: PartWeights;
  /** Mean over the two parts of their word-weighted F1 on the validation pages, at `weights`. */
  validationF1: number;
}

/** The gold class of each block of a page whose gold names parts (undefined: headline or supplemental, either way). */
function goldClasses(page: DatasetPage): (number | undefined)[] {
  const parts = page.parts as Uint8Array;
  const classOf = new Map<number, number | undefined>([
    [0, 0],
    [partCode('body'), 1],
    [partCode('comments'), COMMENTS_CLASS],
    [partCode('related'), RELATED_CLASS],
  ]);
  return Array.from(parts, (code) => classOf.get(code));
}

/** The grid's weights under which the parts are named best; undefined when no validation page names parts. */
export function choosePartWeights(nets: PotentialNets, pages: readonly DatasetPage[], grid: readonly number[] = PART_WEIGHT_GRID): PartWeightChoice | undefined {
  const classes = outputsOf(nets.unary.architecture);
  const named = pages.filter((page) => page.parts !== undefined);
  if (classes !== BLOCK_CLASSES.length || named.length === 0) return undefined;
  const inputs = named.map((page) => {
    const probabilities = nets.unary.probabilities(page.features, page.n, contextOf(page));
    const content = contentProbabilities(probabilities, classes);
    const labels = Uint8Array.from({ length: page.n }, (_, b) => (content[2 * b + 1] > content[2 * b] ? 1 : 0));
    return { probabilities, labels, gold: goldClasses(page), words: page.words };
  });
  let best: PartWeightChoice | undefined;
  for (const comments of grid) {
    for (const related of grid) {
      const weights = { comments, related };
      const f1 = [COMMENTS_CLASS, RELATED_CLASS].map((part) => {
        let right = 0;
        let predicted = 0;
        let gold = 0;
        for (const input of inputs) {
          const parts = partsOf(input.probabilities, classes, input.labels, weights);
          parts.forEach((p, b) => {
            const w = (input.words?.[b] ?? 0) + 1;
            if (p === part) predicted += w;
            if (input.gold[b] === part) gold += w;
            if (p === part && input.gold[b] === part) right += w;
          });
        }
        return right === 0 ? 0 : (2 * right) / (predicted + gold);
      });
      const validationF1 = (f1[0] + f1[1]) / 2;
      if (best === undefined || validationF1 > best.validationF1) best = { weights, validationF1 };
    }
  }
  return best;
}
