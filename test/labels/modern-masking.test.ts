import { labelGoldPage } from '../../src/labels/gold-labels';
import { blocksToText } from '../../src/dom/text';

// A Webflow-style template: the whole article inside a <header> element.
const html = `<html><head><title>Cold brew at home</title></head><body>
<nav><a href="/">Home</a> <a href="/shop">Shop</a></nav>
<header class="post-header"><h1>Cold brew at home</h1>
<p>Grind the coffee coarse, steep it in cold water for sixteen hours and strain it through a paper filter.</p></header>
<footer>Copyright 2025 The Coffee Corner</footer></body></html>`;
const gold = 'Grind the coffee coarse, steep it in cold water for sixteen hours and strain it through a paper filter.';

describe('labels of modern corpora mask <head> only', () => {
  it('labels an article inside <header> as content on a WCXB or JSONL page', () => {
    const labelled = labelGoldPage({ corpus: 'wcxb', id: 'h1', html, gold });
    expect(blocksToText(labelled.parsed.blocks, labelled.labels)).toBe(gold);
    expect(labelled.trainable).toBe(true);
  });

  it('keeps the reference masking for CleanEval pages, which hides the whole <header> element', () => {
    const labelled = labelGoldPage({ corpus: 'cleaneval', id: '1', html, gold });
    expect(blocksToText(labelled.parsed.blocks, labelled.labels)).toBe('');
  });
});
