// A page's blocks as plain records (what `web2text blocks` prints): text, span, tags, breaks, and on request the
// reference's 128 block features and, except for the last block, the 25 edge features of the pair with the next.
import { loadPage } from '../dom/page';
import type { PageLimits } from '../dom/page-limits';
import type { Block } from '../dom/types';
import { BLOCK_FEATURE_COUNT, EDGE_FEATURE_COUNT, computeFeatures } from './index';
import { checkOptionsObject, checkPageInput } from '../arguments';

/** `maxPageBytes`, `maxBlocks` and `encoding`: the page is read as extract() reads it. */
export interface BlockRecordOptions extends PageLimits {
  /** Add `features` (and `edge`) to each record. */
  features?: boolean;
  /** Strip the CleanEval wrapper (first line <text …>, last line </text>). */
  cleaneval?: boolean;
  /** Decode as the reference does (UTF-8, malformed bytes dropped) to get its exact blocks. */
  reference?: boolean;
  /** The encoding of byte input, overriding its declarations and detection (a WHATWG label). */
  encoding?: string;
}

export type BlockRecord = Pick<Block, 'index' | 'text' | 'start' | 'end' | 'tags' | 'classNames' | 'blockBreakBefore' | 'blockBreakAfter'> & {
  features?: number[];
  edge?: number[];
};

export function blockRecords(input: string | Uint8Array, options: BlockRecordOptions = {}): BlockRecord[] {
  checkPageInput(input);
  checkOptionsObject(options, 'blockRecords');
  const { cleaneval, reference, encoding, maxPageBytes, maxBlocks } = options;
  const page = loadPage(input, { cleaneval, referenceDecoding: reference, encoding, maxPageBytes, maxBlocks });
  const features = options.features ? computeFeatures(page) : null;
  return page.blocks.map((block, i) => {
    const record: BlockRecord = {
      index: i,
      text: block.text,
      start: block.start,
      end: block.end,
      tags: block.tags,
      classNames: block.classNames,
      blockBreakBefore: block.blockBreakBefore,
      blockBreakAfter: block.blockBreakAfter,
    };
    if (features !== null) {
      record.features = Array.from(features.block.subarray(i * BLOCK_FEATURE_COUNT, (i + 1) * BLOCK_FEATURE_COUNT));
      if (i + 1 < page.blocks.length) {
        record.edge = Array.from(features.edge.subarray(i * EDGE_FEATURE_COUNT, (i + 1) * EDGE_FEATURE_COUNT));
      }
    }
    return record;
  });
}
