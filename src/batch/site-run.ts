// runSiteBatch(): extract every page of a site with the others as its site context (issue 17): a JSONL of {url, html},
// a folder with urls.tsv, or a WCXB folder (site/site-files.ts), into batch records (records.ts)
// with the page's URL as id, in input order, by the batch's page job (page-job.ts). A page that is no site
// page (no URL, a broken line, the same page again) or has no template is a record with the error; the batch goes on. One thread: the
// pages share the site's caches.
import { promises as fs } from 'fs';
import type { Writable } from 'stream';
import { InputError } from '../errors';
import type { ExtractorInfo } from '../extractor';
import type { SiteContext, SiteTemplateOptions } from '../site/site-context';
import { readSite, readSiteItems, type SiteItem } from '../site/site-files';
import { TEMPLATE_METHOD_NAME } from '../heuristics/site-template/template-extractor';
import type { ExtractOptions } from '../inference/extract';
import { createExtractor } from '../inference/registry';
import { checkOptions } from '../option-checks';
import { openRecordFile, streamRecordOutput } from './record-output';
import { pageOutcome } from './page-job';
import { recordJob, writeBatchRecords, type BatchCounts, type PageJob } from './records';
import type { BatchSummary } from './run';
import { SITE_BATCH_OPTIONS } from './site-batch-options';
import { refuseEncodingOfJsonl, refuseOneUrlForMany, type SourceEntry } from './source';

export interface SiteBatchStart {
  method: string;
  info?: ExtractorInfo;
  site: SiteContext;
  /** Pages to extract (input items, pages or not). */
  total: number;
}

export interface SiteBatchOptions extends Omit<ExtractOptions, 'site'> {
  /** The site: a path (JSONL, folder with urls.tsv, WCXB folder) or a context already built. */
  site: string | SiteContext;
  /** n, v and text matching of a site read from a path. */
  template?: SiteTemplateOptions;
  /** The pages to extract, read as a site (default: every page of the site path; needed with a built context). */
  input?: string;
  /** A file to write (its folders are created), or a stream. */
  output: string | Writable;
  /** Replace an output file that already holds records (else it is refused, as runBatch's). */
  overwrite?: boolean;
  onStart?: (start: SiteBatchStart) => void;
  onProgress?: (counts: BatchCounts) => void;
}

/** The batch's entries, in input order, from site items: each page read when its turn comes. */
async function* siteEntries(items: readonly SiteItem[]): AsyncGenerator<SourceEntry> {
  for (const item of items) {
    if (item.page === undefined) {
      yield { id: item.id, error: item.problem, bytesRead: 0 };
      continue;
    }
    try {
      yield { id: item.id, html: item.page.read(), bytesRead: 0 };
    } catch (err) {
      yield { id: item.id, error: `cannot read the page: ${(err as Error).message}`, bytesRead: 0 };
    }
  }
}

export async function runSiteBatch(options: SiteBatchOptions): Promise<BatchSummary> {
  checkOptions(SITE_BATCH_OPTIONS, options);
  const { site: siteOption, template, input, output, overwrite = false, onStart, onProgress, ...extractOptions } = options;
  // The pages of a site folder are bytes; those of a JSONL site are text, which an encoding does not apply to.
  const pagesPath = input ?? (typeof siteOption === 'string' ? siteOption : undefined);
  refuseOneUrlForMany(pagesPath ?? 'the site', extractOptions.url, "a site's pages, each with its own url");
  if (extractOptions.encoding !== undefined && pagesPath !== undefined) {
    const stat = await fs.stat(pagesPath).catch(() => null);
    if (stat !== null && !stat.isDirectory()) refuseEncodingOfJsonl(pagesPath, extractOptions.encoding);
  }
  const read = typeof siteOption === 'string' ? await readSite(siteOption, template) : null;
  const site = read?.site ?? (siteOption as SiteContext);
  if (input === undefined && read === null) throw new InputError('a site batch on a site context needs the input pages');
  const items = read !== null && (input === undefined || input === siteOption) ? read.items : await readSiteItems(input as string);
  const method = extractOptions.method ?? TEMPLATE_METHOD_NAME;
  const extractor = await createExtractor(method, { ...extractOptions, site });
  onStart?.({ method: extractor.name, info: extractor.info, site, total: items.length });
  // A page's id is its URL, by which the site knows it.
  const job: PageJob = async (page, url) => pageOutcome(extractor, { ...page, url: String(url) }, extractOptions, site);
  const out = typeof output === 'string' ? await openRecordFile(output, { replace: overwrite }) : streamRecordOutput(output);
  const started = performance.now();
  try {
    const { pages, failed, doubtful, leastConfident, skipped } = await writeBatchRecords(siteEntries(items), recordJob(job), out, { onProgress });
    const seconds = (performance.now() - started) / 1000;
    return { pages, failed, doubtful, leastConfident, skipped, resumed: 0, resumedFailed: 0, seconds, pagesPerSecond: seconds > 0 ? pages / seconds : 0 };
  } finally {
    await out.close();
  }
}
