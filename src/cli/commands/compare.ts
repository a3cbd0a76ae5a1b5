// `web2text compare --methods web2text,cetd,…`: every method on the same blocks of a corpus's pages (CleanEval
// test pages by default, a WCXB part, or a JSONL corpus), with paired Wilcoxon signed-rank tests against web2text
// of per-page block F1 (paper Table 2) and per-page word F1 (the WCXB benchmark's metric); with --report DIR,
// also the report site of the same run.
import type { Command } from 'commander';
import { markdownReport } from '../../eval/report';
import { addCompareOptions, reportLine, runCompare, type CompareCliOptions } from '../compare-run';
import { inform } from '../quiet-option';
import { refuseTemplateOptionsWithoutSite } from '../site-options';
import { addResultOptions, checkResultFiles, pageAccount, refuseNoScoredPages, reportPages, resultTitle, writeResults, type ResultCliOptions } from '../eval-run';

export function register(program: Command): void {
  const command = program
    .command('compare')
    .description('compare the learned extractor with the heuristics (and Readability.js, defuddle) on the same blocks of a corpus\'s pages')
    .option('--report <dir>', 'also write the visual report of this run to this folder (see `web2text report`)')
    .option('--page-timeout <seconds>', 'run each method but the site methods on a worker thread, where a page still running after this fails for that method (default: no limit)');
  addResultOptions(addCompareOptions(command)).action(async (opts: CompareCliOptions & ResultCliOptions & { report?: string }) => {
    refuseTemplateOptionsWithoutSite(command);
    await checkResultFiles(opts);
    const { selected, comparison, finishReport } = await runCompare(opts, opts.report);
    const rows = Object.entries(comparison.methods).map(([name, scores]) => ({ name, scores }));
    reportPages(comparison, rows);
    refuseNoScoredPages(selected.label, comparison);
    const json = { ...selected.source, ...pageAccount(comparison), methods: comparison.methods };
    writeResults(opts, json, markdownReport(resultTitle('compare', selected.label, comparison), rows, comparison));
    if (finishReport) inform(opts.quiet === true, reportLine(finishReport()));
  });
}
