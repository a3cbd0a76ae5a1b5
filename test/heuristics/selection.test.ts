// Blocks whose text a heuristic's tree drops (a hidden subtree, a non-rendered element) take the label and
// score of their nearest ancestor the tree keeps, as a walk up the DOM from the block's text node finds it.
import { HEURISTICS } from '../../src/heuristics';
import { loadPage } from '../../src/dom/page';
import { ARTICLE_PAGE } from '../support/heuristic-pages';

/** The hand-made article page with text directly in the article and three pieces some heuristics drop. */
const PAGE = ARTICLE_PAGE.replace('</h2>', '</h2>Intro written directly in the article.'
  + '<div style="display:none">Hidden by its style</div><div hidden>Hidden by its attribute</div>'
  + '<noembed>Fallback text of an embed</noembed>');

describe('blocks whose text node a heuristic drops', () => {
  const page = loadPage(PAGE);
  const block = (start: string): number => page.blocks.findIndex((b) => b.text.startsWith(start));
  const intro = block('Intro written');
  const styleHidden = block('Hidden by its style');
  const attributeHidden = block('Hidden by its attribute');
  const noembed = block('Fallback text');

  it('are blocks of the page', () => {
    expect([intro, styleHidden, attributeHidden, noembed].every((b) => b >= 0)).toBe(true);
  });

  it('WLR (drops invisible subtrees): hidden blocks get the label and score of the article', () => {
    const { labels, scores } = HEURISTICS.wlr.label(page);
    expect(labels[intro]).toBe(1);
    expect(scores![intro]).toBeGreaterThan(0);
    for (const b of [styleHidden, attributeHidden]) {
      expect(labels[b]).toBe(labels[intro]);
      expect(scores![b]).toBe(scores![intro]);
    }
  });

  it('MCE (drops `hidden` subtrees): the hidden block gets the label of the article', () => {
    const { labels } = HEURISTICS.mce.label(page);
    expect(labels[intro]).toBe(1);
    expect(labels[block('Home')]).toBe(0);
    expect(labels[attributeHidden]).toBe(1);
  });

  it('CETD (drops non-rendered elements): the noembed block gets the label and score of the article', () => {
    const { labels, scores } = HEURISTICS.cetd.label(page);
    expect(labels[intro]).toBe(1);
    expect(labels[noembed]).toBe(1);
    expect(scores![noembed]).toBe(scores![intro]);
    expect(scores![styleHidden]).not.toBe(scores![intro]); // kept by CETD: scored by its own div
  });

  it('BTE (selects text nodes): the dropped noembed text is never content', () => {
    const { labels } = HEURISTICS.bte.label(page);
    expect(labels[intro]).toBe(1);
    expect(labels[noembed]).toBe(0);
  });
});
