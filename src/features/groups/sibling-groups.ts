// Repeated sibling groups (dom/sibling-groups.ts) as block features: whether a block is in a group of cards, posts or
// list entries, how much of the page that group holds and whether it is the page's largest, how long its items are,
// and how its block's column (the same place in every item) stands in it — so that a net can judge a listing's cards
// or a product's reviews as a group and not block by block. Blocks in no group have zeros.
import { BLOCK_WORDS } from '../block-ancestry';
import { SIBLING_GROUPS } from '../../dom/sibling-groups';
import { BLOCK_MATCH_TEXTS } from '../../dom/block-match-texts';
import type { FeatureGroup } from '../group';

/** ln(1 + x) / scale stays about within [0, 1] on real pages. */
const ITEMS_SCALE = 5;
const ITEM_WORDS_SCALE = 6;

const NAMES = [
  'in_sibling_group', 'group_log_items', 'group_word_share', 'group_is_largest', 'group_log_item_words',
  'group_link_density', 'group_start', 'group_end', 'column_coverage', 'column_word_share', 'column_same_text',
];

export const SIBLING_GROUP_FEATURES: FeatureGroup = {
  name: 'sibling_groups',
  rows: 'block',
  names: NAMES,
  compute(page, { out, stride, offset }) {
    const { groups, groupOf, itemOf, columnOf, columns } = page.get(SIBLING_GROUPS);
    if (groups.length === 0) return;
    const words = page.get(BLOCK_WORDS);
    const n = page.blocks.length;
    let pageWords = 0;
    for (let b = 0; b < n; b++) pageWords += words[b];
    const groupWords = new Float64Array(groups.length);
    const groupCharacters = new Float64Array(groups.length);
    const groupLinked = new Float64Array(groups.length);
    const columnWords = new Float64Array(columns);
    const columnItems = new Int32Array(columns);
    const lastItem = new Int32Array(columns).fill(-1);
    const columnBlocks = new Int32Array(columns);
    // Per column, the texts of its blocks and how many blocks hold each.
    const columnTexts: Map<string, number>[] = [];
    const matchTexts = page.get(BLOCK_MATCH_TEXTS);
    for (let b = 0; b < n; b++) {
      const g = groupOf[b];
      if (g < 0) continue;
      const c = columnOf[b];
      const { props } = page.blocks[b].node;
      groupWords[g] += words[b];
      groupCharacters[g] += props.nCharacters;
      groupLinked[g] += props.nCharsInLink;
      columnWords[c] += words[b];
      columnBlocks[c]++;
      if (lastItem[c] !== itemOf[b]) {
        lastItem[c] = itemOf[b];
        columnItems[c]++;
      }
      const text = matchTexts.of(b);
      const texts = (columnTexts[c] ??= new Map());
      texts.set(text, (texts.get(text) ?? 0) + 1);
    }
    let largest = 0;
    for (let g = 1; g < groups.length; g++) if (groupWords[g] > groupWords[largest]) largest = g;
    const sameText = new Float64Array(columns);
    for (let c = 0; c < columns; c++) {
      let repeated = 0;
      for (const count of columnTexts[c].values()) if (count > 1) repeated += count;
      sameText[c] = repeated / columnBlocks[c];
    }
    for (let b = 0, at = offset; b < n; b++, at += stride) {
      const g = groupOf[b];
      if (g < 0) continue;
      const c = columnOf[b];
      const items = groups[g].items.length;
      out[at] = 1;
      out[at + 1] = Math.log1p(items) / ITEMS_SCALE;
      out[at + 2] = pageWords > 0 ? groupWords[g] / pageWords : 0;
      out[at + 3] = g === largest ? 1 : 0;
      out[at + 4] = Math.log1p(groupWords[g] / items) / ITEM_WORDS_SCALE;
      out[at + 5] = groupCharacters[g] > 0 ? groupLinked[g] / groupCharacters[g] : 0;
      out[at + 6] = groups[g].firstBlock / n;
      out[at + 7] = groups[g].lastBlock / n;
      out[at + 8] = columnItems[c] / items;
      out[at + 9] = groupWords[g] > 0 ? columnWords[c] / groupWords[g] : 0;
      out[at + 10] = sameText[c];
    }
  },
};
