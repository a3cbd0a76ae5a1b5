// The Collapsed-DOM containers of each block, as numbers: the context stage of a model (model/subtree-context.ts)
// pools the first stage's content probabilities over each container, so it sees whether a block sits in a mostly
// content or mostly boilerplate part of the page. Kept with datasets so training can pool the same way.
import { pageField } from '../dom/page';
import type { CdomNode, Page } from '../dom/types';

/** Containers kept per block: its parent, grandparent, … (the levels the context stage pools over). */
export const ANCESTOR_LEVELS = 8;

export interface BlockAncestry {
  /** n × ANCESTOR_LEVELS ids of each block's ancestors, nearest first, dense from 0 per page; −1 above the root. */
  ancestors: Int32Array;
  /** Words per block (docs/methods/web2text.md §3a W): how much of the page's text each block holds. */
  words: Float32Array;
}

/** Words per block (§3a W): what the context stage weighs containers by and the content floor counts. */
export const BLOCK_WORDS = pageField('block words', (page: Page): Float32Array => {
  // A loop: Float32Array.from with a map function takes ≈ 10× as long.
  const words = new Float32Array(page.blocks.length);
  page.blocks.forEach((block, b) => (words[b] = block.node.props.nWords));
  return words;
});

export const BLOCK_ANCESTRY = pageField('block ancestry', (page: Page): BlockAncestry => {
  const n = page.blocks.length;
  const ancestors = new Int32Array(n * ANCESTOR_LEVELS).fill(-1);
  const ids = new Map<CdomNode, number>();
  page.blocks.forEach((block, b) => {
    let node = block.node.parent;
    for (let level = 0; level < ANCESTOR_LEVELS && node !== null; level++, node = node.parent) {
      let id = ids.get(node);
      if (id === undefined) ids.set(node, (id = ids.size));
      ancestors[b * ANCESTOR_LEVELS + level] = id;
    }
  });
  return { ancestors, words: page.get(BLOCK_WORDS) };
});
