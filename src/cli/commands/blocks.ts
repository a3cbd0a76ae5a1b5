// `web2text blocks <file.html ... | ->`: one JSON line per block (text, span, tags, breaks; --features adds the
// 128 block features and, except for the last block, the 25 edge features of the pair with the next block).
import type { Command } from 'commander';
import { InputError } from '../../errors';
import { blockRecords, type BlockRecordOptions } from '../../features/block-records';
import { readInput } from '../input';
import { namingFile } from '../../files/input-bytes';
import { inputName } from '../../files/input-bytes';

function blockLines(file: string, bytes: Uint8Array, options: BlockRecordOptions): string {
  let out = '';
  for (const record of blockRecords(bytes, options)) out += JSON.stringify({ file, ...record }) + '\n';
  return out;
}

async function runBlocks(files: string[], options: BlockRecordOptions): Promise<void> {
  const failed: string[] = [];
  for (const file of files) {
    let lines: string;
    try {
      const bytes = readInput(file, { forFolder: 'blocks reads page files: give them, e.g. DIR/*.html' });
      lines = namingFile(file, () => blockLines(file, bytes, options));
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      process.stderr.write(`web2text: ${err.message}\n`);
      failed.push(file);
      continue;
    }
    // Zero blocks is a result, not an error (exit 0), but the user is told so.
    if (lines === '') process.stderr.write(`web2text: ${inputName(file)}: no text blocks\n`);
    if (!process.stdout.write(lines)) await new Promise((resolve) => process.stdout.once('drain', resolve));
  }
  if (failed.length > 0) throw new InputError(`${failed.length} of ${files.length} files failed: ${failed.join(', ')}`);
}

export function register(program: Command): void {
  program
    .command('blocks')
    .description('print the text blocks (Collapsed-DOM leaves) of HTML files as JSON lines; "-" reads stdin')
    .argument('<files...>', 'HTML files, or - for standard input')
    .option('--features', 'add the 128 block features and the 25 edge features (pair with the next block)')
    .option('--cleaneval', 'strip the CleanEval wrapper (first line <text …>, last line </text>)')
    .option('--reference', 'decode as the reference does (UTF-8, malformed bytes dropped) to get its exact blocks')
    .action((files: string[], options: BlockRecordOptions) => runBlocks(files, options));
}
