import { loadPage } from '../../src/dom/page';
import { declaredText, isMissing, shownWords } from '../../src/dom/declared-body';

const STORY = [
  'The night train from Vienna to Brussels returned this winter after fourteen years away from the timetable.',
  'It leaves at seven in the evening and reaches the Belgian capital a little before eleven the next morning.',
  'Tickets sold out for most of December, and the operator plans a second weekly run from March onwards.',
];

/** A page whose article is rendered by JavaScript: the HTML shows a shell, the JSON-LD holds the text. */
function scriptRenderedPage(articleBody: string, shown = '<div id="app">Loading…</div>'): string {
  const jsonLd = JSON.stringify({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'Rail News' }, { '@type': 'NewsArticle', headline: 'Night trains', articleBody }] });
  return `<html><head><title>Night trains</title><script type="application/ld+json">${jsonLd}</script></head>
<body><nav><a href="/">Home</a> <a href="/europe">Europe</a></nav>${shown}<footer>© Rail News</footer></body></html>`;
}

describe('text the page declares in JSON-LD', () => {
  it('becomes candidate blocks, one per paragraph, after the page\'s own, when the page does not show it', () => {
    const page = loadPage(scriptRenderedPage(STORY.join('\n')));
    const texts = page.blocks.map((block) => block.text.trim());
    expect(texts.slice(0, 4)).toEqual(['Home', 'Europe', 'Loading…', '© Rail News']);
    expect(texts.slice(4)).toEqual(STORY);
    // Their spans are in the page source, as any block's.
    for (const block of page.blocks.slice(4)) expect(page.source.slice(block.start, block.end)).toBe(block.text);
    expect(page.blocks[4].node.parent!.tags).toContain('article');
  });

  it('adds nothing where the page shows the text, and nothing for a short description', () => {
    const shown = `<article>${STORY.map((line) => `<p>${line}</p>`).join('')}</article>`;
    const page = loadPage(scriptRenderedPage(STORY.join('\n'), shown));
    expect(page.blocks.map((block) => block.text)).toEqual(['Home', 'Europe', ...STORY, '© Rail News']);
    expect(declaredText(scriptRenderedPage('A short teaser of the story.'))).toBeUndefined();
  });

  it('reads articleBody before description, and counts the words the blocks hold', () => {
    const jsonLd = JSON.stringify({ '@type': 'Article', description: STORY[0] + ' ' + STORY[1] + ' ' + STORY[2], articleBody: STORY.join(' ') + ' And more.' });
    expect(declaredText(`<script type="application/ld+json">${jsonLd}</script>`)).toMatch(/And more\.$/);
    expect(isMissing(STORY.join(' '), shownWords([STORY[0]]))).toBe(true);
    expect(isMissing(STORY.join(' '), shownWords([STORY[0], STORY[1]]))).toBe(false);
  });
});
