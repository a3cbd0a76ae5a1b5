// The one page job of every batch — `extract --input` in this thread or on worker threads (pool.ts), `extract
// --site` (site-run.ts) and the queue's workers (queue/worker.ts, through runBatch): a page read as the batch's
// options say (encoding, page size and block limits), bound to the batch's site when it has one, extracted and
// timed. A page that fails is an outcome with its error, never a thrown error.
import type { SiteContext } from '../site/site-context';
import { bindToSite } from '../site/page-binding';
import { NO_TEMPLATE, TEMPLATE_METHOD_NAME } from '../heuristics/site-template/template-extractor';
import type { Extractor } from '../extractor';
import { extractPage, extractPageWithoutBlocks, readPage, type ExtractResult, type PageOptions } from '../inference/extract';

/** A page to extract: its HTML, for bytes the charset they were served with, and its URL when known. */
export interface PageInput {
  html: string | Uint8Array;
  charset?: string;
  url?: string;
}

/**
 * What became of one page: its result (text, method, metadata, the formats asked for, why a fallback was used; its
 * blocks with the option `blocks`), or an error; `ms` is that page's extraction time.
 */
export type PageOutcome = Partial<ExtractResult> & { ms: number; error?: string };

/** A record lists its page's blocks after the rest of its result. */
function blocksLast({ blocks, ...result }: ExtractResult): ExtractResult {
  return { ...result, blocks };
}

/**
 * Extracts one page with `extractor`. With a `site`, the page is bound to it at its URL (a site batch's pages are
 * known by their URLs), and a page the template method finds no template for is an error: the method does not
 * guess, and all of the page's text is no extraction.
 */
export function pageOutcome(extractor: Extractor, page: PageInput, options: PageOptions, site?: SiteContext): PageOutcome {
  const t0 = performance.now();
  const ms = () => Math.round((performance.now() - t0) * 1000) / 1000;
  try {
    const pageOptions = { ...options, url: page.url ?? options.url };
    const loaded = readPage(page.html, pageOptions, page.charset);
    if (site !== undefined) bindToSite(loaded, site, page.url);
    const result = options.blocks ? blocksLast(extractPage(extractor, loaded, pageOptions)) : extractPageWithoutBlocks(extractor, loaded, pageOptions);
    if (extractor.name === TEMPLATE_METHOD_NAME && result.fallbackReason?.startsWith(NO_TEMPLATE)) return { ms: ms(), error: result.fallbackReason };
    return { ...result, ms: ms() };
  } catch (err) {
    return { ms: ms(), error: (err as Error).message };
  }
}
