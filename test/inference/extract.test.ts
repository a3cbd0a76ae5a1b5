import { readFileSync } from 'fs';
import { extract, extractWith } from '../../src/inference/extract';
import { createExtractor, METHOD_NAMES, SELF_CONTAINED_METHOD_NAMES, SITE_METHOD_NAMES } from '../../src/inference/registry';
import { SiteContext } from '../../src/site/site-context';
import { needsFallback, MIN_WORDS_FOR_CONTENT } from '../../src/inference/fallback';
import { loadPage } from '../../src/dom/page';
import { EmptyPageError } from '../../src/errors';
import * as path from 'path';
import { CLEANEVAL_DIR } from '../support/shared-data';

/** A site of two pages, the context of the methods that need one. */
const SITE = new SiteContext(['a', 'b'].map((name) => ({ url: `https://example.org/${name}.html`, read: () => `<body><p>${name}</p></body>` })));

const PAGE = `<html><body><div class="menu"><a href="/">Home</a> <a href="/shop">Shop</a></div>
<article><h1>A short history of the pencil</h1>
<p>The modern pencil began in the sixteenth century, when a large deposit of pure graphite was found in
Cumbria. Shepherds used it to mark their sheep, and soon craftsmen wrapped sticks of it in wood.</p>
<p>Graphite was so valuable that the mines were guarded, and the supply was flooded to keep prices high.
Only when clay was mixed with powdered graphite could pencils be made anywhere, in any hardness.</p></article>
<footer>Copyright 2024 Pencil Museum. All rights reserved.</footer></body></html>`;

describe('extract() API', () => {
  it('extracts the article of the example page the README starts with, without menu, sidebar or footer', async () => {
    const { text, method } = await extract(readFileSync('examples/article.html'));
    expect(method).toBe('web2text');
    // The body from its first paragraph: the headline is the page's title (metadata), not its content.
    expect(text.startsWith('For most of the last thirty years, the sleeper train looked like a relic.')).toBe(true);
    expect(text).toContain('an ordinary way to cross a continent.');
    expect(text).not.toMatch(/Most read|Privacy policy|Subscribe|Share this article/);
  });

  it('reads the example page\'s metadata by default, and leaves it out with metadata: false without changing the text', async () => {
    const html = readFileSync('examples/article.html');
    const full = await extract(html);
    expect(full.metadata?.title).toBe('The quiet return of the night train');
    const lean = await extract(html, { metadata: false });
    expect(lean.metadata).toBeUndefined();
    expect(lean.text).toBe(full.text);
    expect(lean.blocks).toEqual(full.blocks);
  });

  it('gives every heuristic method its own labels on the same blocks', async () => {
    const blockCounts = new Set<number>();
    for (const method of ['cetd', 'mce', 'wlr', 'bte'] as const) {
      const result = await extract(PAGE, { method });
      expect(result.method).toBe(method);
      blockCounts.add(result.blocks.length);
      expect(result.text).toContain('Only when clay was mixed with powdered graphite');
    }
    expect(blockCounts.size).toBe(1);
  });

  it('returns empty text, not an error, for a page without text, whatever the method; refuses an input without HTML', async () => {
    for (const method of METHOD_NAMES) {
      const extractor = await createExtractor(method, { site: SITE });
      for (const input of ['<html><body>   </body></html>', '<html><head><title>t</title></head></html>', '<!-- nothing yet -->']) {
        const result = extractWith(extractor, input);
        expect(result.text).toBe('');
        expect(result.blocks).toEqual([]);
      }
      // Binary bytes are not a page (issue 16: they used to decode into "content").
      expect(() => extractWith(extractor, new Uint8Array([0, 1, 2, 255, 254]))).toThrow(/^not HTML: /);
      // Nor is an empty file (a download that failed): no page at all, unlike a page that shows no text.
      expect(() => extractWith(extractor, '')).toThrow(new EmptyPageError('empty page: nothing to read'));
      expect(() => extractWith(extractor, new Uint8Array(0))).toThrow(EmptyPageError);
      expect(() => extractWith(extractor, ' \r\n\t\n')).toThrow(new EmptyPageError('empty page: only white space'));
      expect(() => extractWith(extractor, Buffer.from('\ufeff\n', 'utf8'))).toThrow(EmptyPageError);
    }
  });

  it('refuses an explicitly given model folder that does not exist, naming it', async () => {
    await expect(createExtractor('web2text', { model: 'no/such/model' })).rejects.toThrow(/no\/such\/model/);
  });

  it('builds every method of the registry by name, and refuses an unknown name with the known ones', async () => {
    expect(METHOD_NAMES).toEqual(['web2text', 'cetd', 'mce', 'wlr', 'bte', 'readability', 'defuddle', 'template']);
    expect(SELF_CONTAINED_METHOD_NAMES).toEqual(['web2text', 'cetd', 'mce', 'wlr', 'bte']);
    expect(SITE_METHOD_NAMES).toEqual(['template']);
    for (const name of METHOD_NAMES) expect((await createExtractor(name, { site: SITE })).name).toBe(name);
    await expect(createExtractor('template')).rejects.toThrow(/the template method needs the pages of the site/);
    await expect(createExtractor('magic')).rejects.toThrow(/unknown method "magic" \(expected one of web2text, cetd/);
  });

  it('reports the learned method\'s pContent per block, and its fallback to CETD with the reason', async () => {
    const learned = await extract(PAGE);
    expect(learned.method).toBe('web2text');
    expect(learned.blocks.every((b) => b.pContent !== undefined && b.pContent >= 0 && b.pContent <= 1)).toBe(true);
    // CleanEval page 47 (a business directory): models/web2text-split keeps none of its blocks, so CETD labels it.
    const page47 = readFileSync(path.join(CLEANEVAL_DIR, 'orig', '47.html'));
    const model = 'models/web2text-split';
    const fallback = await extract(page47, { cleaneval: true, model });
    expect(fallback.method).toBe('cetd');
    expect(fallback.fallbackReason).toBe('learned extractor found no content on a page with text');
    expect(fallback.text.length).toBeGreaterThan(0);
    const asIs = await extract(page47, { cleaneval: true, model, fallback: false });
    expect(asIs.method).toBe('web2text');
    expect(asIs.text).toBe('');
  });
});

describe('fallback policy', () => {
  const page = loadPage(PAGE);
  it('asks for a fallback when nothing is content on a page with enough words', () => {
    expect(page.blocks.length).toBeGreaterThan(3);
    expect(needsFallback(page, new Uint8Array(page.blocks.length))).toBe(true);
    expect(needsFallback(page, Uint8Array.from(page.blocks, (_, i) => (i === 3 ? 1 : 0)))).toBe(false);
  });

  it('accepts an empty result on a page with only a few words', () => {
    const tiny = loadPage('<body><a href="/">Home</a> <a href="/x">Next page</a></body>');
    const words = tiny.blocks.reduce((sum, b) => sum + b.node.props.nWords, 0);
    expect(words).toBeLessThan(MIN_WORDS_FOR_CONTENT);
    expect(needsFallback(tiny, new Uint8Array(tiny.blocks.length))).toBe(false);
  });
});
