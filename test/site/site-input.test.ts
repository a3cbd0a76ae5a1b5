// Sites on disk and bad input (issue 17): broken pages, pages without URLs, links to missing pages, a single page —
// each a clear message, no crash, and the batch goes on.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { Writable } from 'stream';
import { gzipSync } from 'zlib';
import { keyPageTemplate } from '../../src/heuristics/site-template';
import { SiteContext } from '../../src/site/site-context';
import { readSite } from '../../src/site/site-files';
import { extractWith } from '../../src/inference/extract';
import { createExtractor } from '../../src/inference/registry';
import { runSiteBatch } from '../../src/batch/site-run';
import { generateSite, siteContextOf, siteJsonl } from '../support/generated-sites';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-site-'));
const blog = generateSite('blog', 10);

/** Runs a site batch into memory: its records and summary. */
async function batch(site: string, input?: string) {
  const lines: string[] = [];
  const output = new Writable({ write(chunk, _encoding, done) { lines.push(...String(chunk).split('\n').filter(Boolean)); done(); } });
  const summary = await runSiteBatch({ method: 'template', site, input, output });
  return { summary, records: lines.map((line) => JSON.parse(line) as { id: string; text?: string; method?: string; error?: string }) };
}

describe('a site as JSONL, with bad lines among its pages', () => {
  const file = path.join(dir, 'blog.jsonl');
  const bad = [
    JSON.stringify({ url: 'https://travelnotes.example.com/broken.html', html: blog.pages[8].html.slice(0, 1500) }),
    'not json at all',
    JSON.stringify({ html: '<p>a page without its URL</p>' }),
    JSON.stringify({ url: '/relative/page.html', html: '<body><p>relative</p></body>' }),
    JSON.stringify({ url: blog.pages[1].url + '#again', html: blog.pages[1].html }),
    JSON.stringify({ url: 'https://travelnotes.example.com/binary.html', html: '\u0000\u0001\u00ff\u00fe' }),
    JSON.stringify({ url: 'https://travelnotes.example.com/no-html.html' }),
  ];
  writeFileSync(file, siteJsonl(blog) + bad.join('\n') + '\n');

  it('keeps the site pages and names every line it leaves out, with the reason', async () => {
    const { site, items } = await readSite(file);
    expect(items).toHaveLength(17);
    expect(site.size).toBe(12);
    expect(site.leftOut.map(({ id, reason }) => ({ id, reason }))).toEqual([
      { id: 'line 12', reason: 'line 12: not valid JSON' },
      { id: 'line 13', reason: 'line 13: no "url" (a site page needs its URL)' },
      { id: 'line 17', reason: 'line 17: https://travelnotes.example.com/no-html.html: no string field "html"' },
      { id: '/relative/page.html', reason: '/relative/page.html: not an absolute http(s) URL' },
      { id: `${blog.pages[1].url}#again`, reason: `${blog.pages[1].url}#again: the same page as ${blog.pages[1].url}` },
    ]);
  });

  it('reads a gzipped site (.jsonl.gz) as the plain one', async () => {
    const gzipped = path.join(dir, 'blog.jsonl.gz');
    writeFileSync(gzipped, gzipSync(readFileSync(file)));
    const [plain, packed] = [await batch(file), await batch(gzipped)];
    expect(packed.records.map(({ id, text, error }) => ({ id, text, error }))).toEqual(plain.records.map(({ id, text, error }) => ({ id, text, error })));
  });

  it('extracts every line into a record in input order: content, or the error; the batch goes on', async () => {
    const { summary, records } = await batch(file);
    expect(records.map((r) => r.id)).toEqual([...blog.pages.map((p) => p.url), 'https://travelnotes.example.com/broken.html', 'line 12', 'line 13', '/relative/page.html', `${blog.pages[1].url}#again`, 'https://travelnotes.example.com/binary.html', 'line 17']);
    expect(summary).toMatchObject({ pages: 17, failed: 6 });
    for (const [k, page] of blog.pages.entries()) {
      expect(records[k]).toMatchObject({ method: 'template' });
      expect(records[k].text).toContain(page.content.split('\n')[2]);
      expect(records[k].text).not.toMatch(/Recent posts|All rights reserved/);
    }
    expect(records.slice(10).map((r) => r.error)).toEqual([
      // A page cut off after its menu is still a page of the site: its header is template, the rest content.
      undefined,
      'line 12: not valid JSON',
      'line 13: no "url" (a site page needs its URL)',
      // A line the site leaves out is a record with the reason (docs/guide.md), whatever the method.
      '/relative/page.html: not an absolute http(s) URL',
      `${blog.pages[1].url}#again: the same page as ${blog.pages[1].url}`,
      'no template: none of the 11 other pages of travelnotes.example.com in the site context is readable and shares its top-level structure',
      'line 17: https://travelnotes.example.com/no-html.html: no string field "html"',
    ]);
  });

  it('extracts only the pages of --input, with the site as their context', async () => {
    const input = path.join(dir, 'two.jsonl');
    writeFileSync(input, siteJsonl({ ...blog, pages: blog.pages.slice(3, 5) }));
    const { records } = await batch(file, input);
    expect(records.map((r) => r.id)).toEqual([blog.pages[3].url, blog.pages[4].url]);
    expect(records.every((r) => r.error === undefined && r.text !== undefined)).toBe(true);
  });
});

describe('a site as a folder with urls.tsv', () => {
  const folder = path.join(dir, 'saved');
  mkdirSync(path.join(folder, 'sub'), { recursive: true });
  const names = blog.pages.map((_, k) => (k === 0 ? 'sub/index.html' : `page${k}.html`));
  blog.pages.forEach((page, k) => writeFileSync(path.join(folder, names[k]), page.html));
  writeFileSync(path.join(folder, 'unlisted.html'), '<p>saved, but no URL</p>');
  writeFileSync(path.join(folder, 'urls.tsv'), `# file\tURL\n${names.map((name, k) => `${name}\t${blog.pages[k].url}`).join('\n')}\nmissing.html\thttps://travelnotes.example.com/gone.html\njust-a-name\n`);

  it('reads the listed files as the pages at their URLs, and names the files it cannot use', async () => {
    const { site, items } = await readSite(folder);
    expect(site.size).toBe(10);
    expect(items.filter((item) => item.problem !== undefined)).toEqual([
      { id: 'https://travelnotes.example.com/gone.html', problem: 'missing.html: no such file (listed in urls.tsv for https://travelnotes.example.com/gone.html)' },
      { id: 'urls.tsv line 13', problem: 'urls.tsv line 13: not "file<TAB>URL"' },
      { id: 'unlisted.html', problem: 'unlisted.html: no URL in urls.tsv' },
    ]);
    const { records, summary } = await batch(folder);
    expect(summary).toMatchObject({ pages: 13, failed: 3 });
    expect(records[0].text).toContain(blog.pages[0].content.split('\n')[1]);
  });

  it('refuses a folder without urls.tsv and a path that does not exist, naming them', async () => {
    const empty = path.join(dir, 'empty');
    mkdirSync(empty);
    await expect(readSite(empty)).rejects.toThrow(`site folder ${empty} has no urls.tsv (one line per page: file name, a tab, its URL)`);
    await expect(readSite(path.join(dir, 'nothing.jsonl'))).rejects.toThrow(/cannot read site .*nothing\.jsonl: no such file or folder/);
  });
});

describe('pages a site cannot explain', () => {
  it('a single page: no template, and why', () => {
    const single = new SiteContext([{ url: blog.pages[5].url, read: () => blog.pages[5].html }]);
    const { result } = keyPageTemplate(single, blog.pages[5].url);
    expect(result).toMatchObject({ found: false, reason: 'the site context holds no other page of travelnotes.example.com' });
  });

  it('links to missing pages: the template from the pages there are, with a note of the missing ones', () => {
    const partial = siteContextOf({ ...blog, pages: blog.pages.filter((_, k) => k !== 2 && k !== 3) });
    const { result } = keyPageTemplate(partial, blog.pages[6].url);
    expect(result.found).toBe(true);
    expect(result.notes).toContain('4 of its 11 links to pages of its site lead to pages not in the site context');
  });

  it('a page given without its URL is found in its site by its source, or by the URL it declares', async () => {
    const site = siteContextOf(blog);
    const extractor = await createExtractor('template', { site });
    expect(extractWith(extractor, blog.pages[7].html).fallbackReason).toBeUndefined();
    // A fresh copy of a page (its source changed) that names its canonical URL: compared with the others.
    const fresh = blog.pages[7].html.replace('<head>', `<head><link rel="canonical" href="${blog.pages[7].url}"><!-- fetched again -->`);
    expect(extractWith(extractor, fresh).fallbackReason).toBeUndefined();
    // The same copy without a canonical link, its address given as extract --url gives it: compared too, where the
    // url went unread and the page kept its menus ("names no URL of its own").
    const uncanonical = blog.pages[7].html.replace('<head>', '<head><!-- fetched again -->');
    const given = extractWith(extractor, uncanonical, { url: blog.pages[7].url });
    expect(given.fallbackReason).toBeUndefined();
    expect(given.text).toBe(extractWith(extractor, blog.pages[7].html).text);
    const stranger = extractWith(extractor, '<html><body><p>Not from this site.</p></body></html>');
    expect(stranger.fallbackReason).toBe('no template: the page is not one of the site context\'s pages and names no URL of its own (--url, canonical link, og:url)');
    expect(stranger.text).toBe('Not from this site.');
  });

  it('refuses n and v out of range (docs/methods/site-template.md A9)', () => {
    expect(() => siteContextOf(blog, { pages: 2, votes: 3 })).toThrow('the number of votes (v = 3) must not exceed the number of compared pages (n = 2)');
    expect(() => siteContextOf(blog, { pages: 0 })).toThrow(/^option pages: .*>=1 \(given: 0\)$/);
  });
});
