// Block and edge training labels from an alignment (docs/methods/web2text.md §6.3, §8 edge labels).
import { loadPage } from '../dom/page';
import { checkArgument, checkLabels, checkOptionsObject, checkPage, checkString } from '../arguments';
import type { Page } from '../dom/types';
import { alignCleanText, Alignment } from './align';
import type { MaskOptions } from './mask';
import { AlignmentTooLargeError } from './gap-dp';
import { PageDataError } from '../errors';
import { loadCleanText, loadOrigBytes, ReadingOptions } from '../corpora/cleaneval-files';

/** The span and trimmed length C of a block, as the label rule needs them. */
export interface LabelSpan {
  start: number;
  end: number;
  nCharacters: number;
}

/**
 * 1 (content) when more than ⌊2·C/3⌋ chars of [start, end) are aligned (§6.3, integer division); 0 when the
 * span is unknown (−1) or runs past the source, as in the reference.
 */
export function blockLabel(span: LabelSpan, aligned: Uint8Array): number {
  if (span.start < 0 || span.end < 0 || span.end > aligned.length) return 0;
  let found = 0;
  for (let p = span.start; p < span.end; p++) found += aligned[p];
  return found > Math.floor((2 * span.nCharacters) / 3) ? 1 : 0;
}

export function blockLabels(spans: readonly LabelSpan[], aligned: Uint8Array): Uint8Array {
  return Uint8Array.from(spans, (span) => blockLabel(span, aligned));
}

/** Edge label i = 2·yᵢ + yᵢ₊₁: 0 = 00, 1 = 01, 2 = 10, 3 = 11 (§8). */
export function edgeLabels(labels: Uint8Array): Uint8Array {
  const edges = new Uint8Array(Math.max(labels.length - 1, 0));
  for (let i = 0; i < edges.length; i++) edges[i] = 2 * labels[i] + labels[i + 1];
  return edges;
}

/** A block's label span: its source offsets and its nCharacters (§3a C). */
export function spanOf(block: Page['blocks'][number]): LabelSpan {
  return { start: block.start, end: block.end, nCharacters: block.node.props.nCharacters };
}

export interface LabelledPage {
  /** A CleanEval page number, or a GoldPage's id. */
  id: number | string;
  page: Page;
  alignment: Alignment;
  labels: Uint8Array;
  /** The gold text is empty: every block is boilerplate. */
  emptyCleanText: boolean;
}

export interface LabelPageOptions extends ReadingOptions {
  /**
   * Fail on a gold text that is empty after normalisation. Default false: like the reference, such a page
   * aligns to nothing and all its blocks are labelled 0 (it still counts in §7's totals).
   */
  rejectEmptyCleanText?: boolean;
}

/** Align a gold text to a parsed page's source and label its blocks (§6); throws AlignmentTooLargeError. */
export function alignAndLabel(page: Page, gold: string, options: MaskOptions = {}): { alignment: Alignment; labels: Uint8Array } {
  const alignment = alignCleanText(page.source, gold, options);
  return { alignment, labels: blockLabels(page.blocks.map(spanOf), alignment.aligned) };
}

function alignOrFail(id: number | string, page: Page, clean: string): { alignment: Alignment; labels: Uint8Array } {
  try {
    return alignAndLabel(page, clean);
  } catch (err) {
    if (err instanceof AlignmentTooLargeError) throw new PageDataError(id, err.message);
    throw err;
  }
}

/** Align a parsed page's gold text and label its blocks; PageDataError when the page has no blocks. */
export function labelParsedPage(id: number | string, page: Page, clean: string): LabelledPage {
  if (page.blocks.length === 0) throw new PageDataError(id, 'the page body has no text blocks');
  const { alignment, labels } = alignOrFail(id, page, clean);
  return { id, page, alignment, labels, emptyCleanText: clean.length === 0 };
}

/** One block's gold label with its span and text, as `web2text labels` prints it. */
export interface LabelRecord {
  page: number | string;
  index: number;
  start: number;
  end: number;
  text: string;
  label: number;
}

export function labelRecords(labelled: LabelledPage): LabelRecord[] {
  checkArgument(typeof labelled === 'object' && labelled !== null, labelled, 'labelRecords takes a labelled page made by labelPage(id, dataDir)');
  const { id, page, labels } = labelled;
  checkPage(page, 'labelRecords (its page)');
  checkLabels(labels, page.blocks.length, 'labelRecords (its labels)');
  return page.blocks.map(({ index, start, end, text }) => ({ page: id, index, start, end, text, label: labels[index] }));
}

/** Parse a CleanEval page, align its gold text and label its blocks; PageDataError when the page has no blocks. */
export function labelPage(id: number, dataDir: string, options: LabelPageOptions = {}): LabelledPage {
  checkArgument(Number.isInteger(id) && id >= 0, id, 'labelPage takes the CleanEval id of a page (a whole number) first');
  checkString(dataDir, 'labelPage takes the CleanEval folder (a path) after the id');
  checkOptionsObject(options, 'labelPage');
  const clean = loadCleanText(id, dataDir, { allowEmpty: !options.rejectEmptyCleanText, reference: options.reference });
  const page = loadPage(loadOrigBytes(id, dataDir), { cleaneval: true, referenceDecoding: options.reference });
  return labelParsedPage(id, page, clean);
}
