// What the report tests do in a browser tab: open one that records every request, console message, page error and
// dialog; read how much of each canvas is drawn; read an element's computed style.
import { pathToFileURL } from 'url';
import type { Browser, Page as BrowserPage } from 'playwright-core';

/** Run in the page: each canvas's share of pixels that are not transparent. */
export const INKED_SHARE_OF_CANVASES = `Array.from(document.querySelectorAll('canvas')).map((canvas) => {
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  let drawn = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] > 0) drawn++;
  return drawn / (canvas.width * canvas.height);
})`;

/** What the tests read of the browser's window (they compile without the DOM's types). */
export interface BrowserWindow {
  getComputedStyle(element: unknown): { outlineStyle: string };
}

export const fileUrl = (file: string): string => pathToFileURL(file).href;

/** A browser tab that records every request and every console message and error of the report. */
export async function openTab(browser: Browser): Promise<{ tab: BrowserPage; requests: string[]; console: string[] }> {
  const tab = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const requests: string[] = [];
  const messages: string[] = [];
  tab.on('request', (request) => requests.push(request.url()));
  tab.on('console', (message) => messages.push(message.text()));
  tab.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  tab.on('dialog', (dialog) => {
    messages.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { tab, requests, console: messages };
}
