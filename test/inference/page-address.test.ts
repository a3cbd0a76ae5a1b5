// A page's address, where its reader knows it, reaches the methods that read it: defuddle picks its site-specific
// extractors by the URL's host. Given by `extract --url`, a batch record's url, a corpus page's URL (WCXB's ground
// truth, a JSONL corpus record); an address that is not an absolute http(s) URL is no address.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { readWcxbPages } from '../../src/corpora/wcxb-files';
import type { GoldPage } from '../../src/corpora/corpus';
import { runBatch } from '../../src/batch/run';
import { compare } from '../../src/eval/compare';
import { runCli } from '../support/run-cli';

// A Hacker News front page as the site writes it (a table of rows `tr.athing`): a menu, three stories, a footer.
// Defuddle's Hacker News extractor, which it picks for news.ycombinator.com, gives the stories alone, each with its
// points, author and comments joined by "·"; its generic reading keeps the menu, the ranks and the footer.
const HN_PAGE = `<!doctype html><html><head><title>Hacker News</title></head><body>
<center><table id="hnmain"><tr><td><table><tr><td><a href="news">Hacker News</a> | <a href="newest">new</a> | <a href="front">past</a> | <a href="submit">submit</a></td></tr></table></td></tr>
<tr><td><table>
<tr class="athing" id="101"><td class="title"><span class="rank">1.</span></td><td class="title"><span class="titleline"><a href="https://example.org/rivers">How rivers shaped the towns along them</a></span></td></tr>
<tr><td class="subtext"><span class="score">120 points</span> by <a class="hnuser">marta</a> <span class="age" title="2026-03-14T10:00:00">3 hours ago</span> | <a href="item?id=101">45 comments</a></td></tr>
<tr class="athing" id="102"><td class="title"><span class="rank">2.</span></td><td class="title"><span class="titleline"><a href="https://example.org/trains">The quiet return of the night train</a></span></td></tr>
<tr><td class="subtext"><span class="score">98 points</span> by <a class="hnuser">lind</a> <span class="age" title="2026-03-14T09:00:00">4 hours ago</span> | <a href="item?id=102">30 comments</a></td></tr>
<tr class="athing" id="103"><td class="title"><span class="rank">3.</span></td><td class="title"><span class="titleline"><a href="https://example.org/bridges">Why old stone bridges still stand after five centuries of floods</a></span></td></tr>
<tr><td class="subtext"><span class="score">77 points</span> by <a class="hnuser">quist</a> <span class="age" title="2026-03-14T08:00:00">5 hours ago</span> | <a href="item?id=103">12 comments</a></td></tr>
</table></td></tr>
<tr><td><center><a href="newsguidelines.html">Guidelines</a> | <a href="newsfaq.html">FAQ</a> | <a href="lists">Lists</a> | <a href="legal">Legal</a> | <a href="contact">Contact</a></center></td></tr>
</table></center></body></html>`;
const HN_URL = 'https://news.ycombinator.com/news';
/** What the Hacker News extractor writes under a story, and what only the generic reading keeps. */
const SITE_EXTRACTOR_LINE = '120 points · by marta · 45 comments';
const GENERIC_ONLY = 'Guidelines | FAQ';

describe("the page's address, for the methods that read it", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-page-address-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const page = path.join(dir, 'hn.html');
  writeFileSync(page, HN_PAGE);

  it('extract --url: defuddle reads the page with the extractor of its site', () => {
    const withUrl = runCli(['extract', page, '--method', 'defuddle', '-q', '--url', HN_URL]);
    expect(withUrl.stderr).toBe('');
    expect(withUrl.stdout).toContain(SITE_EXTRACTOR_LINE);
    expect(withUrl.stdout).not.toContain(GENERIC_ONLY);
    const without = runCli(['extract', page, '--method', 'defuddle', '-q']);
    expect(without.stdout).toContain(GENERIC_ONLY);
    expect(without.stdout).not.toContain(SITE_EXTRACTOR_LINE);
  });

  it("a batch record's url reaches defuddle; a url that is no http(s) address is the record's error", async () => {
    const input = path.join(dir, 'pages.jsonl');
    const output = path.join(dir, 'out.jsonl');
    const records = [
      { id: 'hn', url: HN_URL, html: HN_PAGE },
      { id: 'dns', url: 'dns:news.ycombinator.com', html: HN_PAGE },
      { id: 'none', html: HN_PAGE },
    ];
    writeFileSync(input, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
    const summary = await runBatch({ input, output, method: 'defuddle', pageTimeoutMs: 0, metadata: false });
    expect(summary).toMatchObject({ pages: 3, failed: 1 });
    const written = Object.fromEntries(
      readFileSync(output, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { id: string; text?: string; error?: string }).map((record) => [record.id, record]),
    );
    expect(written.hn.text).toContain(SITE_EXTRACTOR_LINE);
    expect(written.dns.error).toMatch(/^field "url" is not an absolute http\(s\) URL/);
    expect(written.none.text).toContain(GENERIC_ONLY);
  });

  it("compare gives defuddle a corpus page's URL: the same page scores higher with it", async () => {
    const gold = 'How rivers shaped the towns along them\nThe quiet return of the night train\nWhy old stone bridges still stand after five centuries of floods';
    const pages: GoldPage[] = [
      { corpus: 'jsonl', id: 'with-url', html: HN_PAGE, gold, url: HN_URL },
      { corpus: 'jsonl', id: 'without-url', html: HN_PAGE, gold },
    ];
    const wordF1: Record<string, number | undefined> = {};
    await compare({ pages, methods: ['defuddle'], onPageScored: ({ scored, methods }) => (wordF1[scored.id] = methods.defuddle.wordF1) });
    expect(wordF1['with-url']).toBeGreaterThan(wordF1['without-url']! + 0.1);
  });

  it("a WCXB page's URL comes from its ground truth", () => {
    const wcxb = path.join(__dirname, '..', 'fixtures', 'wcxb');
    const [entry] = [...readWcxbPages(wcxb, ['0001'])];
    const { url } = JSON.parse(readFileSync(path.join(wcxb, 'ground-truth', '0001.json'), 'utf8'));
    expect(url).toMatch(/^https:\/\/scratchculinary\.com\//);
    expect(entry).toMatchObject({ page: { id: '0001', url } });
  });
});
