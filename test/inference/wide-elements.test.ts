// Elements with more children than a function call takes arguments (≈ 120,000 in V8): a page may hold them, and
// nothing may spread them into one call.
import { loadPage } from '../../src/dom/page';
import { blocksToText } from '../../src/dom/text';
import { extract } from '../../src/inference/extract';
import { renderContent } from '../../src/output/registry';

const ARTICLE = '<article><h1>Pencils</h1><p>The modern pencil began in the sixteenth century, when a large deposit of pure graphite was found in Cumbria. Shepherds used it to mark their sheep.</p></article>';
const WIDE = '<b></b>'.repeat(300_000);

describe('elements of 300,000 children', () => {
  it.each([
    ['a <head> (the page\'s <base href> is looked for there)', `<html><head>${'<meta>'.repeat(300_000)}</head><body>${ARTICLE}</body></html>`],
    ['a form (the discussion features look for a <textarea> in it)', `<html><body>${ARTICLE}<form><div>${WIDE}</div></form></body></html>`],
    ['an itemprop=author element (its microdata name is looked for)', `<html><body>${ARTICLE}<span itemprop="author"><span>${WIDE}</span></span></body></html>`],
    ['a <picture> in a link', `<html><body><article><p>The modern pencil began in the sixteenth century in Cumbria. <a href="/big.jpg"><picture>${WIDE}<img src="/pencil.jpg" alt="A pencil"></picture></a></p></article></body></html>`],
    ['an itemtype of 300,000 types', `<html><body><div itemscope itemtype="${'https://schema.org/Thing '.repeat(300_000)}">${ARTICLE}</div></body></html>`],
    ['a layout <div> of blocks in the HTML output', `<html><body><article><div>${'<p>Graphite from Cumbria.</p>'.repeat(130_000)}</div></article></body></html>`],
  ])('%s: extracted by the learned model, with metadata, Markdown and HTML', async (_, html) => {
    const result = await extract(html, { markdown: true, html: true, images: true, maxBlocks: 200_000 });
    expect(result.fallbackReason).toBeUndefined();
    expect(result.text).toMatch(/Cumbria/);
    expect(result.markdown).toMatch(/Cumbria/);
    expect(result.html).toMatch(/Cumbria/);
  }, 120_000);

  it('a table cell of 300,000 <br>s: its Markdown (is the table a layout table?)', () => {
    const page = loadPage(`<table><tr><td>Cumbria${'<br>'.repeat(300_000)}</td><td>graphite</td></tr></table>`);
    expect(renderContent(page, page.blocks.map(() => 1), { markdown: true }).markdown).toMatch(/Cumbria[^]*graphite/);
  });

  it('a <pre> of 300,000 blocks in one line: the text output', () => {
    const page = loadPage(`<pre>${'<span>x</span>'.repeat(300_000)}</pre>`, { maxBlocks: 400_000 });
    const text = blocksToText(page.blocks, page.blocks.map(() => 1));
    // Each span's x is a word of its own (word-seams.ts), as in the collapsed text.
    expect(text === Array(300_000).fill('x').join(' ')).toBe(true);
  });
});
