// The original page as the report embeds it: nothing that runs or fetches is left, every block is marked with
// the lanes that keep it, and a page too big for the 2 MB page file loses its styles first.
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { loadPage } from '../../src';
import type { PageScoredDetail } from '../../src/eval/score-pages';
import { inertPageHtml } from '../../src/report/inert-html';
import { pageHtml } from '../../src/report/page-html';
import { runCli } from '../support/run-cli';
import { HOSTILE_TEXT, hostilePage } from '../support/hostile-page';

const ORIGIN = 'http://127.0.0.1:9';

test('the hostile page keeps its text and blocks and loses every script, handler, URL and refresh', () => {
  const page = loadPage(hostilePage(ORIGIN));
  const html = inertPageHtml(page, (block) => (block % 2 === 0 ? ['cetd'] : []));
  expect(html).not.toMatch(/<script|<iframe|<object|<embed|<video|<link|<base|http-equiv="refresh"/i);
  expect(html).not.toMatch(/\son\w+=/i);
  expect(html).not.toContain(ORIGIN);
  expect(html).not.toContain('javascript:');
  for (const text of HOSTILE_TEXT) expect(html).toContain(text);
  expect(html.match(/data-b="\d+"/g)).toHaveLength(page.blocks.length);
  expect(html.match(/class="w2t-b w2t-k-cetd"/g)).toHaveLength(Math.ceil(page.blocks.length / 2));
  // The policy is the first thing in <head>: nothing the page could load comes before it.
  expect(html).toMatch(/<head><meta http-equiv="Content-Security-Policy" content="default-src 'none';/);
});

test('data: images and styles stay; without styles, <style> and style attributes go', () => {
  const pixel = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
  const page = loadPage(`<html><head><style>p { color: red }</style></head><body><p style="margin: 0">Text <img src="${pixel}"></p></body></html>`);
  expect(inertPageHtml(page, () => [])).toContain(`<img src="${pixel}">`);
  expect(inertPageHtml(page, () => [])).toContain('p { color: red }');
  const plain = inertPageHtml(page, () => [], false);
  expect(plain).not.toContain('color: red');
  expect(plain).not.toContain('style=');
});

test('a page whose styles would pass 2 MB is shown without them, within the limit', () => {
  const style = `<style>${'.rule { color: #123456 }\n'.repeat(100_000)}</style>`;
  const page = loadPage(`<html><head>${style}</head><body><p>Only paragraph of the page.</p></body></html>`);
  const labels = new Uint8Array(page.blocks.length).fill(1);
  const detail: PageScoredDetail = {
    scored: { id: 'big', blocks: page.blocks.length },
    page,
    methods: { cetd: { labels, ms: 1, wordF1: 1 } },
  };
  const html = pageHtml({ n: 1, isLast: true, reportTitle: 'test', detail });
  expect(Buffer.byteLength(html)).toBeLessThanOrEqual(2_000_000);
  expect(html).toContain('shown without its styles');
  expect(html).toContain('Only paragraph of the page.');
});

test('report into a folder that cannot be made: one line naming it, exit 2', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'w2t-report-')), 'a-file');
  writeFileSync(file, '');
  const out = path.join(file, 'report');
  const pages = path.join(path.dirname(file), 'pages.jsonl');
  writeFileSync(pages, JSON.stringify({ id: 'a', html: '<p>One paragraph of a page to report on.</p>' }) + '\n');
  const run = runCli(['report', '--input', pages, '--methods', 'cetd', '--out', out]);
  expect(run.status).toBe(2);
  expect(run.stderr.trim()).toBe(`web2text: cannot write the report to ${out}: a part of its path is a file, not a folder`);
});
