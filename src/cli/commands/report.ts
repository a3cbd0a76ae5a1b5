// `web2text report --out DIR`: a static site to look at every method's decisions on the pages themselves: the
// scores of `compare` with charts, and per page its blocks with a lane per method (and gold) beside the original
// page, inert, with a method's blocks outlined. It opens from disk, without network.
import type { Command } from 'commander';
import { addCompareOptions, reportLine, runCompare, type CompareCliOptions } from '../compare-run';

export function register(program: Command): void {
  const command = program
    .command('report')
    .description('write a visual report of every method on a corpus\'s pages: scores, charts, and each page with the blocks each method keeps')
    .requiredOption('--out <dir>', 'folder of the report (index.html, pages/)');
  addCompareOptions(command).action(async (opts: CompareCliOptions & { out: string }) => {
    const { report } = await runCompare(opts, opts.out);
    if (report) process.stderr.write(reportLine(report));
  });
}
