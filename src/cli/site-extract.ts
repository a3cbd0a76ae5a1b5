// `extract --site SITE [--input PAGES] [--output OUT.jsonl]`: every page extracted with the others as its site context
// (batch/site-run.ts), with the batch's progress and summary line.
import type { Command } from 'commander';
import { runSiteBatch } from '../batch/site-run';
import { InputError } from '../errors';
import type { ExtractOptions } from '../inference/extract';
import { createBatchProgress, finishBatch, type BatchProgress } from './batch-progress';
import { givenOnCommandLine } from './given-options';
import { inform } from './quiet-option';
import { describeSite, siteTemplateOptions, type SiteCliOptions } from './site-options';
import { wholeNumber } from './split-options';

/** Batch options a site batch does not take (given on the command line, whatever their value): key, flag, why. */
const NOT_WITH_SITE: readonly (readonly [string, string, string])[] = [
  ['jobs', '--jobs', 'the pages of a site share one context'],
  ['resume', '--resume', 'a site batch starts over'],
  ['pageTimeout', '--page-timeout', 'a site batch extracts its pages in this thread, without a time budget'],
];

function refuseBatchOptions(command: Command): void {
  const [given] = givenOnCommandLine(command, Object.fromEntries(NOT_WITH_SITE.map(([key, flag]) => [key, flag])));
  const why = NOT_WITH_SITE.find(([, flag]) => flag === given)?.[2];
  if (why !== undefined) throw new InputError(`${given} is not available with --site: ${why}`);
}

export async function extractSite(
  sitePath: string,
  input: string | undefined,
  output: string | undefined,
  options: ExtractOptions,
  opts: SiteCliOptions & { progress: string; quiet?: boolean; overwrite?: boolean },
  command: Command,
): Promise<void> {
  refuseBatchOptions(command);
  const quiet = opts.quiet === true;
  const progressSeconds = wholeNumber(opts.progress, '--progress', 1);
  let progress: BatchProgress = { update() {}, stop() {} };
  const summary = await runSiteBatch({
    ...options,
    site: sitePath,
    template: siteTemplateOptions(opts),
    input,
    output: output ?? process.stdout,
    overwrite: opts.overwrite === true,
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
