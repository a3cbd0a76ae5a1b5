// A page of a run that scores or labels many pages, read with its parse time; a page that cannot be read (not
// HTML, empty, over a size limit) is left out with the reason, and the run goes on with the others, as a batch's.
import { performance } from 'perf_hooks';
import type { Page } from '../dom/types';
import { readPage, type PageReadingOptions } from '../inference/extract';

export function readablePage(html: string | Uint8Array, options: PageReadingOptions, charset?: string): { page: Page; parseMs: number } | { reason: string } {
  const p0 = performance.now();
  try {
    const page = readPage(html, options, charset);
    return { page, parseMs: performance.now() - p0 };
  } catch (err) {
    return { reason: `cannot parse: ${(err as Error).message}` };
  }
}
