// The report's copy of a page on its own, in headless Chromium, without the sandbox and the Content-Security-Policy
// that guard it in the report: the copy itself runs no script and fetches nothing, whatever the page tried
// (issue 31): raw text of SVG and MathML <style> and <xmp> that held an escaped `</style>` followed by a <script>,
// an <iframe>, a <base> or a <meta> refresh; CSS escapes (`u\72 l(`); SVG fill, filter, mask and clip-path url()s.
import { createServer, type Server } from 'http';
import type { Browser } from 'playwright-core';
import { loadPage } from '../../src';
import { INERT_PAGE_POLICY, inertPageHtml } from '../../src/report/inert-html';
import { openTab } from '../support/browser-tab';
import { launchChromium } from '../support/chromium';
import { HOSTILE_TEXT, hostilePage } from '../support/hostile-page';

let server: Server;
let browser: Browser;
let origin = '';
let copy = '';
/** Every request that reached the loopback server, the copy's own included. */
const hits: string[] = [];

/** Markup escaped as text inside a raw-text element of SVG or MathML, where a parser reads it as text. */
const escaped = (html: string): string => html.replace(/</g, '&lt;').replace(/>/g, '&gt;');

function foreignContentPage(origin: string): string {
  const breakout = (what: string) => escaped(`</style></xmp>${what}`);
  return `<!DOCTYPE html><html><head><title>foreign</title>
<style>p.escaped { background: u\\72 l(${origin}/css-escape.png) } @\\69mport "${origin}/escaped-import.css";</style></head>
<body><h1>${HOSTILE_TEXT[0]}</h1>
<svg><style>${breakout(`<script>console.log('hostile svg style script ran'); fetch('${origin}/svg-style-fetch')</script>`)}</style></svg>
<math><style>${breakout(`<iframe src="${origin}/math-style-iframe"></iframe>`)}</style></math>
<svg><xmp>${breakout(`<base href="${origin}/base/"><img src="relative.png" onerror="console.log('hostile base ran')">`)}</xmp></svg>
<math><mi><xmp>${breakout(`<meta http-equiv="refresh" content="0; url=${origin}/meta-refresh">`)}</xmp></mi></math>
<p class="escaped" style="background-image: u\\72 l('${origin}/attribute-escape.png')">${HOSTILE_TEXT[1]}</p>
<svg width="40" height="40"><rect width="40" height="40" fill="url(${origin}/fill.svg#a)" filter="url(${origin}/filter.svg#f)" mask="url(${origin}/mask.svg#m)" clip-path="url(${origin}/clip.svg#c)"/><text>svg words</text></svg>
<p>${HOSTILE_TEXT[2]}</p>
</body></html>`;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(request.url ?? '');
    if (request.url === '/copy.html') response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(copy);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

it.each([
  ['the hostile page', hostilePage],
  ['raw text of SVG and MathML, CSS escapes and SVG url()s', foreignContentPage],
])('%s: the copy alone, without its policy or sandbox, runs no script and fetches nothing', async (_, make) => {
  const page = loadPage(make(origin));
  const html = inertPageHtml(page, () => ['cetd']);
  copy = html.replace(`<meta http-equiv="Content-Security-Policy" content="${INERT_PAGE_POLICY}">`, '');
  expect(copy).not.toContain('Content-Security-Policy');
  hits.length = 0;
  const { tab, console: messages } = await openTab(browser);
  await tab.goto(`${origin}/copy.html`);
  // Time for a refresh, an onerror, a fetch or an image to happen if any could.
  await tab.waitForTimeout(1500);
  const text = await tab.evaluate('document.body.innerText');
  await tab.close();
  // Chromium asks a page served over HTTP for /favicon.ico by itself.
  expect(hits.filter((hit) => hit !== '/favicon.ico')).toEqual(['/copy.html']);
  expect(messages.filter((m) => m.includes('hostile'))).toEqual([]);
  for (const words of [HOSTILE_TEXT[0], HOSTILE_TEXT[2]]) expect(text).toContain(words);
  expect(html).not.toContain(origin);
});
