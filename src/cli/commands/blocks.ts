// `web2text blocks <file.html ... | ->`: one JSON line per block (text, span, tags, breaks; --features adds the
// 128 block features and, except for the last block, the 25 edge features of the pair with the next block).
import type { Command } from 'commander';
import { InputError } from '../../errors';
import { blockRecords, type BlockRecordOptions } from '../../features/block-records';
import { PAGES_FAILED_EXIT_CODE } from '../exit-codes';
import { readInput } from '../input';
import { acceptQuietOption } from '../quiet-option';
import { printable } from '../printable';
import { namingFile } from '../../files/input-bytes';
import { inputName } from '../../files/input-bytes';
import { addPageOptions, pageOptions, type PageCliOptions } from '../page-options';

interface BlocksCliOptions extends PageCliOptions {
  features?: boolean;
  cleaneval?: boolean;
  reference?: boolean;
  quiet?: boolean;
}

function blockLines(file: string, bytes: Uint8Array, options: BlockRecordOptions): string {
  let out = '';
  for (const record of blockRecords(bytes, options)) out += JSON.stringify({ file, ...record }) + '\n';
  return out;
}

/**
 * Several files are a batch, as extract's: a file that cannot be read is named on stderr and the others are still
 * printed; the last line counts the failed files, and the exit code is 1. One file that cannot be read is its error.
 */
async function runBlocks(files: string[], options: BlockRecordOptions): Promise<void> {
  const failed: string[] = [];
  for (const file of files) {
    let lines: string;
    try {
      const bytes = readInput(file, { maxPageBytes: options.maxPageBytes, forFolder: 'blocks reads page files: give them, e.g. DIR/*.html' });
      lines = namingFile(file, () => blockLines(file, bytes, options));
    } catch (err) {
      if (!(err instanceof InputError) || files.length === 1) throw err;
      process.stderr.write(`web2text: ${printable(err.message)}\n`);
      failed.push(file);
      continue;
    }
    // Zero blocks is a result, not an error (exit 0), but the user is told so.
    if (lines === '') process.stderr.write(`web2text: ${inputName(file)}: no text blocks\n`);
    if (!process.stdout.write(lines)) await new Promise((resolve) => process.stdout.once('drain', resolve));
  }
  if (failed.length === 0) return;
  process.stderr.write(`web2text: ${printable(`${failed.length} of ${files.length} files failed: ${failed.join(', ')}`)}\n`);
  process.exitCode = PAGES_FAILED_EXIT_CODE;
}

export function register(program: Command): void {
  const command = program
    .command('blocks')
    .description('print the text blocks (Collapsed-DOM leaves) of HTML files as JSON lines; "-" reads stdin')
    .argument('<files...>', 'HTML files, or - for standard input')
    .option('--features', 'add the 128 block features and the 25 edge features (pair with the next block)')
    .option('--cleaneval', 'strip the CleanEval wrapper (first line <text …>, last line </text>)')
    .option('--reference', 'decode as the reference does (UTF-8, malformed bytes dropped) to get its exact blocks');
  addPageOptions(command);
  acceptQuietOption(command).action((files: string[], opts: BlocksCliOptions) =>
    runBlocks(files, { features: opts.features, cleaneval: opts.cleaneval, reference: opts.reference, ...pageOptions(opts) }),
  );
}
