// compare on a single page: the Wilcoxon tests against web2text need pairs of pages, so there is no p-value (null,
// '—' in the table), not an internal error.
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { ARTICLE } from '../support/article-page';
import { runCli } from '../support/run-cli';

describe('compare on one page', () => {
  it('scores each method and leaves the Wilcoxon tests out', () => {
    const corpus = path.join(mkdtempSync(path.join(tmpdir(), 'w2t-one-page-')), 'pages.jsonl');
    // The gold is the article: its heading and paragraphs, without the menu and the footer.
    const article = ARTICLE.slice(ARTICLE.indexOf('<div id="main">'), ARTICLE.indexOf('<div id="footer">'));
    const gold = article.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
    writeFileSync(corpus, JSON.stringify({ id: 'rivers', html: ARTICLE, gold, pageType: 'article' }) + '\n');
    const r = runCli(['compare', '--corpus', 'jsonl', '--input', corpus, '--methods', 'web2text,mce', '-q']);
    expect(r.status).toBe(0);
    const { pages, methods } = JSON.parse(r.stdout);
    expect(pages).toBe(1);
    // The two methods score the page differently, so a test was asked for and cannot be made.
    expect(methods.mce.f1).not.toBe(methods.web2text.f1);
    expect(methods.mce.wordF1.overall.f1).not.toBe(methods.web2text.wordF1.overall.f1);
    expect([methods.mce.pValueVsWeb2text, methods.mce.wordF1PValueVsWeb2text]).toEqual([null, null]);
    expect(r.stderr).toMatch(/^\| mce \|.* \| — \| — \|$/m);
  });
});
