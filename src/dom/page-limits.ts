// Size limits of one page, so that no page makes the work of a batch unbounded (issue 16): a 21 MB page of 3
// million tiny blocks took 44 s and 5 GB. The defaults are far above real pages: the largest WCXB page is
// 5.0 MB with 1,167 blocks, the largest CleanEval page 184 KB.
import { PageLimitError } from '../errors';

export interface PageLimits {
  /** Largest page accepted, in bytes (a string page: its UTF-8 length); default 16 MiB. */
  maxPageBytes?: number;
  /** Most text blocks a page may have; default 50,000. */
  maxBlocks?: number;
}

export const DEFAULT_MAX_PAGE_BYTES = 16 * 1024 * 1024;
export const DEFAULT_MAX_BLOCKS = 50_000;

/** Refuses a page longer than `maxPageBytes` before any decoding or parsing. */
export function checkPageBytes(input: string | Uint8Array, limits: PageLimits): void {
  const max = limits.maxPageBytes ?? DEFAULT_MAX_PAGE_BYTES;
  // A string's UTF-8 length is at most 3 bytes per UTF-16 unit, so most strings need no count.
  if (typeof input === 'string' && input.length * 3 <= max) return;
  const bytes = typeof input === 'string' ? Buffer.byteLength(input) : input.length;
  if (bytes > max) throw new PageLimitError(`page is ${bytes} bytes, over the limit of ${max} (option maxPageBytes, --max-page-bytes)`);
}

/**
 * Refuses a page with more than `maxBlocks` blocks, before features or a model see them. The message names no count:
 * a page refused while it is parsed (block-count.ts) is counted only to the first block over the limit.
 */
export function checkBlockCount(blocks: number, limits: PageLimits): void {
  const max = limits.maxBlocks ?? DEFAULT_MAX_BLOCKS;
  if (blocks > max) throw new PageLimitError(`page has more text blocks than the limit of ${max} (option maxBlocks, --max-blocks)`);
}
