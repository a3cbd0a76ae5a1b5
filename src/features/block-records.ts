// A page's blocks as plain records (what `web2text blocks` prints): text, span, tags, breaks, and on request the
// reference's 128 block features and, except for the last block, the 25 edge features of the pair with the next.
import { loadPage } from '../dom/page';
import type { Block } from '../dom/types';
import { BLOCK_FEATURE_COUNT, EDGE_FEATURE_COUNT, computeFeatures } from './index';
import { checkOptionsObject, checkPageInput } from '../arguments';

export interface BlockRecordOptions {
  /** Add `features` (and `edge`) to each record. */
  features?: boolean;
  /** Strip the CleanEval wrapper (first line <text …>, last line </text>). */
  cleaneval?: boolean;
  /** Decode as the reference does (UTF-8, malformed bytes dropped) to get its exact blocks. */
  reference?: boolean;
}

export type BlockRecord = Pick<Block, 'index' | 'text' | 'start' | 'end' | 'tags' | 'classNames' | 'blockBreakBefore' | 'blockBreakAfter'> & {
  features?: number[];
  edge?: number[];
};

export function blockRecords(input: string | Uint8Array, options: BlockRecordOptions = {}): BlockRecord[] {
  checkPageInput(input);
  checkOptionsObject(options, 'blockRecords');
  const page = loadPage(input, { cleaneval: options.cleaneval, referenceDecoding: options.reference });
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
