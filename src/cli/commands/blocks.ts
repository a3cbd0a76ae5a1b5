// `web2text blocks <file.html ... | ->`: one JSON line per block (text, span, tags, breaks; --features adds the
// 128 block features and, except for the last block, the 25 edge features of the pair with the next block).
import type { Command } from 'commander';
import { loadPage } from '../../dom/page';
import { BLOCK_FEATURE_COUNT, EDGE_FEATURE_COUNT, computeFeatures } from '../../features';
import { InputError } from '../../errors';
import { readInput } from '../input';

interface BlocksOptions {
  features?: boolean;
  cleaneval?: boolean;
  reference?: boolean;
}

function blockLines(file: string, bytes: Uint8Array, options: BlocksOptions): string {
  const page = loadPage(bytes, { cleaneval: options.cleaneval, referenceDecoding: options.reference });
  const features = options.features ? computeFeatures(page) : null;
  let out = '';
  for (const block of page.blocks) {
    const i = block.index;
    const record: Record<string, unknown> = {
      file,
      index: i,
      text: block.text,
      start: block.start,
      end: block.end,
      tags: block.tags,
      classNames: block.classNames,
      blockBreakBefore: block.blockBreakBefore,
      blockBreakAfter: block.blockBreakAfter,
    };
    if (features !== null) {
      record.features = Array.from(features.block.subarray(i * BLOCK_FEATURE_COUNT, (i + 1) * BLOCK_FEATURE_COUNT));
      if (i + 1 < page.blocks.length) {
        record.edge = Array.from(features.edge.subarray(i * EDGE_FEATURE_COUNT, (i + 1) * EDGE_FEATURE_COUNT));
      }
    }
    out += JSON.stringify(record) + '\n';
  }
  return out;
}

async function runBlocks(files: string[], options: BlocksOptions): Promise<void> {
  const failed: string[] = [];
  for (const file of files) {
    let lines: string;
    try {
      lines = blockLines(file, readInput(file), options);
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      process.stderr.write(`web2text: ${err.message}\n`);
      failed.push(file);
      continue;
    }
    // Zero blocks is a result, not an error (exit 0), but the user is told so.
    if (lines === '') process.stderr.write(`web2text: ${file}: no text blocks\n`);
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
    .action((files: string[], options: BlocksOptions) => runBlocks(files, options));
}
