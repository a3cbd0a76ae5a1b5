import { readFileSync } from 'fs';
import { loadPage } from '../../src/dom/page';
import type { Page } from '../../src/dom/types';
import { FEATURE_SET_NAMES, featureSet } from '../../src/features/sets';
import * as path from 'path';
import { CLEANEVAL_DIR } from '../support/shared-data';

// A CleanEval page (varied structure: blocks with and without grandparents, long and short texts) and a small
// page of our own with a form, a table and nested lists.
const PAGES: Page[] = [
  loadPage(readFileSync(path.join(CLEANEVAL_DIR, 'orig', '64.html')), { cleaneval: true }),
  loadPage(`<body><ul><li><a href="/">Home</a><ul><li>Sub</li></ul></li></ul><table><tr><td>Cell one.</td><td>2024</td></tr></table>
<div><p>A paragraph with <b>bold</b> words, a question? And an e-mail: a@b.org.</p><form><input></form></div></body>`),
];

describe.each(FEATURE_SET_NAMES)('feature set %s', (setName) => {
  const set = featureSet(setName);

  it.each([...set.block.groups, ...set.edge.groups].map((g) => [g.name, g] as const))(
    'group %s writes exactly its own columns',
    (_name, group) => {
      const width = group.names.length;
      for (const page of PAGES) {
        const rows = group.rows === 'block' ? page.blocks.length : page.blocks.length - 1;
        // One sentinel column on each side of the group's columns; NaN marks "never written".
        const stride = width + 2;
        const out = new Float32Array(rows * stride).fill(NaN);
        group.compute(page, { out, stride, offset: 1 }, {});
        const written = new Array(width).fill(false);
        for (let r = 0; r < rows; r++) {
          expect(out[r * stride]).toBeNaN();
          expect(out[r * stride + stride - 1]).toBeNaN();
          for (let c = 0; c < width; c++) if (!Number.isNaN(out[r * stride + 1 + c])) written[c] = true;
        }
        if (page === PAGES[0]) expect(group.names.filter((_, c) => !written[c])).toEqual([]);
      }
    },
  );

  it('is the concatenation of its groups, in order, with unique names', () => {
    expect(set.blockFeatureNames).toEqual(set.block.groups.flatMap((g) => g.names));
    expect(set.edgeFeatureNames).toEqual(set.edge.groups.flatMap((g) => g.names));
    expect(new Set(set.blockFeatureNames).size).toBe(set.blockFeatureNames.length);
  });
});

describe('the reference groups', () => {
  it('split the 128 block and 25 edge features as the reference does', () => {
    const set = featureSet('web2text');
    expect(set.block.groups.map((g) => [g.name, g.names.length])).toEqual([
      ['duplicates', 3], ['leaf', 24], ['parent', 41], ['grandparent', 21], ['root', 20], ['leaf_tags', 19],
    ]);
    expect(set.edge.groups.map((g) => [g.name, g.names.length])).toEqual([['tree_distance', 5], ['common_ancestor', 20]]);
  });
});
