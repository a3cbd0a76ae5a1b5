// Each block's text as titles and repeats are compared (normaliseForMatch: lower-cased, whitespace collapsed),
// made at most once per page: the title feature, the group decision and repeated text each read a different subset
// of the blocks, and many blocks are read by two of them.
import { pageField } from './page';
import { normaliseForMatch } from './text';
import type { Block } from './types';

export class BlockMatchTexts {
  private readonly texts: (string | undefined)[];

  constructor(private readonly blocks: readonly Block[]) {
    this.texts = new Array(blocks.length);
  }

  /** Block b's text as compared. */
  of(b: number): string {
    return (this.texts[b] ??= normaliseForMatch(this.blocks[b].text));
  }
}

export const BLOCK_MATCH_TEXTS = pageField('block texts as compared', (page) => new BlockMatchTexts(page.blocks));
