import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { ARTICLE } from '../support/article-page';
import { runCli } from '../support/run-cli';

// The article page with a JSON-LD byline and date, a site name, a subheading, a link with an event handler and a
// script inside its content.
const JSON_LD = {
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: 'How rivers shaped the towns along them',
  author: { '@type': 'Person', name: 'Mara Lind' },
  datePublished: '2024-05-02T08:00:00+02:00',
};
const PAGE = ARTICLE.replace('<html>', '<html lang="en">')
  .replace('<title>Rivers</title>', `<title>Rivers and towns | Riverside Weekly</title><meta property="og:site_name" content="Riverside Weekly"><script type="application/ld+json">${JSON.stringify(JSON_LD)}</script>`)
  .replace('<div id="main">', '<div id="main" onclick="track()">')
  .replace('a road for trade', 'a <a href="/trade" onmouseover="x()">road for trade</a>')
  .replace('<p>The first bridges', '<h2>Bridges and markets</h2>\n<p>The first bridges')
  .replace('<p>When railways', '<script>window.track = function () {};</script>\n<p>When railways');


describe('web2text extract --format markdown | html and metadata (CLI)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-formats-'));
  const page = path.join(dir, 'page.html');
  writeFileSync(page, PAGE);

  it('prints Markdown with the subheading as a heading, links as text by default and as links with --links', () => {
    const plain = runCli(['extract', page, '--format', 'markdown']);
    expect(plain.status).toBe(0);
    // The headline is the page's title (metadata), not its content, as article benchmarks and WCXB's gold read it.
    expect(plain.stdout).toMatch(/^For most of recorded history/);
    expect(plain.stdout).toContain('paved streets.\n\n## Bridges and markets\n\nThe first bridges were built');
    expect(plain.stdout).toContain('a road for trade long before');
    expect(plain.stdout).not.toMatch(/Privacy|Archive/);
    const linked = runCli(['extract', page, '--format', 'markdown', '--links', '--url', 'https://news.example/rivers']);
    expect(linked.stdout).toContain('a [road for trade](https://news.example/trade) long before');
  });

  it('prints clean HTML without the script, the handlers or the menu', () => {
    const r = runCli(['extract', page, '--format', 'html']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^<p>For most of recorded history/);
    expect(r.stdout).toContain('<h2>Bridges and markets</h2>');
    expect(r.stdout).toContain('<a href="/trade">road for trade</a>');
    expect(r.stdout).not.toMatch(/script|track|onclick|onmouseover|Privacy/);
  });

  it('gives the metadata in JSON, and the Markdown and HTML with --with', () => {
    const r = runCli(['extract', page, '--format', 'json', '--with', 'markdown,html']);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.metadata).toEqual({
      title: 'How rivers shaped the towns along them',
      author: 'Mara Lind',
      date: '2024-05-02T08:00:00+02:00',
      language: 'en',
      siteName: 'Riverside Weekly',
    });
    expect(json.markdown).toContain('## Bridges and markets');
    expect(json.html).toContain('<h2>Bridges and markets</h2>');
  });

  it('rejects an unknown format or --with value, and a relative --url, naming the option, with exit code 2', () => {
    for (const [args, message] of [
      [['--format', 'pdf'], /--format must be text, json, markdown, html, not "pdf"/],
      [['--format', 'json', '--with', 'markdown,xml'], /--with takes markdown, html, blocks, not "xml"/],
      [['--format', 'json', '--with', ''], /^web2text: --with takes markdown, html, blocks \(comma-separated\), not an empty list\n$/],
      [['--input', page, '--with', ' , '], /^web2text: --with takes markdown, html, blocks \(comma-separated\), not an empty list\n$/],
      [['--url', 'news/rivers'], /--url must be an absolute http\(s\) URL/],
    ] as const) {
      const r = runCli(['extract', page, ...args]);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('carries the metadata, and the Markdown with --format markdown, in every batch record', () => {
    const pages = path.join(dir, 'pages');
    mkdirSync(pages);
    writeFileSync(path.join(pages, 'a.html'), PAGE);
    writeFileSync(path.join(pages, 'b.html'), Buffer.from([0, 255, 254, 1, 2, 3, 0, 0, 200]));
    const out = path.join(dir, 'out.jsonl');
    const r = runCli(['extract', '--input', pages, '--output', out, '--format', 'markdown']);
    // The binary page is recorded as not HTML (issue 16), so the batch exits 1.
    expect(r.status).toBe(1);
    const [a, b] = readFileSync(out, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(a.metadata).toMatchObject({ title: 'How rivers shaped the towns along them', author: 'Mara Lind', date: '2024-05-02T08:00:00+02:00' });
    expect(a.markdown).toContain('\n\n## Bridges and markets\n\n');
    expect(a.text).toContain('The first bridges were built');
    expect(b.id).toBe('b.html');
    expect(b.error).toMatch(/^not HTML: /);
  });

  it('carries every block in batch records with --with blocks or --format json, as one page\'s JSON has them, and not otherwise', () => {
    const pages = path.join(dir, 'one');
    mkdirSync(pages);
    writeFileSync(path.join(pages, 'a.html'), PAGE);
    const records = (args: string[]) => {
      const out = path.join(dir, `records-${args.length}.jsonl`);
      expect(runCli(['extract', '--method', 'cetd', '--input', pages, '--output', out, ...args]).status).toBe(0);
      return JSON.parse(readFileSync(out, 'utf8'));
    };
    const single = JSON.parse(runCli(['extract', page, '--method', 'cetd', '--format', 'json']).stdout);
    expect(records(['--with', 'blocks']).blocks).toEqual(single.blocks);
    expect(records(['--format', 'json', '-q']).blocks).toEqual(single.blocks);
    expect(single.blocks.length).toBeGreaterThan(3);
    expect(records([])).not.toHaveProperty('blocks');
  });
});
