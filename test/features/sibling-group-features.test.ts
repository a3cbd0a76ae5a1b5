import { readFileSync } from 'fs';
import path from 'path';
import { loadPage } from '../../src/dom/page';
import { featureSet } from '../../src/features/sets';

const GROUPS = featureSet('modern+groups');
const page = loadPage(readFileSync(path.join(__dirname, '..', 'fixtures', 'groups', 'product-reviews.html')));
const rows = GROUPS.compute(page).block;

/** The value of one named column for the first block whose text starts with `text`. */
function column(text: string, name: string): number {
  const b = page.blocks.findIndex((block) => block.text.trim().startsWith(text));
  if (b < 0) throw new Error(`no block starts with "${text}"`);
  const c = GROUPS.blockFeatureNames.indexOf(name);
  if (c < 0) throw new Error(`no column ${name}`);
  return rows[b * GROUPS.blockFeatureNames.length + c];
}

describe('sibling group features (src/features/groups/sibling-groups.ts) on a product page with reviews', () => {
  it('marks the blocks of the review list and leaves the rest at zero', () => {
    expect(column('Marta K.', 'in_sibling_group')).toBe(1);
    expect(column('I have worn this jacket', 'in_sibling_group')).toBe(1);
    for (const text of ['The Trail Runner 3 is a light', 'Customer reviews', '$149.00']) {
      for (const name of ['in_sibling_group', 'group_log_items', 'column_coverage']) expect(column(text, name)).toBe(0);
    }
    // The footer's three links are a group of their own, not the largest.
    expect(column('Shipping', 'in_sibling_group')).toBe(1);
    expect(column('Shipping', 'group_is_largest')).toBe(0);
  });

  it('describes the group: six items, the page\'s largest group, after the description', () => {
    expect(column('Dev P.', 'group_log_items')).toBeCloseTo(Math.log1p(6) / 5, 5);
    expect(column('Dev P.', 'group_is_largest')).toBe(1);
    // The six reviews hold most of the page's words.
    expect(column('Dev P.', 'group_word_share')).toBeGreaterThan(0.5);
    expect(column('Dev P.', 'group_word_share')).toBeLessThan(0.8);
    expect(column('Dev P.', 'group_start')).toBeGreaterThan(column('The Trail Runner 3 is a light', 'relative_position'));
    expect(column('Dev P.', 'group_end')).toBeGreaterThan(column('Dev P.', 'group_start'));
  });

  it('describes each column: every review has a body, every byline starts with the same word', () => {
    expect(column('I have worn this jacket', 'column_coverage')).toBe(1);
    expect(column('I have worn this jacket', 'column_same_text')).toBe(0);
    // The bylines' own text nodes are one column: 'by' six times, 'on' three times, three 'from … on' once each.
    expect(column('by', 'column_same_text')).toBeCloseTo(9 / 12, 5);
    // The bodies hold most of the reviews' words, the authors' names few of them.
    expect(column('I have worn this jacket', 'column_word_share')).toBeGreaterThan(0.5);
    expect(column('Marta K.', 'column_word_share')).toBeLessThan(0.1);
  });
});
