// Pages in languages with and without spaces between words (issue 16), written for these tests with a known
// article (title + 4 paragraphs), a menu and a footer: test/fixtures/languages/<code>.html and .json.
import { readFileSync } from 'fs';
import * as path from 'path';
import { extract, loadPage } from '../../src/index';

const DIR = path.join(__dirname, '..', 'fixtures', 'languages');
const CODES = ['zh', 'ja', 'ko', 'ar', 'ru', 'hi'] as const;

interface KnownPage {
  title: string;
  paragraphs: string[];
  navigation: string[];
  footer: string[];
}

function page(code: string): { html: Buffer; known: KnownPage } {
  return { html: readFileSync(path.join(DIR, `${code}.html`)), known: JSON.parse(readFileSync(path.join(DIR, `${code}.json`), 'utf8')) };
}

/** Output paragraphs that hold a menu or footer item (links are blocks of their own on these pages). */
function navigationIn(text: string, known: KnownPage): string[] {
  const items = new Set([...known.navigation, ...known.footer]);
  return text.split('\n\n').filter((paragraph) => paragraph.split(/\s*\|\s*|\s+/).some((token) => items.has(token)) && !known.paragraphs.includes(paragraph));
}

describe('languages with and without spaces', () => {
  it.each(CODES)('%s: CETD and WLR keep the title and all 4 paragraphs and no navigation', async (code) => {
    const { html, known } = page(code);
    for (const method of ['cetd', 'wlr']) {
      const { text } = await extract(html, { method });
      expect([method, text.includes(known.title)]).toEqual([method, true]);
      expect([method, known.paragraphs.filter((p) => !text.includes(p))]).toEqual([method, []]);
      expect([method, navigationIn(text, known)]).toEqual([method, []]);
    }
  });

  it.each(CODES)('%s: the learned default keeps all 4 paragraphs and no navigation', async (code) => {
    const { html, known } = page(code);
    const { text, method } = await extract(html);
    expect(method).toBe('web2text');
    expect(known.paragraphs.filter((p) => !text.includes(p))).toEqual([]);
    expect(navigationIn(text, known)).toEqual([]);
  });

  it.each(CODES)('%s: the CleanEval-trained model keeps at least 3 of the 4 paragraphs and no navigation', async (code) => {
    // It read a Chinese or Japanese article as a page without words (none kept) before characters counted.
    const { html, known } = page(code);
    const { text, method } = await extract(html, { model: path.join(__dirname, '..', '..', 'models', 'web2text-split') });
    expect(method).toBe('web2text');
    expect(known.paragraphs.filter((p) => text.includes(p)).length).toBeGreaterThanOrEqual(3);
    expect(navigationIn(text, known)).toEqual([]);
  });

  it('counts Chinese and Japanese characters as words, and CleanEval pages as the reference does', () => {
    const chinese = loadPage('<p>长江是中国最长的河流</p>');
    expect(chinese.root?.props.nWords).toBe(10);
    const mixed = loadPage('<p>Web2Text 日本語 test</p>');
    expect(mixed.root?.props.nWords).toBe(5);
    const reference = loadPage('<text id="x">\n<p>长江是中国最长的河流</p>\n</text>', { cleaneval: true });
    expect(reference.root?.props.nWords).toBe(0);
  });
});
