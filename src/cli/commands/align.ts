// `web2text align <orig.html> <clean.txt> [--html] [--out FILE]`: align a gold text to a page (spec §6). Prints the
// aligned string (source chars where aligned, □ elsewhere, like the reference's aligned files), or with --html a
// page showing the source with aligned chars highlighted and blocks coloured by label, to check it by eye.
import type { Command } from 'commander';
import { alignCleanText, alignedString, alignmentCoverage } from '../../data/align';
import { renderAlignmentHtml } from '../../data/alignment-html';
import { cleanTextFromBytes } from '../../data/cleaneval';
import { blockLabels, spanOf } from '../../data/labels';
import { loadPage } from '../../dom/page';
import { InputError } from '../../errors';
import { readInput } from '../input';
import { writeOutputFile } from '../output';

interface AlignCliOptions {
  html?: boolean;
  out?: string;
  wrapper: boolean;
  reference?: boolean;
}

function alignFiles(origFile: string, cleanFile: string, opts: AlignCliOptions): string {
  const page = loadPage(readInput(origFile), { cleaneval: opts.wrapper, referenceDecoding: opts.reference });
  const clean = cleanTextFromBytes(readInput(cleanFile), { reference: opts.reference });
  if (clean.length === 0) throw new InputError(`${cleanFile}: the clean text is empty after normalisation`);
  const { aligned } = alignCleanText(page.source, clean);
  if (!opts.html) return alignedString(page.source, aligned);
  const blocks = page.blocks.map(spanOf);
  const labels = blockLabels(blocks, aligned);
  const content = labels.reduce((sum, y) => sum + y, 0);
  return renderAlignmentHtml({
    title: `${origFile} ↔ ${cleanFile}`,
    source: page.source,
    aligned,
    blocks,
    labels,
    facts: [
      `source: ${page.source.length} chars, ${aligned.reduce((sum, a) => sum + a, 0)} aligned`,
      `clean text: ${clean.length} chars, ${(100 * alignmentCoverage(page.source, aligned, clean)).toFixed(1)}% of its non-space chars aligned`,
      `blocks: ${blocks.length}, content: ${content}`,
    ],
  });
}

export function register(program: Command): void {
  program
    .command('align <orig> <clean>')
    .description('align a CleanEval gold text to its page: the aligned string, or an HTML view with --html')
    .option('--html', 'write an HTML page: source with aligned chars highlighted, blocks coloured by label')
    .option('--out <file>', 'write to this file instead of stdout')
    .option('--reference', 'read both files exactly as the reference does (UTF-8 dropping bad bytes; BOM keeps the URL line)')
    .option('--no-wrapper', 'the page is plain HTML, not a CleanEval orig file with <text …> wrapper lines')
    .action((origFile: string, cleanFile: string, opts: AlignCliOptions) => {
      const output = alignFiles(origFile, cleanFile, opts);
      if (opts.out === undefined) {
        process.stdout.write(output);
        return;
      }
      writeOutputFile(opts.out, output);
    });
}
