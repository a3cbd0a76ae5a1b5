import { loadPage } from '../../src/dom/page';
import { computeFeatures } from '../../src/features';
import { featureSet } from '../../src/features/sets';

const html = `<html><body><ul><li><a href="/">Home</a></li><li><a href="/x">News</a></li></ul>
<div><p>The first paragraph of a long article about rivers and the towns that grew along them.</p>
<p>A second paragraph continues the story with more sentences. It has two of them.</p></div>
<div class="footer">© 2024 Example</div></body></html>`;

describe('feature sets', () => {
  const page = loadPage(html);

  it('web2text+heuristics keeps the 128 reference columns and appends the heuristic columns per block', () => {
    const base = computeFeatures(page);
    const set = featureSet('web2text+heuristics');
    const { block, edge } = set.compute(page);
    const width = set.blockFeatureNames.length;
    expect(width).toBeGreaterThan(128);
    expect(block.length).toBe(page.blocks.length * width);
    for (let b = 0; b < page.blocks.length; b++) {
      expect(Array.from(block.subarray(b * width, b * width + 128))).toEqual(Array.from(base.block.subarray(b * 128, (b + 1) * 128)));
      // heuristic membership columns are ±1
      expect([1, -1]).toContain(block[b * width + 128]);
    }
    expect(Array.from(edge)).toEqual(Array.from(base.edge));
  });

  it('refuses an unknown feature set by name', () => {
    expect(() => featureSet('web3text')).toThrow(/unknown feature set "web3text"/);
  });
});
