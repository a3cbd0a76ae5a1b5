// The page's collapsed DOM as a flat tree (src/heuristics/cdom-tree.ts): each CDOM node's tag chain unfolded, the
// blocks its text leaves with the words the parse counted, and MCE read on it (the confidence's agreement feature).
import { loadPage } from '../../src/dom/page';
import { blockAnchors } from '../../src/heuristics/block-anchors';
import { CDOM_TREE } from '../../src/heuristics/cdom-tree';
import { mceOnTree } from '../../src/heuristics/mce';
import { labelsFromSelection } from '../../src/heuristics/selection';
import { ARTICLE_PAGE, loadWithRegions, TWO_REGIONS_PAGE } from '../support/heuristic-pages';

const PAGE = '<html><body><div id="main"><p>Hello brave new world</p><p>See <a href="/x">the docs</a> now</p></div>'
  + '<ul><li><a href="/a">Home</a></li></ul><img src="x.png"><p>   </p></body></html>';

describe('the CDOM as a flat tree', () => {
  const page = loadPage(PAGE);
  const tree = page.get(CDOM_TREE)!;

  it('unfolds each collapsed chain into nested nodes and leaves out what the CDOM drops (an image, a blank paragraph)', () => {
    expect(tree.tag).toEqual(['body', 'div', 'p', '#text', 'p', '#text', 'a', '#text', '#text', 'ul', 'li', 'a', '#text']);
    expect([...tree.depth]).toEqual([0, 1, 2, 3, 2, 3, 3, 4, 3, 1, 2, 3, 4]);
    expect([...tree.parent]).toEqual([-1, 0, 1, 2, 1, 4, 4, 6, 4, 0, 9, 10, 11]);
    expect([...tree.end]).toEqual([13, 9, 4, 4, 9, 6, 8, 8, 9, 13, 13, 13, 13]);
  });

  it('has the blocks as its text leaves, with the words and characters the parse counted', () => {
    expect(page.blocks.map((block) => block.text.trim())).toEqual(['Hello brave new world', 'See', 'the docs', 'now', 'Home']);
    expect([...blockAnchors(page, tree)]).toEqual([3, 5, 7, 8, 12]);
    expect([3, 5, 7, 8, 12].map((i) => tree.words[i])).toEqual([4, 1, 2, 1, 1]);
    expect([3, 5, 7, 8, 12].map((i) => tree.textLength[i])).toEqual([21, 3, 8, 3, 4]);
  });

  it('is null for a page without kept text', () => {
    expect(loadPage('<html><body><img src="x.png"></body></html>').get(CDOM_TREE)).toBeNull();
  });
});

describe('MCE read on the CDOM tree', () => {
  /** The regions (ids) of the blocks MCE keeps. */
  const keptRegions = (html: string): Set<string> => {
    const { page, region } = loadWithRegions(html);
    const tree = page.get(CDOM_TREE)!;
    const labels = labelsFromSelection(page, tree, mceOnTree(tree).selected);
    return new Set(region.filter((_, b) => labels[b] === 1));
  };

  it('keeps the article and drops the menu and footer of a plain article page', () => {
    expect(keptRegions(ARTICLE_PAGE)).toEqual(new Set(['article']));
  });

  it('keeps both stories of a page with an ad list between them', () => {
    expect(keptRegions(TWO_REGIONS_PAGE)).toEqual(new Set(['first', 'second']));
  });
});
