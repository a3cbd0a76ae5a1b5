// The page type guess on pages written to say what they are as such pages do (test/fixtures/page-types), in the
// JSON output and in batch records.
import { readFileSync, mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { loadPage } from '../../src/dom/page';
import { extract } from '../../src/index';
import { readPage } from '../../src/inference/extract';
import { PAGE_TYPE } from '../../src/page-type/classifier';
import { pageSignals } from '../../src/page-type/page-signals';
import { PAGE_TYPES } from '../../src/page-type/page-types';
import { runCli } from '../support/run-cli';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'page-types');
const fixture = (name: string) => path.join(FIXTURES, `${name}.html`);

describe('the page type guess', () => {
  it.each(['article', 'product', 'forum', 'documentation'])('names the %s page so, with probabilities over the seven types', (type) => {
    const guess = loadPage(readFileSync(fixture(type))).get(PAGE_TYPE);
    expect(guess.type).toBe(type);
    expect(Object.keys(guess.probabilities).sort()).toEqual([...PAGE_TYPES]);
    expect(Object.values(guess.probabilities).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(guess.probability).toBe(Math.max(...Object.values(guess.probabilities)));
  });

  it('guesses from what a page is made of when it says nothing about itself', () => {
    const guess = loadPage('<html><body><p>Just one short line of text.</p></body></html>').get(PAGE_TYPE);
    expect(PAGE_TYPES).toContain(guess.type);
    expect(guess.probability).toBeLessThan(1);
  });
});

describe('the page signals', () => {
  it('count the money amounts written in the source, in any of the four currencies, each once', () => {
    const source = '<html><body><p>$12.99 and €5,00, £ 3.50 or ¥100.00; not $1.5, 12.99$ or € x; $$7.25</p>' +
      '<script>var price = "$4.00";</script></body></html>';
    expect(pageSignals(loadPage(source)).prices).toBe(6);
    expect(pageSignals(loadPage('<html><body><p>No prices: 12.99, $ and €.</p></body></html>')).prices).toBe(0);
  });

  it('read the address the reader gives where the page names no canonical URL of its own', () => {
    const address = 'https://forum.example.com/viewtopic.php?f=3&t=991';
    expect(pageSignals(readPage('<html><body><p>A post.</p></body></html>', { url: address })).url).toBe(address);
    const canonical = '<html><head><link rel="canonical" href="https://forum.example.com/t/991"></head><body><p>A post.</p></body></html>';
    expect(pageSignals(readPage(canonical, { url: address })).url).toBe('https://forum.example.com/t/991');
  });
});

describe('a forum thread', () => {
  const html = readFileSync(path.join(__dirname, '..', 'fixtures', 'forum', 'phpbb-thread.html'));
  const POSTS = ['Hi all, my 2009 hatchback', 'Could be the dust shield', 'Thanks, that was exactly it!', 'Glad you got it sorted.'];

  it.each([
    ['with its address', { url: 'https://forum.example.com/viewtopic.php?f=3&t=991' }],
    ['alone', {}],
  ])('keeps the four posts of a phpBB thread read %s and drops the board around them', async (_, options) => {
    // The thread passed for an article (p 0.67 alone, its address unread), whose nets took its posts for comments
    // and related teasers: no content, and the fallback kept the board's furniture with the posts.
    const result = await extract(html, options);
    expect(result.method).toBe('web2text');
    for (const post of POSTS) expect(result.text).toContain(post);
    expect(result.text).not.toMatch(/Who is online|Powered by|Post Reply|Joined:/);
  });
});

describe('pageType in the output', () => {
  it('is in the JSON output of a page, rounded, and not in its text output', () => {
    const json = runCli(['extract', '--method', 'cetd', '--format', 'json', fixture('product')]);
    expect(json.status).toBe(0);
    const result = JSON.parse(json.stdout);
    expect(result.pageType.type).toBe('product');
    expect(result.pageType.probability).toBeGreaterThan(0.5);
    expect(String(result.pageType.probability).length).toBeLessThanOrEqual(6);
    const text = runCli(['extract', '--method', 'cetd', fixture('product')]);
    expect(text.stdout).not.toMatch(/pageType|product"/);
  });

  it('is not given for a page without text, which is of no type', async () => {
    expect((await extract('<html><head><title>Empty</title></head><body><img src="a.png"></body></html>')).pageType).toBeUndefined();
    expect((await extract(`<html><body><p>${'A sentence about the weather. '.repeat(10)}</p></body></html>`)).pageType).toBeDefined();
  });

  it('is in every record of a batch', () => {
    const output = path.join(mkdtempSync(path.join(tmpdir(), 'w2t-page-type-')), 'out.jsonl');
    const r = runCli(['extract', '-q', '--input', FIXTURES, '--output', output]);
    expect(r.status).toBe(0);
    const records = readFileSync(output, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(Object.fromEntries(records.map((record) => [path.basename(String(record.id), '.html'), record.pageType.type]))).toEqual({
      article: 'article',
      documentation: 'documentation',
      forum: 'forum',
      product: 'product',
    });
  });
});
