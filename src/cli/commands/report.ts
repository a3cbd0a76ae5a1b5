// `web2text report --out DIR`: a static site to look at every method's decisions on the pages themselves: the
// scores of `compare` with charts, and per page its blocks with a lane per method (and gold) beside the original
// page, inert, with a method's blocks outlined. It opens from disk, without network. `--input PAGES` without
// `--corpus jsonl` reports pages without gold (a folder, JSONL, WARC): shares kept and agreement instead of F1.
import type { Command } from 'commander';
import { InputError } from '../../errors';
import { addCompareOptions, reportLine, runCompare, type CompareCliOptions } from '../compare-run';
import { isFileCorpus } from '../corpus-options';
import { refuseNoScoredPages, reportLeftOutPages } from '../eval-run';
import { runPagesReport } from '../pages-report-run';
import { inform } from '../quiet-option';
import { refuseTemplateOptionsWithoutSite } from '../site-options';

type ReportCliOptions = CompareCliOptions & { out: string; recursive?: boolean };

/** The options of a gold corpus mean nothing for pages without gold: an error, not silently ignored. */
function refuseCorpusOptions(command: Command, opts: ReportCliOptions): void {
  const given = (['corpus', 'split', 'part', 'data'] as const).filter((key) => command.getOptionValueSource(key) === 'cli' && opts[key] !== undefined);
  if (given.length > 0) {
    throw new InputError(`--${given[0]} is for a gold corpus; --input PAGES reports pages without gold (for a JSONL corpus with gold everywhere, use --corpus jsonl --input FILE)`);
  }
}

export function register(program: Command): void {
  const command = program
    .command('report')
    .description('write a visual report of every method on pages (a gold corpus, or --input PAGES without gold): scores, charts, and each page with the blocks each method keeps')
    .requiredOption('--out <dir>', 'folder of the report (index.html, pages/)')
    .option('-r, --recursive', 'read the subfolders of an --input folder of pages too (page ids are paths in it)');
  addCompareOptions(command).action(async (opts: ReportCliOptions) => {
    refuseTemplateOptionsWithoutSite(command);
    const pagesWithoutGold = opts.input !== undefined && !isFileCorpus(opts.corpus);
    if (pagesWithoutGold) refuseCorpusOptions(command, opts);
    else if (opts.recursive === true) throw new InputError('--recursive reads the subfolders of an --input folder of pages, and a gold corpus has none');
    if (pagesWithoutGold) {
      const { labelling, finishReport } = await runPagesReport(opts, opts.input!, opts.out, opts.recursive === true);
      reportLeftOutPages(labelling);
      refuseNoScoredPages(opts.input!, labelling, 'labelled');
      inform(opts.quiet === true, reportLine(finishReport()));
      return;
    }
    const { selected, comparison, finishReport } = await runCompare(opts, opts.out);
    reportLeftOutPages(comparison);
    refuseNoScoredPages(selected.label, comparison);
    inform(opts.quiet === true, reportLine(finishReport!()));
  });
}
