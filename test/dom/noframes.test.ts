import { loadPage } from '../../src/dom/page';

const ARTICLE = [
  'The village hall will open its doors again in the spring after two years of repairs to the roof and the floor.',
  'Volunteers raised most of the money themselves, with a summer fair, a sponsored walk and a long run of quiz nights.',
  'The first event in the hall will be the flower show, which had to move to a tent in the school field last year.',
];

const framesetPage = (noframes: string) => `<html><head><title>Village news</title></head>
<frameset cols="20%,80%"><frame src="menu.html"><frame src="news.html">
<noframes>${noframes}</noframes></frameset></html>`;

describe('frameset pages', () => {
  it('reads the <noframes> content of a frameset page as its body, as a browser without frames shows it', () => {
    const page = loadPage(framesetPage(`<body><h1>Hall reopens</h1>${ARTICLE.map((text) => `<p>${text}</p>`).join('')}<p><a href="menu.html">Menu</a></p></body>`));
    expect(page.blocks.map((block) => block.text.trim())).toEqual(['Hall reopens', ...ARTICLE, 'Menu']);
    expect(page.source).toContain('<title>Village news</title>');
    expect(page.source).not.toContain('<frameset');
  });

  it('keeps a short <noframes> notice out: the page has no blocks, as before', () => {
    expect(loadPage(framesetPage('<p>This site uses frames. Please use a browser that shows them.</p>')).blocks).toEqual([]);
    expect(loadPage('<html><frameset rows="50%,50%"><frame src="a.html"><frame src="b.html"></frameset></html>').blocks).toEqual([]);
  });

  it('reads CleanEval files as the reference does (no <noframes> content)', () => {
    const html = `<text id="1">\n${framesetPage(ARTICLE.map((text) => `<p>${text}</p>`).join(''))}\n</text>\n`;
    expect(loadPage(html, { cleaneval: true }).blocks).toEqual([]);
  });
});
