// The index of a report on pages without gold, read without a browser: no F1, the share of blocks and words each
// method keeps and the agreement between methods, each checked against the methods run here on the same files;
// a JSONL line with gold gets a gold lane, a broken line is listed with its reason; corpus options are refused.
import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { createExtractor, loadPage } from '../../src';
import { runCli } from '../support/run-cli';
import { UNLABELLED_PAGES, writeUnlabelledPages } from '../support/unlabelled-pages';

const METHODS = ['cetd', 'bte', 'wlr'];
const tmp = mkdtempSync(path.join(tmpdir(), 'w2t-unlabelled-'));

const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;
const jsonData = (html: string, id: string): unknown => JSON.parse(new RegExp(`id="${id}">(.*?)</script>`, 's').exec(html)![1]);

/** Each method's block labels on each page, straight from the registry's extractors. */
async function labelsOf(files: string[], dir: string): Promise<Record<string, Uint8Array[]>> {
  const labels: Record<string, Uint8Array[]> = {};
  for (const name of METHODS) {
    const extractor = await createExtractor(name);
    labels[name] = files.map((file) => extractor.label(loadPage(readFileSync(path.join(dir, file)))).labels);
  }
  return labels;
}

test('a report of one page file says "1 page"', () => {
  const page = path.join(tmp, 'one', writeUnlabelledPages(path.join(tmp, 'one'))[0]);
  const run = runCli(['report', '--input', page, '--methods', 'cetd', '--out', path.join(tmp, 'one-report')]);
  expect(run.status).toBe(0);
  expect(run.stderr).toContain(`web2text: report of 1 page in ${path.join(tmp, 'one-report', 'index.html')}`);
});

test('a folder without gold: shares kept, agreement and disagreement instead of F1', async () => {
  const dir = path.join(tmp, 'pages');
  const files = writeUnlabelledPages(dir);
  const out = path.join(tmp, 'folder-report');
  const run = runCli(['report', '--input', dir, '--methods', METHODS.join(','), '--out', out]);
  expect(run.stderr).toContain(`report of ${files.length} pages`);
  expect(run.status).toBe(0);
  const index = readFileSync(path.join(out, 'index.html'), 'utf8');
  expect(index).toContain('These pages have no gold, so there is no F1 here.');
  const summaryHead = /<table class="summary"><thead>(.*?)<\/thead>/.exec(index)![1];
  expect(summaryHead).not.toMatch(/F1/);
  expect(summaryHead).toContain('agrees with bte');

  const labels = await labelsOf(files, dir);
  const blocks = files.map((_, p) => labels.cetd[p].length);
  const allBlocks = blocks.reduce((a, b) => a + b, 0);
  expect(allBlocks).toBeGreaterThan(20);
  const row = (method: string): string[] => [...new RegExp(`<tr data-method="${method}">(.*?)</tr>`).exec(index)![1].matchAll(/<td>(.*?)<\/td>/g)].map((m) => m[1]);
  for (const a of METHODS) {
    const kept = labels[a].reduce((sum, l) => sum + l.reduce((s, x) => s + x, 0), 0);
    const cells = row(a);
    expect(cells[1]).toBe(percent(kept / allBlocks));
    METHODS.forEach((b, j) => {
      let same = 0;
      files.forEach((_, p) => labels[a][p].forEach((label, i) => (same += label === labels[b][p][i] ? 1 : 0)));
      expect(cells[5 + j]).toBe(percent(same / allBlocks));
    });
  }
  // Per page: the share of blocks on which the three methods do not all give the same label.
  const pages = jsonData(index, 'pages-data') as { id: string; blocks: number; disagreement: number }[];
  expect(pages.map((p) => p.id)).toEqual(files);
  files.forEach((_, p) => {
    let differing = 0;
    for (let i = 0; i < blocks[p]; i++) if (METHODS.some((m) => labels[m][p][i] !== labels.cetd[p][i])) differing++;
    expect(pages[p].blocks).toBe(blocks[p]);
    expect(pages[p].disagreement).toBeCloseTo(differing / blocks[p], 10);
  });
  expect(jsonData(index, 'metric-data')).toMatchObject({ key: 'kept', sortBy: 'disagreement', descending: true });
  const page = readFileSync(path.join(out, 'pages', '0001.html'), 'utf8');
  expect(page).not.toContain('data-lane="gold"');
}, 120000);

test('JSONL: a line with gold gets a gold lane and word F1; a broken line is listed with its reason', () => {
  const jsonl = path.join(tmp, 'pages.jsonl');
  const plain = UNLABELLED_PAGES['c-plain.html'];
  writeFileSync(
    jsonl,
    [
      JSON.stringify({ id: 'with-gold', html: plain, gold: 'Field notes\n' + loadPage(plain).blocks.slice(1).map((b) => b.text).join('\n') }),
      JSON.stringify({ id: 7, html: UNLABELLED_PAGES['a-article.html'] }),
      '{"id": "broken", "html": ',
    ].join('\n') + '\n',
  );
  const out = path.join(tmp, 'jsonl-report');
  const run = runCli(['report', '--input', jsonl, '--methods', 'cetd,bte', '--out', out]);
  expect(run.status).toBe(0);
  const index = readFileSync(path.join(out, 'index.html'), 'utf8');
  expect(index).toContain('1 pages carry gold');
  expect(index).toMatch(/<li>line 3: line is not valid JSON<\/li>/);
  const withGold = readFileSync(path.join(out, 'pages', '0001.html'), 'utf8');
  expect(withGold).toContain('<th class="lane-name" data-lane="gold"');
  // Every block of the plain page is its gold, so cetd and bte keeping its paragraphs score a word F1 above 0.
  expect(withGold).toMatch(/<tr><td>cetd<\/td><td>(0\.[1-9]\d\d|1\.000)<\/td>/);
  const without = readFileSync(path.join(out, 'pages', '0002.html'), 'utf8');
  expect(without).toContain('<h1>page 7</h1>');
  expect(without).not.toContain('data-lane="gold"');
}, 120000);

test('corpus options with --input PAGES are refused with one line, exit 2', () => {
  const run = runCli(['report', '--input', tmp, '--split', 'web2text', '--out', path.join(tmp, 'x')]);
  expect(run.status).toBe(2);
  expect(run.stderr.trim()).toBe(
    'web2text: --split is for a gold corpus; --input PAGES reports pages without gold (for a JSONL corpus with gold everywhere, use --corpus jsonl --input FILE)',
  );
});
