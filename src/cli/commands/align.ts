// `web2text align <orig.html> <clean.txt> [--html] [--out FILE]`: align a gold text to a page (docs/methods/web2text.md
// §6): the aligned string, or with --html a page showing the source with aligned chars highlighted and blocks coloured
// by label.
import type { Command } from 'commander';
import { acceptQuietOption } from '../quiet-option';
import { alignmentReport } from '../../labels/alignment-report';
import { writeOutputFile } from '../../files/output-files';
import { readInput } from '../input';

interface AlignCliOptions {
  html?: boolean;
  out?: string;
  wrapper: boolean;
  reference?: boolean;
}

export function register(program: Command): void {
  const command = program
    .command('align <orig> <clean>')
    .description('align a CleanEval gold text to its page: the aligned string, or an HTML view with --html')
    .option('--html', 'write an HTML page: source with aligned chars highlighted, blocks coloured by label')
    .option('--out <file>', 'write to this file instead of stdout')
    .option('--reference', 'read both files exactly as the reference does (UTF-8 dropping bad bytes; BOM keeps the URL line)')
    .option('--no-wrapper', 'the page is plain HTML, not a CleanEval orig file with <text …> wrapper lines');
  acceptQuietOption(command).action((origFile: string, cleanFile: string, opts: AlignCliOptions) => {
      const output = alignmentReport(readInput(origFile), readInput(cleanFile), {
        html: opts.html,
        wrapper: opts.wrapper,
        reference: opts.reference,
        origName: origFile,
        cleanName: cleanFile,
      });
      if (opts.out === undefined) {
        process.stdout.write(output);
        return;
      }
      writeOutputFile(opts.out, output);
    });
}
