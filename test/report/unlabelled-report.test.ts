// The report of pages without gold in real headless Chromium: a folder of hand-written pages and a WARC built
// here. The index draws its charts and lists the pages by disagreement, most first; each page has one lane cell
// per block for every method and no gold lane, its inert original outlines the chosen method's blocks, the keys
// work, and nothing but file:// is requested.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import type { Browser, Page as BrowserPage } from 'playwright-core';
import { loadPage } from '../../src';
import { serialized, writeWarc, type WarcEntry } from '../support/warc-files';
import { runCli } from '../support/run-cli';
import { type BrowserWindow, fileUrl, INKED_SHARE_OF_CANVASES, openTab } from '../support/browser-tab';
import { launchChromium } from '../support/chromium';
import { UNLABELLED_PAGES, writeUnlabelledPages } from '../support/unlabelled-pages';
import { DOUBTFUL_BELOW } from '../../src/confidence/doubtful';

const ARTIFACTS = path.join(__dirname, '..', '..', 'artifacts', 'report');
const METHODS = ['web2text', 'cetd', 'bte'];
const tmp = mkdtempSync(path.join(tmpdir(), 'w2t-unlabelled-report-'));
const folderDir = path.join(tmp, 'folder-report');
const warcDir = path.join(tmp, 'warc-report');
const WARC_PAGES = ['b-listing.html', 'a-article.html'];
const recordId = (i: number): string => `<urn:uuid:00000000-0000-4000-8000-00000000000${i}>`;
let browser: Browser;
let files: string[];

/** One page of the report: one lane cell per block for each method, and the original outlining the chosen one. */
async function checkPage(tab: BrowserPage, file: string, blocksOf: (id: string) => number): Promise<void> {
  await tab.goto(fileUrl(file));
  const id = (await tab.locator('h1').textContent())!.replace('page ', '');
  const blocks = blocksOf(id);
  expect(blocks).toBeGreaterThan(0);
  const lanes = await tab.locator('th.lane-name').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-lane')));
  expect(lanes).toEqual(METHODS);
  for (const lane of lanes) expect(await tab.locator(`td.cell[data-lane="${lane}"]`).count()).toBe(blocks);
  const frame = tab.frameLocator('#original');
  await frame.locator('span.w2t-b').first().waitFor();
  expect(await frame.locator('span.w2t-b').count()).toBe(blocks);
  const chosen = await tab.locator('#outline-lane').inputValue();
  const kept = await tab.locator(`td.cell.c1[data-lane="${chosen}"]`).count();
  expect(await frame.locator(`span.w2t-k-${chosen}`).count()).toBe(kept);
  expect(kept).toBeGreaterThan(0);
  const outline = await frame.locator(`span.w2t-k-${chosen}`).first().evaluate((span) => (globalThis as unknown as BrowserWindow).getComputedStyle(span).outlineStyle);
  expect(outline).toBe('solid');
}

beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
  const pagesDir = path.join(tmp, 'pages');
  files = writeUnlabelledPages(pagesDir);
  const folder = runCli(['report', '--input', pagesDir, '--methods', METHODS.join(','), '--out', folderDir]);
  if (folder.status !== 0) throw new Error(`report --input FOLDER failed: ${folder.stderr}`);

  // A crawl: a request, two HTML responses and an image; only the responses are pages.
  const response = (name: string, i: number): WarcEntry => ({
    type: 'response', id: recordId(i), url: `http://news.example/${name}`, statusline: 'HTTP/1.1 200 OK',
    httpHeaders: { 'Content-Type': 'text/html; charset=utf-8' }, block: UNLABELLED_PAGES[name],
  });
  const warc = path.join(tmp, 'crawl.warc.gz');
  await writeWarc(warc, serialized([
    { type: 'request', url: 'http://news.example/', statusline: 'GET / HTTP/1.1', httpHeaders: { Host: 'news.example' }, block: '' },
    ...WARC_PAGES.map((name, i) => response(name, i + 1)),
    { type: 'response', url: 'http://news.example/logo.png', statusline: 'HTTP/1.1 200 OK', httpHeaders: { 'Content-Type': 'image/png' }, block: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
  ], true));
  const fromWarc = runCli(['report', '--input', warc, '--methods', METHODS.join(','), '--out', warcDir]);
  if (fromWarc.status !== 0) throw new Error(`report --input WARC failed: ${fromWarc.stderr}`);
}, 300000);

afterAll(async () => {
  await browser?.close();
});

test('the index without gold: no F1, drawn charts, pages by disagreement (most first)', async () => {
  const { tab, requests, console: messages } = await openTab(browser);
  await tab.goto(fileUrl(path.join(folderDir, 'index.html')));
  expect(await tab.locator('header p strong').textContent()).toBe('These pages have no gold, so there is no F1 here.');
  expect(await tab.locator('table.summary th').allTextContents()).toEqual([
    'method', 'blocks kept', 'words kept', 'ms/page', 'failed pages', ...METHODS.map((m) => `agrees with ${m}`),
  ]);
  const inked = await tab.evaluate<number[]>(INKED_SHARE_OF_CANVASES);
  expect(inked).toHaveLength(3);
  for (const share of inked) expect(share).toBeGreaterThan(0.01);

  const heads = await tab.locator('#pages thead th').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-key')));
  const column = heads.indexOf('disagreement') + 1;
  expect(column).toBeGreaterThan(0);
  const disagreement = (await tab.locator(`#pages tbody tr td:nth-child(${column})`).allTextContents()).map(Number);
  expect(disagreement).toHaveLength(files.length);
  expect([...disagreement].sort((a, b) => b - a)).toEqual(disagreement);
  // The list is not merely in input order: the pages differ in disagreement.
  expect(new Set(disagreement).size).toBeGreaterThan(1);

  await tab.screenshot({ path: path.join(ARTIFACTS, 'unlabelled-index.png'), fullPage: true });
  expect(requests.every((url) => url.startsWith('file://'))).toBe(true);
  expect(messages).toEqual([]);
  await tab.close();
});

test('each page: a lane per method and no gold lane, the original outlined, keys; a WARC\'s HTML responses are its pages', async () => {
  const blocksOfFile = (id: string) => loadPage(UNLABELLED_PAGES[id]).blocks.length;
  const { tab, requests, console: messages } = await openTab(browser);
  const pageFiles = readdirSync(path.join(folderDir, 'pages')).sort();
  expect(pageFiles).toHaveLength(files.length);
  for (const file of pageFiles) await checkPage(tab, path.join(folderDir, 'pages', file), blocksOfFile);

  await tab.goto(fileUrl(path.join(folderDir, 'pages', pageFiles[0])));
  await tab.keyboard.press('m');
  expect(await tab.locator('#outline-lane').inputValue()).toBe(METHODS[1]);
  await tab.screenshot({ path: path.join(ARTIFACTS, 'unlabelled-page.png') });
  await tab.keyboard.press('ArrowRight');
  await tab.waitForURL((url) => url.pathname.endsWith(pageFiles[1]));
  expect(await tab.locator('#outline-lane').inputValue()).toBe(METHODS[1]);

  // The WARC: its two HTML responses, by record id, in file order; the request and the image are not pages.
  const warcIndex = readFileSync(path.join(warcDir, 'index.html'), 'utf8');
  expect(warcIndex).toContain('2 records of the input are not HTML pages');
  const warcPages = readdirSync(path.join(warcDir, 'pages')).sort();
  expect(warcPages).toHaveLength(WARC_PAGES.length);
  const nameOfRecord = new Map(WARC_PAGES.map((name, i) => [recordId(i + 1), name]));
  for (const [i, file] of warcPages.entries()) {
    await checkPage(tab, path.join(warcDir, 'pages', file), (id) => blocksOfFile(nameOfRecord.get(id)!));
    expect(await tab.locator('h1').textContent()).toBe(`page ${recordId(i + 1)}`);
  }

  expect(requests.every((url) => url.startsWith('file://'))).toBe(true);
  expect(messages).toEqual([]);
  await tab.close();
});

test('the index gives the default model\'s confidence per page, the doubtful ones marked, as extract gives it', async () => {
  const fixtures = path.join(__dirname, '..', 'fixtures', 'confidence');
  const pagesDir = path.join(tmp, 'confidence-pages');
  mkdirSync(pagesDir);
  const names = { 'article.html': 'confident-article.html', 'shop.html': 'doubtful-shop.html', 'shop-copy.html': 'doubtful-shop.html' };
  for (const [name, fixture] of Object.entries(names)) copyFileSync(path.join(fixtures, fixture), path.join(pagesDir, name));
  // Beside the pages, what the report does not read, and says so.
  writeFileSync(path.join(pagesDir, 'notes.txt'), 'not a page');
  mkdirSync(path.join(pagesDir, 'older'));
  const reportDir = path.join(tmp, 'confidence-report');
  const report = runCli(['report', '--input', pagesDir, '--methods', 'web2text,cetd', '--out', reportDir]);
  expect(report.status).toBe(0);
  expect(report.stderr).toMatch(/web2text: 1 subfolder of .*confidence-pages not read \(--recursive reads them\)\n/);
  expect(report.stderr).toMatch(/web2text: 1 file of .*confidence-pages not read, not an HTML page by name or content: notes\.txt\n/);
  // What extract --input records for the same pages.
  const records = path.join(tmp, 'confidence-records.jsonl');
  expect(runCli(['extract', '--input', pagesDir, '--output', records]).status).toBe(0);
  const confidence = new Map(readFileSync(records, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { id: string; confidence: number }).map((r) => [r.id, r.confidence]));
  expect([...confidence.values()].filter((c) => c < DOUBTFUL_BELOW)).toHaveLength(2);

  const { tab, requests, console: messages } = await openTab(browser);
  await tab.goto(fileUrl(path.join(reportDir, 'index.html')));
  expect(await tab.locator('header p').textContent()).toContain(`web2text: 2 of 3 pages doubtful (its confidence, an estimate of its word F1, below ${DOUBTFUL_BELOW}`);
  const heads = await tab.locator('#pages thead th').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-key')));
  expect(heads.filter((key) => key!.startsWith('c:'))).toEqual(['c:web2text']);
  const rows = await tab.locator('#pages tbody tr').evaluateAll((trs, at) =>
    trs.map((tr) => {
      const cells = (tr as unknown as { cells: { textContent: string; className: string }[] }).cells;
      return { id: cells[1].textContent, confidence: Number(cells[at].textContent), doubtful: cells[at].className.includes('doubtful') };
    }), heads.indexOf('c:web2text'));
  expect(rows.map((row) => row.id).sort()).toEqual([...confidence.keys()].sort());
  for (const row of rows) {
    expect(row.confidence).toBeCloseTo(confidence.get(row.id)!, 3);
    expect(row.doubtful).toBe(confidence.get(row.id)! < DOUBTFUL_BELOW);
  }
  // The column sorts: least confident first.
  await tab.locator('#pages thead th[data-key="c:web2text"]').click();
  const sorted = await tab.locator(`#pages tbody tr td:nth-child(${heads.indexOf('c:web2text') + 1})`).allTextContents();
  expect(sorted.map(Number)).toEqual(sorted.map(Number).sort((a, b) => a - b));
  await tab.screenshot({ path: path.join(ARTIFACTS, 'unlabelled-index-confidence.png'), fullPage: true });
  expect(requests.every((url) => url.startsWith('file://'))).toBe(true);
  expect(messages).toEqual([]);
  await tab.close();
}, 120000);
