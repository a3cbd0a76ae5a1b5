// One compare run as `compare` and `report` make it: the methods on the chosen pages, and, when asked, the report
// site written from the very same run (report/writer.ts), so its tables and pictures are compare's numbers.
import { compare, type Comparison } from '../eval/compare';
import type { Extractor } from '../extractor';
import { DEFAULT_MODEL_DIR } from '../model/default-dir';
import { LEARNED_METHOD_NAME } from '../inference/learned-method';
import { DEV_DEPENDENCY_NOTES, METHOD_NAMES, SELF_CONTAINED_METHOD_NAMES, SITE_METHOD_NAMES } from '../inference/registry';
import { createReportWriter, type ReportSummary } from '../report/writer';
import type { Command } from 'commander';
import * as path from 'path';
import { addCorpusOptions, selectScoredPages, type CorpusCliOptions, type SelectedPages } from './corpus-options';
import { addModelOptions, modelOptions, parseComparedMethods, type ModelCliOptions } from './model-options';
import { createLazyProgress } from './progress';
import { addSiteOptions, openSiteOption, type SiteCliOptions } from './site-options';
import { printable } from './printable';
import { addQuietOption, inform } from './quiet-option';
import { wholeNumber } from './split-options';

export type CompareCliOptions = CorpusCliOptions & ModelCliOptions & SiteCliOptions & { methods?: string; pageTimeout?: string; quiet?: boolean };

/** --methods, the corpus options, the model options, the pages' site and --quiet. */
export function addCompareOptions(command: Command): Command {
  addQuietOption(command, 'model, site, part or report lines, or progress');
  command.option(
    '--methods <list>',
    `comma-separated methods of ${METHOD_NAMES.join(', ')} (devDependencies: ${DEV_DEPENDENCY_NOTES.join(', ')}; ` +
      `${SITE_METHOD_NAMES.join(', ')} needs --site) (default: ${SELF_CONTAINED_METHOD_NAMES.join(',')}, and ${SITE_METHOD_NAMES.join(',')} with --site)`,
  );
  const siteHelp = 'the pages\' sites (JSONL of {url, html}, a folder with urls.tsv, or a WCXB folder): the template method\'s context';
  return addSiteOptions(addModelOptions(addCorpusOptions(command)), siteHelp);
}

/**
 * The methods of --methods; by default every self-contained one, and the site methods when --site is given. The
 * learned method's options are refused when it is not one of them: nothing would read them.
 */
export function compareMethods(opts: CompareCliOptions): string[] {
  const defaults = opts.site === undefined ? SELF_CONTAINED_METHOD_NAMES : [...SELF_CONTAINED_METHOD_NAMES, ...SITE_METHOD_NAMES];
  return parseComparedMethods(opts.methods ?? defaults.join(','), opts);
}

export interface CompareRun {
  selected: SelectedPages;
  comparison: Comparison;
  /** Writes the report's index, when a report is asked for: once the run is known to have scored pages. */
  finishReport?: () => ReportSummary;
}

/** Names the learned method's model and backend on stderr as it is ready, unless `quiet`. */
export function modelReporter(quiet: boolean): (extractor: Pick<Extractor, 'info'>) => void {
  return ({ info }) => {
    if (info?.modelDir) inform(quiet, `web2text: model ${info.modelDir}, backend ${info.backend}\n`);
  };
}

/** Every option is checked (and the report folder made) before any model is loaded. */
export async function runCompare(opts: CompareCliOptions, reportDir?: string): Promise<CompareRun> {
  const methods = compareMethods(opts);
  const quiet = opts.quiet === true;
  const pageTimeoutMs = opts.pageTimeout === undefined ? 0 : wholeNumber(opts.pageTimeout, '--page-timeout', 0) * 1000;
  // The learned method's model decides the part of a file it was trained on (every method scores the same pages).
  const selected = await selectScoredPages(opts, methods.includes(LEARNED_METHOD_NAME) ? (opts.model ?? DEFAULT_MODEL_DIR) : undefined, quiet);
  const site = opts.site === undefined ? undefined : (await openSiteOption(opts.site, opts)).site;
  const writer = reportDir === undefined ? undefined : createReportWriter(reportDir, `web2text report — ${selected.label}`);
  const progress = createLazyProgress(reportDir === undefined ? 'compare' : 'report', selected.count ?? 0, quiet);
  const comparison = await compare({
    pages: selected.pages,
    methods,
    options: { ...modelOptions(opts), site },
    onReady: modelReporter(quiet),
    onPage: (done, id) => progress.update(done, `page ${id}`),
    onPageScored: writer?.onPageScored,
    pageTimeoutMs,
  });
  progress.stop();
  return { selected, comparison, finishReport: writer === undefined ? undefined : () => writer.finish(comparison) };
}

/** E.g. `web2text: report of 148 pages in out/index.html, written in 2.1 s (largest page file 0.70 MB: page 319)`. */
export function reportLine({ dir, pages, largestPage, writeMs }: ReportSummary): string {
  const largest = largestPage === null ? '' : ` (largest page file ${(largestPage.bytes / 1e6).toFixed(2)} MB: page ${printable(String(largestPage.id))})`;
  return `web2text: report of ${pages} page${pages === 1 ? '' : 's'} in ${path.join(dir, 'index.html')}, written in ${(writeMs / 1000).toFixed(1)} s${largest}\n`;
}
