// -q, --quiet of eval, compare and report: the lines that only inform (the model, the report written, progress)
// go; the results (JSON on stdout, the markdown tables, the report) and the warnings stay.
import { existsSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { ARTICLE } from '../support/article-page';
import { generateSite, siteJsonl } from '../support/generated-sites';
import { runCli } from '../support/run-cli';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-quiet-'));

/** Two labelled articles and a page without text blocks (left out of the block metrics, with a line saying so). */
const corpus = path.join(dir, 'pages.jsonl');
writeFileSync(
  corpus,
  [
    { id: 'rivers', html: ARTICLE, gold: 'For most of recorded history, people have settled where water was close at hand.', pageType: 'article' },
    { id: 'bridges', html: ARTICLE.replace('Rivers', 'Bridges'), gold: 'The first bridges were built where a river was narrow and its banks were firm.', pageType: 'article' },
    { id: 'blank', html: '<html><body> </body></html>', gold: '' },
  ]
    .map((record) => JSON.stringify(record))
    .join('\n') + '\n',
);
const LEFT_OUT = 'web2text: page blank left out of the block metrics, scored on its text: the page body has no text blocks\n';

describe('eval, compare and report: --quiet', () => {
  it('eval -q leaves out the model line; the JSON, the left-out page and the markdown table stay', () => {
    const loud = runCli(['eval', '--corpus', 'jsonl', '--input', corpus]);
    expect(loud.status).toBe(0);
    expect(loud.stderr).toMatch(/^web2text: evaluating .*models\/default/m);
    const quiet = runCli(['eval', '--corpus', 'jsonl', '--input', corpus, '-q']);
    expect(quiet.status).toBe(0);
    expect(quiet.stderr).not.toContain('evaluating');
    expect(quiet.stderr.startsWith(LEFT_OUT)).toBe(true);
    expect(quiet.stderr).toContain('### web2text eval — jsonl');
    expect(JSON.parse(quiet.stdout).pages).toBe(3);
  });

  it('compare --quiet --report leaves out the model line and the report line; the report is written', () => {
    const args = ['compare', '--corpus', 'jsonl', '--input', corpus, '--methods', 'web2text,cetd'];
    const loud = runCli([...args, '--report', path.join(dir, 'loud-report')]);
    expect(loud.status).toBe(0);
    expect(loud.stderr).toMatch(/^web2text: model .*models\/default, backend /m);
    expect(loud.stderr).toMatch(/^web2text: report of 3 pages in /m);
    const report = path.join(dir, 'quiet-report');
    const quiet = runCli([...args, '--report', report, '--quiet']);
    expect(quiet.status).toBe(0);
    expect(quiet.stderr.startsWith(LEFT_OUT)).toBe(true);
    expect(quiet.stderr).not.toMatch(/^web2text: (model|report of)/m);
    expect(quiet.stderr).toContain('### web2text compare — jsonl');
    expect(Object.keys(JSON.parse(quiet.stdout).methods)).toEqual(['web2text', 'cetd']);
    expect(existsSync(path.join(report, 'index.html'))).toBe(true);
  });

  it('compare --site -q leaves out the line that describes the site', () => {
    const blog = generateSite('blog', 4);
    const site = path.join(dir, 'site.jsonl');
    writeFileSync(site, siteJsonl(blog));
    const pages = path.join(dir, 'site-pages.jsonl');
    writeFileSync(pages, blog.pages.map(({ url, html }) => JSON.stringify({ id: url, url, html, gold: 'words' })).join('\n') + '\n');
    const args = ['compare', '--corpus', 'jsonl', '--input', pages, '--site', site, '--methods', 'cetd,template'];
    expect(runCli(args).stderr).toMatch(/^web2text: site .*site\.jsonl: \d+ pages$/m);
    const quiet = runCli([...args, '-q']);
    expect(quiet.status).toBe(0);
    expect(quiet.stderr).not.toMatch(/^web2text: site /m);
    const { pages: scored, methods } = JSON.parse(quiet.stdout);
    expect([scored, Object.keys(methods)]).toEqual([blog.pages.length, ['cetd', 'template']]);
  });

  it('report --input -q prints only its warning about a file it does not read', () => {
    const pages = mkdtempSync(path.join(dir, 'pages-'));
    writeFileSync(path.join(pages, 'rivers.html'), ARTICLE);
    writeFileSync(path.join(pages, 'notes.txt'), 'not a page');
    const args = ['report', '--input', pages, '--methods', 'cetd,bte'];
    const warning = `web2text: 1 file of ${pages} not read, not an HTML page by name or content: notes.txt\n`;
    const loud = runCli([...args, '--out', path.join(dir, 'loud-pages')]);
    expect(loud.status).toBe(0);
    expect(loud.stderr).toMatch(/^web2text: report of 1 page in /m);
    const quiet = runCli([...args, '--out', path.join(dir, 'quiet-pages'), '-q']);
    expect(quiet.status).toBe(0);
    expect(quiet.stderr).toBe(warning);
    expect(existsSync(path.join(dir, 'quiet-pages', 'index.html'))).toBe(true);
  });
});
