import { parse } from 'parse5';
import { compositeTextDensity, computeTreeStats, statsAt, textDensity, type NodeStats } from '../../src/heuristics/cetd-density';
import { findBody } from '../../src/dom/parse';
import { flattenTree } from '../../src/heuristics/flat-tree';

// docs/methods/cetd.md §2.3–2.4: the paper's Example 2 (fragment of Example 1), with div.main playing the body.
const EXAMPLE_2: Record<string, NodeStats & { td: number; ctd: number }> = {
  main: { chars: 85, tags: 4, linkChars: 15, linkTags: 1, td: 21.25, ctd: 51.9814 },
  article: { chars: 85, tags: 3, linkChars: 15, linkTags: 1, td: 28.33, ctd: 62.9197 },
  articleHeadline: { chars: 46, tags: 0, linkChars: 0, linkTags: 0, td: 46, ctd: 194.6739 },
  articleBody: { chars: 39, tags: 1, linkChars: 15, linkTags: 1, td: 39, ctd: 29.5739 },
  a: { chars: 15, tags: 0, linkChars: 15, linkTags: 0, td: 15, ctd: 0 },
};
const BODY_LINK_RATIO = 15 / 85;

// The article body text is elided in the paper; 24 characters + the 15 of the link give its 39.
const EXAMPLE_1_HTML = '<html><body><div class="main"><div class="article">'
  + '<div class="articleHeadline">South Korea to Hold Artillery Drills on Island</div>'
  + '<div class="articleBody">New Mexico Governor, met <a href="#">Bill Richardson</a></div>'
  + '</div></div></body></html>';

describe('CETD densities', () => {
  it.each(Object.entries(EXAMPLE_2))('reproduces Example 2 for %s', (_name, row) => {
    expect(textDensity(row)).toBeCloseTo(row.td, 2);
    expect(compositeTextDensity(row, BODY_LINK_RATIO)).toBeCloseTo(row.ctd, 3);
  });

  it('counts Example 1 as the paper does (T excludes the node, link tags via a)', () => {
    const tree = flattenTree(findBody(parse(EXAMPLE_1_HTML))!, () => false);
    const stats = computeTreeStats(tree);
    const elementStats = tree.nodes.flatMap((node, i) => ('attrs' in node ? [{ node, i }] : []));
    const byName = new Map(elementStats.map(({ node, i }) => [
      'attrs' in node ? node.attrs.find((a) => a.name === 'class')?.value ?? node.tagName : '', statsAt(stats, i),
    ]));
    for (const [name, row] of Object.entries(EXAMPLE_2)) {
      expect(byName.get(name)).toEqual({ chars: row.chars, tags: row.tags, linkChars: row.linkChars, linkTags: row.linkTags });
    }
    expect(stats.bodyLinkRatio).toBeCloseTo(BODY_LINK_RATIO, 6);
  });

  it('gives a pure link list zero composite density thanks to the link-wrapper rule (§2.4)', () => {
    const items = ['abcdefghij', 'klmnopqrst', 'uvwxyzabcd'].map((t) => `<li><a href="#">${t}</a></li>`).join('');
    const tree = flattenTree(findBody(parse(`<body><ul>${items}</ul></body>`))!, () => false);
    const ul = statsAt(computeTreeStats(tree), 1);
    expect(ul).toEqual({ chars: 30, tags: 6, linkChars: 30, linkTags: 6 });
    expect(compositeTextDensity(ul, 0.3)).toBe(0);
    expect(compositeTextDensity({ ...ul, linkTags: 3 }, 0.3)).toBeCloseTo(1.806, 3);
  });
});
