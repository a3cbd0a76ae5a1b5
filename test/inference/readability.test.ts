import { loadPage } from '../../src/dom/page';
import { InputError } from '../../src/errors';
import { extract } from '../../src/inference/extract';
import { paragraphText, type DomNodeLike } from '../../src/inference/paragraph-text';
import { createReadability, loadReadabilityPackages } from '../../src/inference/readability';

// A small article page as sites write them: a navigation list, a headline and byline, four paragraphs with links
// and emphasis inside them, a related-links list and a footer.
const PAGE = `<!doctype html><html><head><title>Lighthouses of the north coast</title>
<style>.nav { display: flex }</style><script>document.write('<p>written by a script</p>')</script></head><body>
<nav class="nav"><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li><li><a href="/travel">Travel</a></li>
<li><a href="/about">About</a></li><li><a href="/contact">Contact</a></li></ul></nav>
<main><article>
<h1>The last keepers of the northern lights</h1>
<p class="byline">By Ines Varga</p>
<p>Along the northern coast, the lighthouses were built in the nineteenth century to guide fishing boats home
through fog and winter storms. Each tower had a keeper who lived beside it with a family, trimmed the wicks at dusk
and wrote the weather into a logbook every four hours.</p>
<p>The last keepers left in the nineteen-eighties, when the lamps became automatic. Some of the cottages were sold,
others became <a href="/museums">small museums</a>, and a few stand empty, their doors swollen shut by the salt air.</p>
<p>Today volunteers restore the towers one summer at a time. They repaint the iron galleries, replace broken panes
and keep the <em>logbooks</em> open for visitors, who can read two centuries of weather in a single afternoon.</p>
<p>The volunteers say the work is slow but rewarding. A tower that stood dark for twenty years can be lit again for
a festival night, and the whole village comes down to the harbour to watch the beam sweep across the water.</p>
</article></main>
<aside><h2>Related</h2><ul><li><a href="/a">Ferry timetables change in May</a></li>
<li><a href="/b">Ten harbours worth a detour</a></li></ul></aside>
<footer><a href="/privacy">Privacy</a> · <a href="/terms">Terms</a> · © 2026 Coast News</footer>
</body></html>`;

describe('the readability method (Readability.js on jsdom)', () => {
  const readability = createReadability(loadReadabilityPackages());
  const page = loadPage(PAGE);
  const result = readability.label(page);

  it('keeps the article and drops the navigation, related links and footer', () => {
    const text = result.text!;
    expect(text).toContain('Along the northern coast, the lighthouses were built');
    expect(text).toContain('the whole village comes down to the harbour to watch the beam sweep across the water.');
    expect(text).toContain('others became small museums, and a few stand empty');
    expect(text).not.toMatch(/Home|Contact|Ferry timetables|Privacy|Coast News|written by a script/);
  });

  it('gives the article in paragraphs separated by a blank line, with the inline elements inside them', () => {
    const paragraphs = result.text!.split('\n\n');
    const first = paragraphs.findIndex((p) => p.startsWith('Along the northern coast'));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(paragraphs.slice(first).map((p) => p.split(' ').slice(0, 3).join(' '))).toEqual([
      'Along the northern',
      'The last keepers',
      'Today volunteers restore',
      'The volunteers say',
    ]);
    expect(paragraphs.every((p) => p === p.trim() && !/\s{2}|\n/.test(p))).toBe(true);
  });

  it('labels the same blocks as every method: its text aligned to the source', () => {
    expect(result.labels).toHaveLength(page.blocks.length);
    const labelOf = (start: string) => result.labels[page.blocks.findIndex((b) => b.text.trim().startsWith(start))];
    expect(labelOf('Along the northern coast')).toBe(1);
    expect(labelOf('The volunteers say')).toBe(1);
    expect(labelOf('Home')).toBe(0);
    expect(labelOf('Ferry timetables')).toBe(0);
    expect(labelOf('Privacy')).toBe(0);
  });

  it('is a method of the registry whose extract() text is its own', async () => {
    const extracted = await extract(PAGE, { method: 'readability' });
    expect(extracted.method).toBe('readability');
    expect(extracted.text).toBe(result.text);
    expect(extracted.blocks.map((b) => b.label)).toEqual(Array.from(result.labels));
  });

  it('says in one line which packages to install when one is missing', () => {
    let error: unknown;
    try {
      loadReadabilityPackages({ readability: 'no-such-package-for-web2text', jsdom: 'jsdom' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(InputError);
    const message = (error as Error).message;
    expect(message).toMatch(/npm install --save-dev no-such-package-for-web2text$/);
    expect(message).not.toContain('\n');
    expect(() => loadReadabilityPackages({ readability: '@mozilla/readability', jsdom: 'no-such-dom-for-web2text' })).toThrow(
      /needs no-such-dom-for-web2text, not installed/,
    );
  });
});

describe('paragraphText', () => {
  const text = (data: string): DomNodeLike => ({ nodeType: 3, data, childNodes: [] });
  const element = (localName: string, ...childNodes: DomNodeLike[]): DomNodeLike => ({ nodeType: 1, localName, childNodes });

  it('breaks paragraphs at block elements only, and collapses whitespace inside them', () => {
    const root = element('div', element('h2', text(' Title ')), text('loose '), element('a', text('link')), text(' text'),
      element('ul', element('li', text('one')), element('li', text('two'))), { nodeType: 8, childNodes: [] }, text('\n tail\n'));
    expect(paragraphText(root)).toBe('Title\n\nloose link text\n\none\n\ntwo\n\ntail');
  });

  it('walks a tree deeper than the call stack allows', () => {
    let node = text('deep');
    for (let i = 0; i < 200_000; i++) node = element('span', node);
    expect(paragraphText(element('body', element('div', node), element('p', text('after'))))).toBe('deep\n\nafter');
  });
});
