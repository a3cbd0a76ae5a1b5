// `extract --site SITE [--input PAGES] [--output OUT.jsonl]`: every page extracted with the others as its site context
// (batch/site-run.ts), with the batch's progress and summary line.
import { DEFAULT_PAGE_TIMEOUT_MS } from '../batch/page-timeout';
import { runSiteBatch } from '../batch/site-run';
import { InputError } from '../errors';
import type { ExtractOptions } from '../inference/extract';
import { createBatchProgress, finishBatch, type BatchProgress } from './batch-progress';
import { inform } from './quiet-option';
import { describeSite, siteTemplateOptions, type SiteCliOptions } from './site-options';
import { wholeNumber } from './split-options';

export async function extractSite(
  sitePath: string,
  input: string | undefined,
  output: string | undefined,
  options: ExtractOptions,
  opts: SiteCliOptions & { jobs: string; resume?: boolean; pageTimeout: string; progress: string; quiet?: boolean },
): Promise<void> {
  const quiet = opts.quiet === true;
  const progressSeconds = wholeNumber(opts.progress, '--progress', 1);
  if (opts.jobs !== '1') throw new InputError('--jobs is not available with --site: the pages of a site share one context');
  if (opts.resume) throw new InputError('--resume is not available with --site: a site batch starts over');
  if (opts.pageTimeout !== String(DEFAULT_PAGE_TIMEOUT_MS / 1000)) {
    throw new InputError('--page-timeout is not available with --site: a site batch extracts its pages in this thread, without a time budget');
  }
  let progress: BatchProgress = { update() {}, stop() {} };
  const summary = await runSiteBatch({
    ...options,
    site: sitePath,
    template: siteTemplateOptions(opts),
    input,
    output: output ?? process.stdout,
    onStart: ({ method, site, total }) => {
      inform(quiet, `web2text: method ${method}\n`);
      describeSite(sitePath, site, quiet);
      if (!quiet) progress = createBatchProgress('extract', { pages: total, bytes: 0 }, progressSeconds);
    },
    onProgress: (counts) => progress.update(counts),
  });
  progress.stop();
  finishBatch(summary, quiet);
}
