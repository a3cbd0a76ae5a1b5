// A code block is read whole or not at all. Each token a highlighter wraps in a <span> is a block of its own, and a
// labeller that judges each one keeps "use std::fs::File;" and drops "fn main() ->" beside it: code that is no
// program. The blocks of one preformatted element (<pre>: code, a listing, text set as written) take one label, the
// one that most of their characters have.
import { pageField } from '../dom/page';
import { holdsPreformattedText, preformattedAncestors } from '../dom/preformatted-text';
import type { DomElement, Page } from '../dom/types';
import { eachLabelling } from './labelings';

/** Per block, the number of the preformatted element its text sits in (−1: none), and how many there are. */
interface PreformattedElements {
  elementOf: Int32Array;
  count: number;
}

/** The page's preformatted elements; undefined on a page without one. */
export const PREFORMATTED_ELEMENTS = pageField('preformatted elements of the blocks', (page: Page): PreformattedElements | undefined => {
  if (!holdsPreformattedText(page.blocks)) return undefined;
  const ancestorOf = preformattedAncestors();
  const numbers = new Map<DomElement, number>();
  const elementOf = Int32Array.from(page.blocks, (block) => {
    const element = ancestorOf(block);
    if (element === undefined) return -1;
    if (!numbers.has(element)) numbers.set(element, numbers.size);
    return numbers.get(element)!;
  });
  return { elementOf, count: numbers.size };
});

export function withWholeCodeBlocks(page: Page, labelings: readonly Uint8Array[]): Uint8Array[] {
  const preformatted = page.get(PREFORMATTED_ELEMENTS);
  if (preformatted === undefined) return [...labelings];
  const { elementOf, count } = preformatted;
  // The characters of the blocks in a preformatted element, and of each element: the same for every labelling.
  const characters = new Float64Array(elementOf.length);
  const all = new Float64Array(count);
  for (let b = 0; b < elementOf.length; b++) {
    if (elementOf[b] < 0) continue;
    characters[b] = page.blocks[b].text.trim().length;
    all[elementOf[b]] += characters[b];
  }
  return eachLabelling(labelings, (labels) => {
    const kept = new Float64Array(count);
    for (let b = 0; b < labels.length; b++) if (elementOf[b] >= 0 && labels[b] === 1) kept[elementOf[b]] += characters[b];
    return labels.map((label, b) => {
      const e = elementOf[b];
      return e < 0 || all[e] === 0 ? label : 2 * kept[e] >= all[e] ? 1 : 0;
    });
  });
}
