// `extract --site SITE [--input PAGES] [--output OUT.jsonl]`: every page extracted with the others as its site context
// (inference/site-batch.ts), with the batch's progress bar and summary.
import type { ExtractOptions } from '../inference/extract';
import { runSiteBatch } from '../inference/site-batch';
import { InputError } from '../errors';
import { createProgress } from './progress';
import { describeSite, siteTemplateOptions, type SiteCliOptions } from './site-options';

export async function extractSite(
  sitePath: string, input: string | undefined, output: string | undefined, options: ExtractOptions, opts: SiteCliOptions & { jobs: string },
): Promise<void> {
  if (opts.jobs !== '1') throw new InputError('--jobs is not available with --site: the pages of a site share one context');
  let progress = createProgress('extract', 0);
  const summary = await runSiteBatch({
    ...options,
    site: sitePath,
    template: siteTemplateOptions(opts),
    input,
    output: output ?? process.stdout,
    onStart: ({ method, site, total }) => {
      process.stderr.write(`web2text: method ${method}\n`);
      describeSite(sitePath, site);
      progress = createProgress('extract', total);
    },
    onProgress: (done) => progress.update(done, `${done} pages`),
  });
  progress.stop();
  process.stderr.write(`web2text: ${summary.pages} pages, ${summary.failed} failed, ${summary.pagesPerSecond.toFixed(1)} pages/s\n`);
}
