// How the pages of `extract`, `worker` and `blocks` are read: --encoding, --max-page-bytes, --max-blocks (the same for one
// page, a batch, a site batch and a queue's shards).
import type { Command } from 'commander';
import { DEFAULT_MAX_BLOCKS, DEFAULT_MAX_PAGE_BYTES } from '../dom/page-limits';
import type { PageReadingOptions } from '../inference/extract';
import { wholeNumber } from './split-options';

export interface PageCliOptions {
  encoding?: string;
  maxPageBytes: string;
  maxBlocks: string;
}

export function addPageOptions(command: Command): Command {
  return command
    .option('--encoding <label>', 'the encoding of the input pages, overriding their declarations (utf-8, windows-1251, shift_jis, gbk…)')
    .option('--max-page-bytes <n>', 'a larger page is refused (in a batch: recorded with the error)', String(DEFAULT_MAX_PAGE_BYTES))
    .option('--max-blocks <n>', 'a page with more text blocks is refused (in a batch: recorded with the error)', String(DEFAULT_MAX_BLOCKS));
}

export function pageOptions(opts: PageCliOptions): PageReadingOptions {
  return {
    encoding: opts.encoding,
    maxPageBytes: wholeNumber(opts.maxPageBytes, '--max-page-bytes', 1),
    maxBlocks: wholeNumber(opts.maxBlocks, '--max-blocks', 1),
  };
}
