// Block labels of a page whose gold comes in parts (L3S-GN1: headline, body, supplemental, related, comments):
// each part's text is aligned to the page source on its own, as a gold text is (align.ts), and a block takes the
// part that holds most of its characters, when that part holds more than ⌊2C/3⌋ of them (the rule of docs/methods/web2text.md §6.3).
import type { Page } from '../dom/types';
import { alignCleanText } from './align';
import { ARTICLE_PARTS, type ArticlePart } from '../corpora/article-parts';
import type { PartTexts } from '../corpora/l3s-annotation';
import { spanOf } from './block-labels';

/** Per block, the index of its part in ARTICLE_PARTS plus one; 0 = in no part (boilerplate). */
export type PartLabels = Uint8Array;

export const NO_PART = 0;

export function partCode(part: ArticlePart): number {
  return ARTICLE_PARTS.indexOf(part) + 1;
}

export function partOfCode(code: number): ArticlePart | undefined {
  return code === NO_PART ? undefined : ARTICLE_PARTS[code - 1];
}

export function blockPartLabels(page: Page, parts: PartTexts): PartLabels {
  const spans = page.blocks.map(spanOf);
  const best = new Int32Array(spans.length);
  const labels = new Uint8Array(spans.length);
  for (const part of ARTICLE_PARTS) {
    if (parts[part].trim() === '') continue;
    const { aligned } = alignCleanText(page.source, parts[part], { reference: false });
    spans.forEach((span, b) => {
      if (span.start < 0 || span.end > aligned.length) return;
      let found = 0;
      for (let p = span.start; p < span.end; p++) found += aligned[p];
      if (found > Math.floor((2 * span.nCharacters) / 3) && found > best[b]) {
        best[b] = found;
        labels[b] = partCode(part);
      }
    });
  }
  return labels;
}
