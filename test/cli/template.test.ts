// The site-level template on the command line: `template`, `extract --site`, `compare --site` (issue 17).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { generateSite, siteJsonl } from '../support/generated-sites';
import { runCli, summaryOf } from '../support/run-cli';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-template-'));
const news = generateSite('news', 10);
const site = path.join(dir, 'news.jsonl');
writeFileSync(site, siteJsonl(news));

describe('web2text template', () => {
  it('prints the key page\'s template nodes with their paths and text, and which pages it compared', () => {
    const r = runCli(['template', '--site', site, '--key', news.pages[6].url]);
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ key: news.pages[6].url, found: true, choice: 'complete subdigraph', votesNeeded: 2 });
    expect(report.compared).toHaveLength(3);
    // The search reads at least the three pages it compares, and no more than the site's other nine.
    expect(report.linkedPagesRead).toBeGreaterThanOrEqual(3);
    expect(report.linkedPagesRead).toBeLessThanOrEqual(9);
    expect(report.nodes[0]).toEqual({ path: '/html/body' });
    expect(report.nodes).toContainEqual({ path: '/html/body/div/div[3]/a[1]/text()', text: 'Front page' });
    const texts = report.nodes.map((node: { text?: string }) => node.text).filter(Boolean);
    expect(texts).toContain('Most read');
    expect(texts).not.toContain(news.pages[6].content.split('\n')[2]);
    expect(r.stderr).toContain(`web2text: site ${site}: 10 pages`);
  });

  it('writes the key page with its template marked (--format html)', () => {
    const out = path.join(dir, 'marked.html');
    expect(runCli(['template', '--site', site, '--key', news.pages[2].url, '--format', 'html', '--out', out]).status).toBe(0);
    const html = readFileSync(out, 'utf8');
    expect(html).toContain(`<base href="https://news.example.org/">`);
    expect(html).toContain('<mark data-web2text-template="">Most read</mark>');
    expect(html).toContain(`<div id="story">`);
    expect(html).not.toContain(`<div id="story" data-web2text-template`);
  });

  it('says why a key page has no template, and refuses a key that is not in the site', () => {
    const single = path.join(dir, 'single.jsonl');
    writeFileSync(single, siteJsonl({ ...news, pages: news.pages.slice(0, 1) }));
    const alone = runCli(['template', '--site', single, '--key', news.pages[0].url]);
    expect(alone.status).toBe(0);
    expect(JSON.parse(alone.stdout)).toMatchObject({ found: false, reason: 'the site context holds no other page of news.example.org' });
    expect(alone.stderr).toContain('no template for https://news.example.org/: the site context holds no other page of news.example.org');
    const stranger = runCli(['template', '--site', site, '--key', 'https://elsewhere.org/']);
    expect(stranger.status).toBe(2);
    expect(stranger.stderr).toMatch(/^web2text: https:\/\/elsewhere\.org\/ is not a page of the site \(10 pages, e\.g\. https:\/\/news\.example\.org\/\)\n$/m);
    expect(runCli(['template', '--site', site, '--key', news.pages[0].url, '--template-pages', '2', '--template-votes', '3']).stderr)
      .toContain('web2text: the number of votes (v = 3) must not exceed the number of compared pages (n = 2)');
  });
});

describe('web2text extract --method template --site', () => {
  it('extracts every page of the site with the others as its context, one record per page', () => {
    const out = path.join(dir, 'out.jsonl');
    const r = runCli(['extract', '--method', 'template', '--site', site, '--input', site, '--output', out, '--with', 'markdown']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stderr.trim().split('\n').pop()!)).toMatchObject({ pages: 10, failed: 0, skipped: 0 });
    const records = readFileSync(out, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(records.map((record: { id: string }) => record.id)).toEqual(news.pages.map((page) => page.url));
    expect(records[7].text).toContain(news.pages[7].content.split('\n')[2]);
    expect(records[7].text).not.toMatch(/Most read|Subscribe|Privacy/);
    // The batch's output formats and metadata, as in any batch record.
    expect(records[7].markdown).toContain(news.pages[7].content.split('\n')[2]);
    expect(records[7].markdown).not.toContain('Most read');
    expect(records[7].metadata.language).toBe('en');
  });

  it('reads and records pages as every batch does: page limits, --encoding, the fallback reason, exit code 1 on failed pages', () => {
    const records = (file: string) => readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    // A block limit of 1 refuses every page of the site, as it refuses them in a batch without --site.
    const limited = path.join(dir, 'limited.jsonl');
    const blocks = runCli(['extract', '--method', 'cetd', '--site', site, '--output', limited, '--max-blocks', '1']);
    expect(blocks.status).toBe(1);
    expect(blocks.stderr).toContain('web2text: 10 of 10 pages failed (recorded with their error)');
    expect(records(limited).map((record) => record.error)).toEqual(news.pages.map(() => expect.stringMatching(/text blocks than the limit of 1 \(option maxBlocks/)));
    const plain = runCli(['extract', '--method', 'cetd', '--input', site, '--output', path.join(dir, 'plain.jsonl'), '--max-blocks', '1']);
    expect(summaryOf(plain.stderr)).toMatchObject({ pages: 10, failed: 10 });
    const small = path.join(dir, 'small.jsonl');
    expect(runCli(['extract', '--method', 'cetd', '--site', site, '--output', small, '--max-page-bytes', '100']).status).toBe(1);
    expect(records(small).every((record) => /over the limit of 100 \(option maxPageBytes/.test(record.error))).toBe(true);
    // A site folder's pages are bytes: --encoding overrides what they declare.
    const folder = path.join(dir, 'cafe-site');
    mkdirSync(folder);
    const page = (title: string) => `<html><head><meta charset="utf-8"><title>${title}</title></head><body><p>${'Le menu du café change chaque semaine. '.repeat(5)}</p></body></html>`;
    writeFileSync(path.join(folder, 'a.html'), page('Café crème'));
    writeFileSync(path.join(folder, 'b.html'), page('Crème brûlée'));
    writeFileSync(path.join(folder, 'urls.tsv'), 'a.html\thttps://cafe.example.org/a.html\nb.html\thttps://cafe.example.org/b.html\n');
    const decoded = path.join(dir, 'cafe.jsonl');
    expect(runCli(['extract', '--method', 'cetd', '--site', folder, '--output', decoded, '--encoding', 'windows-1252']).status).toBe(0);
    expect(records(decoded).map((record) => record.metadata.title)).toEqual(['CafÃ© crÃ¨me', 'CrÃ¨me brÃ»lÃ©e']);
    // A JSONL site's pages are text: --encoding is refused, not ignored.
    const refused = runCli(['extract', '--method', 'cetd', '--site', site, '--output', path.join(dir, 'refused.jsonl'), '--encoding', 'windows-1252']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(`web2text: cannot read ${site} in the encoding windows-1252: JSONL holds each page's html as text`);
    expect(existsSync(path.join(dir, 'refused.jsonl'))).toBe(false);
    // A method's fallback reason is kept in the record.
    const withEmpty = path.join(dir, 'with-empty.jsonl');
    writeFileSync(withEmpty, siteJsonl(news) + JSON.stringify({ url: 'https://news.example.org/empty.html', html: '<html><body></body></html>' }) + '\n');
    const bte = path.join(dir, 'bte.jsonl');
    expect(runCli(['extract', '--method', 'bte', '--site', withEmpty, '--output', bte]).status).toBe(0);
    expect(records(bte).pop()).toMatchObject({ id: 'https://news.example.org/empty.html', text: '', method: 'bte', fallbackReason: 'no words in body' });
  });

  it('records a page given twice as the same page as the first, and names each left-out line once on stderr', () => {
    const page = (title: string, text: string) => `<html><head><title>${title}</title></head><body><div id="menu"><a href="/a.html">A</a> <a href="/b.html">B</a></div><div id="main"><h1>${title}</h1><p>${text}</p></div></body></html>`;
    const twice = path.join(dir, 'twice.jsonl');
    writeFileSync(twice, [
      { url: 'https://shop.example.net/a.html', html: page('Kettles', 'Our kettles boil a litre of water in three minutes.') },
      { url: 'https://shop.example.net/b.html', html: page('Teapots', 'Our teapots keep the tea warm for an hour.') },
      { url: 'https://shop.example.net/b.html', html: '<html><body><p>The teapot page, saved again later.</p></body></html>' },
      { html: '<p>a page without its URL</p>' },
    ].map((line) => JSON.stringify(line)).join('\n') + '\n');
    const r = runCli(['extract', '--method', 'template', '--site', twice]);
    expect(r.status).toBe(1);
    expect(r.stdout.trim().split('\n').map((line) => JSON.parse(line) as { id: string; error?: string }).map(({ id, error }) => ({ id, error }))).toEqual([
      { id: 'https://shop.example.net/a.html', error: undefined },
      { id: 'https://shop.example.net/b.html', error: undefined },
      { id: 'https://shop.example.net/b.html', error: 'https://shop.example.net/b.html: the same page as https://shop.example.net/b.html' },
      { id: 'line 4', error: 'line 4: no "url" (a site page needs its URL)' },
    ]);
    expect(r.stderr).toContain('web2text: left out of the site: line 4: no "url" (a site page needs its URL)\n');
    expect(r.stderr).toContain('web2text: left out of the site: https://shop.example.net/b.html: the same page as https://shop.example.net/b.html\n');
  });

  it('-q prints only what needs a look: the left-out lines and the failed pages, not the method, site, progress or summary lines', () => {
    const out = path.join(dir, 'quiet.jsonl');
    const quiet = runCli(['extract', '-q', '--method', 'template', '--site', site, '--input', site, '--output', out]);
    expect(quiet.status).toBe(0);
    expect(quiet.stderr).toBe('');
    expect(readFileSync(out, 'utf8').trim().split('\n')).toHaveLength(10);
    const loud = runCli(['extract', '--method', 'template', '--site', site, '--input', site, '--output', out]);
    expect(loud.stderr).toMatch(/^web2text: method template\nweb2text: site .*: 10 pages\n/);
  });

  it('refuses the template method without a site, and --jobs, --resume or --page-timeout with one', () => {
    const page = path.join(dir, 'page.html');
    writeFileSync(page, news.pages[3].html);
    expect(runCli(['extract', page, '--method', 'template']).stderr).toMatch(/^web2text: the template method needs the pages of the site/);
    expect(runCli(['extract', '--method', 'template', '--site', site, '--jobs', '2']).stderr).toContain('--jobs is not available with --site');
    const resumed = runCli(['extract', '--method', 'template', '--site', site, '--output', path.join(dir, 'resumed.jsonl'), '--resume']);
    expect(resumed.status).toBe(2);
    expect(resumed.stderr).toBe('web2text: --resume is not available with --site: a site batch starts over\n');
    const timed = runCli(['extract', '--method', 'template', '--site', site, '--output', path.join(dir, 'timed.jsonl'), '--page-timeout', '5']);
    expect(timed.status).toBe(2);
    expect(timed.stderr).toBe('web2text: --page-timeout is not available with --site: a site batch extracts its pages in this thread, without a time budget\n');
    // Given, not only different from the default: a budget of the default's 30 s is no more applied than 5 s.
    const timedAsDefault = runCli(['extract', '--method', 'template', '--site', site, '--output', path.join(dir, 'timed.jsonl'), '--page-timeout', '30']);
    expect(timedAsDefault.status).toBe(2);
    expect(timedAsDefault.stderr).toContain('--page-timeout is not available with --site');
    // One file with the site as its context: the page is found in the site by its source.
    const one = runCli(['extract', page, '--method', 'template', '--site', site]);
    expect(one.status).toBe(0);
    expect(one.stdout).toContain(news.pages[3].content.split('\n')[1]);
    expect(one.stdout).not.toContain('Most read');
  });
});

describe('web2text compare --site', () => {
  it('adds the template method to the compared methods where the pages\' site is given', () => {
    const corpus = path.join(dir, 'gold.jsonl');
    writeFileSync(corpus, news.pages.map((page) => JSON.stringify({ id: page.url, url: page.url, html: page.html, gold: page.content })).join('\n') + '\n');
    const r = runCli(['compare', '--corpus', 'jsonl', '--input', corpus, '--site', corpus, '--methods', 'cetd,template']);
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout);
    expect(Object.keys(result.methods)).toEqual(['cetd', 'template']);
    expect(result.methods.template.wordF1.overall.f1).toBeGreaterThan(0.95);
    expect(result.methods.template.wordF1.overall.f1).toBeGreaterThan(result.methods.cetd.wordF1.overall.f1);
  });
});
