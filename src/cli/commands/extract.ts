// `web2text extract <file.html | ->` prints a page's main text (or JSON); `--input/--output` runs a batch.
import type { Command } from 'commander';
import { InputError } from '../../errors';
import type { ExtractorInfo } from '../../extractor';
import { runBatch } from '../../batch/run';
import { extractWith, type ExtractOptions } from '../../inference/extract';
import { createExtractor, DEFAULT_METHOD, METHOD_NAMES } from '../../inference/registry';
import { readInput } from '../input';
import { addModelOptions, modelOptions, parseMethod, type ModelCliOptions } from '../model-options';
import { createProgress } from '../progress';
import { wholeNumber } from '../split-options';

interface ExtractCliOptions extends ModelCliOptions {
  format: string;
  method: string;
  cleaneval?: boolean;
  fallback: boolean;
  input?: string;
  output?: string;
  jobs: string;
}

function describe(method: string, info: ExtractorInfo = {}): string {
  const parts = [`method ${method}`];
  if (info.backend) parts.push(`backend ${info.backend}`);
  if (info.modelDir) parts.push(`model ${info.modelDir}`);
  if (info.modelError) parts.push(`falling back to cetd: ${info.modelError}`);
  return `web2text: ${parts.join(', ')}\n`;
}

async function extractOne(file: string, options: ExtractOptions, format: string): Promise<void> {
  const bytes = readInput(file);
  const extractor = await createExtractor(options.method ?? DEFAULT_METHOD, options);
  process.stderr.write(describe(extractor.name, extractor.info));
  const result = extractWith(extractor, bytes, options);
  if (format === 'json') process.stdout.write(JSON.stringify({ file, ...result, backend: extractor.info?.backend }) + '\n');
  else process.stdout.write(result.text + '\n');
  if (result.blocks.length === 0) process.stderr.write(`web2text: ${file}: no text blocks\n`);
  if (result.fallbackReason && !extractor.info?.modelError) process.stderr.write(`web2text: ${result.method} used: ${result.fallbackReason}\n`);
}

async function extractBatch(input: string, output: string | undefined, options: ExtractOptions, jobs: number): Promise<void> {
  // Replaced once the input's size is known: pages of a folder, bytes of a JSONL stream.
  let progress = createProgress('extract', 0);
  let countsPages = false;
  const summary = await runBatch({
    ...options,
    input,
    output: output ?? process.stdout,
    jobs,
    onStart: ({ method, info, workers, total, bytes }) => {
      process.stderr.write(describe(method, info));
      if (workers > 0) process.stderr.write(`web2text: ${workers} worker threads\n`);
      countsPages = total !== undefined;
      progress = createProgress('extract', total ?? bytes);
    },
    onProgress: (done, bytesRead) => progress.update(countsPages ? done : bytesRead, `${done} pages`),
  });
  progress.stop();
  process.stderr.write(`web2text: ${summary.pages} pages, ${summary.failed} failed, ${summary.pagesPerSecond.toFixed(1)} pages/s\n`);
}

export function register(program: Command): void {
  const command = program
    .command('extract')
    .description('print the main text of a page (file or - for stdin), or run a batch with --input/--output')
    .argument('[file]', 'HTML file, or - for standard input')
    .option('--format <format>', 'text or json (json: text, method, and every block with label and pContent)', 'text')
    .option('--method <name>', `extraction method: ${METHOD_NAMES.join(', ')}`, 'web2text')
    .option('--cleaneval', 'input is a CleanEval orig file (strip its <text> wrapper lines)')
    .option('--no-fallback', 'never fall back to CETD when the learned extractor cannot serve a page')
    .option('--input <path>', 'batch input: a folder of .html files or a JSONL file of {id, html}')
    .option('--output <file>', 'batch output JSONL of {id, text, method, ms, error?} (default: stdout)')
    .option('--jobs <n>', 'batch: pages extracted in parallel by n worker threads, each loading the model', '1');
  addModelOptions(command).action(async (file: string | undefined, opts: ExtractCliOptions) => {
      if (opts.format !== 'text' && opts.format !== 'json') throw new InputError(`--format must be text or json, not "${opts.format}"`);
      const options: ExtractOptions = {
        ...modelOptions(opts),
        method: parseMethod(opts.method),
        cleaneval: opts.cleaneval,
        fallback: opts.fallback,
      };
      if (opts.input !== undefined) {
        if (file !== undefined) throw new InputError('give either a file or --input, not both');
        return extractBatch(opts.input, opts.output, options, wholeNumber(opts.jobs, '--jobs', 1));
      }
      if (file === undefined) throw new InputError('no input: give a file, - for standard input, or --input');
      return extractOne(file, options, opts.format);
    });
}
