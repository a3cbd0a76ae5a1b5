// The report in a real browser (headless Chromium): `compare --report` on CleanEval test pages of the web2text
// split, and `report` on a hostile page. The index shows compare's own numbers and drawn charts; every page has
// one lane cell per block for each lane and its original page with the blocks marked; keys move between pages and
// lanes; a hostile page runs nothing and fetches nothing. Screenshots go to artifacts/report/ (git-ignored).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'fs';
import { createServer, type Server } from 'http';
import { tmpdir } from 'os';
import * as path from 'path';
import type { Browser } from 'playwright-core';
import { cleanevalPages, loadPage, splitPartIds } from '../../src';
import { runCli } from '../support/run-cli';
import { type BrowserWindow, fileUrl, INKED_SHARE_OF_CANVASES, openTab } from '../support/browser-tab';
import { launchChromium } from '../support/chromium';
import { HOSTILE_TEXT, hostilePage } from '../support/hostile-page';
import { CLEANEVAL_DIR } from '../support/shared-data';

const DATA = CLEANEVAL_DIR;
const ARTIFACTS = path.join(__dirname, '..', '..', 'artifacts', 'report');
const METHODS = ['web2text', 'cetd', 'mce', 'wlr', 'bte'];
const PAGES = 3;

const tmp = mkdtempSync(path.join(tmpdir(), 'w2t-report-'));
const cleanevalDir = path.join(tmp, 'cleaneval');
const hostileDir = path.join(tmp, 'hostile');
let browser: Browser;
let server: Server;
let origin: string;
/** Every request that reached the loopback server the hostile page points at. */
const hits: string[] = [];
let compared: { methods: Record<string, { wordF1: { overall: { f1: number } }; f1: number }> };

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.end('');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });

  const json = path.join(tmp, 'compare.json');
  const run = runCli(['compare', '--split', 'web2text', '--data', DATA, '--limit', String(PAGES), '--methods', METHODS.join(','), '--report', cleanevalDir, '--out', json, '--markdown', path.join(tmp, 'compare.md')]);
  if (run.status !== 0) throw new Error(`compare --report failed: ${run.stderr}`);
  compared = JSON.parse(readFileSync(json, 'utf8'));

  const corpus = path.join(tmp, 'hostile.jsonl');
  writeFileSync(corpus, JSON.stringify({ id: 'hostile', html: hostilePage(origin), gold: HOSTILE_TEXT.join('\n') }) + '\n');
  const hostile = runCli(['report', '--corpus', 'jsonl', '--input', corpus, '--methods', 'cetd,readability', '--out', hostileDir]);
  if (hostile.status !== 0) throw new Error(`report failed: ${hostile.stderr}`);
}, 300000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

test('the index shows compare\'s scores, three drawn charts, and every page sorted worst first', async () => {
  const { tab, requests, console: messages } = await openTab(browser);
  await tab.goto(fileUrl(path.join(cleanevalDir, 'index.html')));

  // The summary table holds the numbers of compare's JSON from the same run.
  for (const method of METHODS) {
    const cells = await tab.locator(`table.summary tr[data-method="${method}"] td`).allTextContents();
    expect(Number(cells[3])).toBeCloseTo(compared.methods[method].f1, 4);
    expect(Number(cells[7])).toBeCloseTo(compared.methods[method].wordF1.overall.f1, 4);
  }

  // Each chart's canvas has drawn pixels (bars, points, axes): share of non-transparent pixels.
  const inked = await tab.evaluate<number[]>(INKED_SHARE_OF_CANVASES);
  expect(inked).toHaveLength(3);
  for (const share of inked) expect(share).toBeGreaterThan(0.01);

  // Every page is listed, worst mean word F1 first; a click on a method's column sorts by it.
  const means = (await tab.locator('#pages tbody tr td:last-child').allTextContents()).map(Number);
  expect(means).toHaveLength(PAGES);
  expect([...means].sort((a, b) => a - b)).toEqual(means);
  await tab.locator('#pages th[data-key="m:cetd"]').click();
  const cetd = (await tab.locator('#pages tbody tr td:nth-child(6)').allTextContents()).map(Number);
  expect([...cetd].sort((a, b) => a - b)).toEqual(cetd);

  await tab.screenshot({ path: path.join(ARTIFACTS, 'index.png'), fullPage: true });
  expect(requests.every((url) => url.startsWith('file://'))).toBe(true);
  expect(messages).toEqual([]);
  await tab.close();
});

test('each page has one lane cell per block for gold and every method, its original with the blocks marked, and keys', async () => {
  const ids = splitPartIds('web2text', 'test', DATA).slice(0, PAGES);
  const blocksOf = new Map([...cleanevalPages(ids, DATA)].map((gold) => [gold.id, loadPage(gold.html, { cleaneval: true }).blocks.length]));
  const files = readdirSync(path.join(cleanevalDir, 'pages')).sort();
  expect(files).toHaveLength(PAGES);
  const { tab, requests, console: messages } = await openTab(browser);
  for (const file of files) {
    expect(statSync(path.join(cleanevalDir, 'pages', file)).size).toBeLessThanOrEqual(2_000_000);
    await tab.goto(fileUrl(path.join(cleanevalDir, 'pages', file)));
    const id = (await tab.locator('h1').textContent())!.replace('page ', '');
    const blocks = blocksOf.get(id)!;
    expect(blocks).toBeGreaterThan(0);
    const lanes = await tab.locator('th.lane-name').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-lane')));
    expect(lanes).toEqual(['gold', ...METHODS]);
    for (const lane of lanes) expect(await tab.locator(`td.cell[data-lane="${lane}"]`).count()).toBe(blocks);

    // The original shows every block's text marked, and outlines exactly the blocks the chosen lane keeps.
    const frame = tab.frameLocator('#original');
    await frame.locator('span.w2t-b').first().waitFor();
    expect(await frame.locator('span.w2t-b').count()).toBe(blocks);
    const chosen = await tab.locator('#outline-lane').inputValue();
    expect(chosen).toBe('web2text');
    const kept = await tab.locator(`td.cell.c1[data-lane="${chosen}"]`).count();
    expect(await frame.locator(`span.w2t-k-${chosen}`).count()).toBe(kept);
    if (kept > 0) {
      const outline = await frame.locator(`span.w2t-k-${chosen}`).first().evaluate((span) => (globalThis as unknown as BrowserWindow).getComputedStyle(span).outlineStyle);
      expect(outline).toBe('solid');
    }
  }

  // Keys: m switches the outlined lane, ← and → move between pages, carrying the lane.
  await tab.goto(fileUrl(path.join(cleanevalDir, 'pages', files[0])));
  await tab.keyboard.press('m');
  expect(await tab.locator('#outline-lane').inputValue()).toBe(METHODS[1]);
  await tab.keyboard.press('M');
  await tab.keyboard.press('M');
  expect(await tab.locator('#outline-lane').inputValue()).toBe('gold');
  await tab.screenshot({ path: path.join(ARTIFACTS, 'page.png') });
  await tab.keyboard.press('ArrowRight');
  await tab.waitForURL((url) => url.pathname.endsWith(files[1]));
  expect(new URL(tab.url()).hash).toBe('#lane=gold');
  expect(await tab.locator('#outline-lane').inputValue()).toBe('gold');
  await tab.keyboard.press('ArrowLeft');
  await tab.waitForURL((url) => url.pathname.endsWith(files[0]));

  expect(requests.every((url) => url.startsWith('file://'))).toBe(true);
  expect(messages).toEqual([]);
  await tab.close();
});

test('a hostile page renders in the report without running or fetching anything', async () => {
  const { tab, requests, console: messages } = await openTab(browser);
  await tab.goto(fileUrl(path.join(hostileDir, 'pages', '0001.html')));
  const frame = tab.frameLocator('#original');
  // The page's text is there, as blocks, in the iframe.
  await frame.locator('span.w2t-b').first().waitFor();
  const shown = await frame.locator('body').textContent();
  for (const text of HOSTILE_TEXT) expect(shown).toContain(text);
  // Time for a refresh, an onload, a fetch or an image to happen if any could.
  await tab.waitForTimeout(1500);
  await tab.screenshot({ path: path.join(ARTIFACTS, 'hostile-page.png') });
  // Focus moved into the page's form (its handlers would run now, if any could).
  await tab.locator('#original').click();
  await tab.keyboard.press('Tab');
  await tab.waitForTimeout(200);

  expect(hits).toEqual([]);
  expect(requests.filter((url) => !url.startsWith('file://'))).toEqual([]);
  expect(messages.filter((m) => m.includes('hostile'))).toEqual([]);
  expect(await tab.title()).not.toBe('owned');
  expect(tab.frames().map((f) => f.url()).filter((url) => url !== tab.url())).toEqual(['about:srcdoc']);
  await tab.close();
});
