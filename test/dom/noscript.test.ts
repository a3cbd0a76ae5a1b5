import { loadPage } from '../../src/dom/page';

const POSTS = Array.from({ length: 6 }, (_, i) => `<div class="post"><p>Post ${i}: the container keeps restarting after the upgrade, and the logs only say that the health check timed out.</p></div>`).join('\n');

describe('pages whose content is only in <noscript>', () => {
  it('reads the <noscript> content when it holds more words than the rest of the body (a Discourse-style forum)', () => {
    const page = loadPage(`<html><body><header><a href="/">Forum</a> <a href="/latest">Latest</a></header>
<noscript><div id="main-outlet">${POSTS}</div></noscript>
<script>renderTheApp()</script></body></html>`);
    const texts = page.blocks.map((block) => block.text.trim());
    expect(texts).toContain('Forum');
    expect(texts.filter((text) => text.startsWith('Post '))).toHaveLength(6);
  });

  it('keeps skipping a short <noscript> notice, as the reference does', () => {
    const page = loadPage(`<html><body><p>An article paragraph with enough words to be the page's content on its own.</p>
<noscript><p>Please enable JavaScript to use this site.</p></noscript></body></html>`);
    expect(page.blocks.map((block) => block.text.trim())).toEqual(["An article paragraph with enough words to be the page's content on its own."]);
  });

  it('keeps skipping <noscript> when the rest of the body holds more words', () => {
    const article = Array.from({ length: 10 }, () => '<p>The rest of the body says more than the fallback does, sentence after sentence.</p>').join('');
    const page = loadPage(`<html><body>${article}<noscript>${POSTS}</noscript></body></html>`);
    expect(page.blocks.some((block) => block.text.includes('Post 0'))).toBe(false);
  });

  it('reads CleanEval files exactly as the reference does (no <noscript> content)', () => {
    const html = `<text id="1">\n<html><body><a href="/">Forum</a><noscript>${POSTS}</noscript></body></html>\n</text>\n`;
    expect(loadPage(html, { cleaneval: true }).blocks.map((block) => block.text.trim())).toEqual(['Forum']);
  });

  it('reads a page whose <noscript> never closes an <iframe> as a browser running scripts shows it, not as markup text', () => {
    // The tag-manager snippet as JSX writes it: `<iframe … />` is not self-closing in HTML, so without scripts the
    // iframe's raw text would take the rest of the page, markup and all.
    const article = Array.from({ length: 4 }, (_, i) => `<p>Paragraph ${i} of the article, which a reader sees below the page's header.</p>`).join('');
    const page = loadPage(`<html><body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-X" height="0" width="0" style="display:none" /></noscript>
<header><a href="/">Home</a></header><main><h1>The title</h1>${article}</main><script>hydrate()</script></body></html>`);
    const texts = page.blocks.map((block) => block.text.trim());
    expect(texts).toEqual(['Home', 'The title', ...Array.from({ length: 4 }, (_, i) => `Paragraph ${i} of the article, which a reader sees below the page's header.`)]);
    expect(texts.join(' ')).not.toMatch(/<\/?(noscript|p|main|script)\b/);
  });
});
