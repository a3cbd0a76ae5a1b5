// Block labels of any GoldPage through the alignment (docs/methods/web2text.md §6.3: content when more than ⌊2C/3⌋ of a
// block's characters align), with a check of their quality: how much of the gold the content-labelled blocks hold.
import { loadPage } from '../dom/page';
import { blocksToText } from '../dom/text';
import type { Page } from '../dom/types';
import { benchmarkWords, wordScores } from '../eval/word-f1';
import type { GoldPage } from '../corpora/corpus';
import { corpusDefinition } from '../corpora/registry';
import { AlignmentTooLargeError } from './gap-dp';
import { alignAndLabel } from './block-labels';

/**
 * Least aligned share a page needs to be trained on. Measured on WCXB (scripts/wcxb-label-quality.ts): the median
 * page has 0.999, 85% of pages ≥ 0.95, and the labels' own text scores word F1 0.91 on average on pages in
 * [0.8, 0.9) but 0.81 in [0.5, 0.8) and 0.16 below 0.5. Below 0.8 whole regions of the content are missed (posts
 * inside <noscript>, text only in scripts or attributes, `<header>` elements the reference's masking hides), so
 * the labels would teach that real content is boilerplate.
 */
export const MIN_ALIGNED_SHARE = 0.8;

export interface LabelledGoldPage {
  page: GoldPage;
  /** The parsed page whose blocks are labelled. */
  parsed: Page;
  /** Per block, 1 = content. All 0 when the alignment failed. */
  labels: Uint8Array;
  /**
   * Share of the gold's words (the benchmark's bag of lower-cased words) found in the text of the content
   * blocks, i.e. the word recall of the labels' own text (the benchmark's rule: 1 for a gold without words when
   * no block is content); 0 when the alignment failed.
   */
  alignedShare: number;
  /** The labels are good enough to train on. */
  trainable: boolean;
  /** Why the page is not trainable. */
  reason?: string;
}

export interface LabelGoldOptions {
  /** Default MIN_ALIGNED_SHARE. */
  minAlignedShare?: number;
}

/** Why a labelled page is not for training, or undefined when it is. */
function untrainableReason(page: GoldPage, parsed: Page, alignedShare: number, minAlignedShare: number): string | undefined {
  if (parsed.blocks.length === 0) return 'the page body has no text blocks';
  // WCXB: 18 pages (all single-page apps) have an empty main_content, though some show a whole product grid;
  // labelling such blocks boilerplate would contradict the other pages of their type.
  if (benchmarkWords(page.gold).length === 0) return 'the gold has no words, so every block would be labelled boilerplate';
  if (alignedShare < minAlignedShare) {
    return `aligned share ${alignedShare.toFixed(3)} < ${minAlignedShare}: the content blocks hold too little of the gold`;
  }
  return undefined;
}

function judge(page: GoldPage, parsed: Page, labels: Uint8Array, minAlignedShare: number): LabelledGoldPage {
  const alignedShare = wordScores(blocksToText(parsed.blocks, labels), page.gold).recall;
  const reason = untrainableReason(page, parsed, alignedShare, minAlignedShare);
  return reason === undefined
    ? { page, parsed, labels, alignedShare, trainable: true }
    : { page, parsed, labels, alignedShare, trainable: false, reason };
}

/** Parse a page, align its gold and label its blocks; never throws on a page's content, reports instead. */
export function labelGoldPage(page: GoldPage, options: LabelGoldOptions = {}): LabelledGoldPage {
  const minAlignedShare = options.minAlignedShare ?? MIN_ALIGNED_SHARE;
  const parsed = loadPage(page.html, { cleaneval: page.cleanevalWrapper });
  if (parsed.blocks.length === 0) return judge(page, parsed, new Uint8Array(0), minAlignedShare);
  try {
    // A corpus labelled as the reference labels CleanEval aligns with the reference's masking; others with today's (labels/mask.ts).
    const { labels } = alignAndLabel(parsed, page.gold, { reference: corpusDefinition(page.corpus).labelling === 'reference' });
    return judge(page, parsed, labels, minAlignedShare);
  } catch (err) {
    if (!(err instanceof AlignmentTooLargeError)) throw err;
    const labels = new Uint8Array(parsed.blocks.length);
    return { page, parsed, labels, alignedShare: 0, trainable: false, reason: `alignment failed: ${err.message}` };
  }
}
