// `web2text extract <file.html | ->` prints a page's main text (or JSON); `--input/--output` runs a batch.
import type { Command } from 'commander';
import { gzipSync } from 'zlib';
import { InputError } from '../../errors';
import type { ExtractorInfo } from '../../extractor';
import type * as BatchRun from '../../batch/run';
import { DEFAULT_PAGE_TIMEOUT_MS } from '../../batch/page-timeout';
import { isSameFile } from '../../batch/output-over-input';
import { recordOptionsFile } from '../../batch/record-options';
import { createBatchProgress, finishBatch, PROGRESS_LINE_SECONDS, type BatchProgress } from '../batch-progress';
import { extractPage, readPage, type ExtractOptions } from '../../inference/extract';
import { createExtractor, DEFAULT_METHOD } from '../../inference/registry';
import { checkOptions } from '../../option-checks';
import { EXTRACT_OPTIONS } from '../../options';
import { readInput } from '../input';
import { namingFile } from '../../files/input-bytes';
import { inputName, isGzipped } from '../../files/input-bytes';
import { addExtractionOptions, extractionOptions, type ExtractionCliOptions } from '../model-options';
import { addOutputOptions, addUrlOption, outputOptions, type Format, type OutputCliOptions } from '../output-options';
import { OUTPUT_FORMAT_NAMES } from '../../output/registry';
import { addSiteOptions, EXTRACT_SITE_HELP, openSiteOption, refuseTemplateOptionsWithoutSite, type SiteCliOptions } from '../site-options';
import type * as SiteExtract from '../site-extract';
import { jobsOption } from '../jobs-option';
import { givenOnCommandLine } from '../given-options';
import { addQuietOption, inform } from '../quiet-option';
import { addPageOptions, pageOptions, type PageCliOptions } from '../page-options';
import { wholeNumber } from '../split-options';
import { writeOutputFile } from '../../files/output-files';
import { warnUnreadFiles } from '../unread-files';

interface ExtractCliOptions extends ExtractionCliOptions, OutputCliOptions, SiteCliOptions, PageCliOptions {
  cleaneval?: boolean;
  input?: string;
  output?: string;
  jobs: string;
  resume?: boolean;
  overwrite?: boolean;
  recursive?: boolean;
  progress: string;
  pageTimeout: string;
  quiet?: boolean;
}

function describe(method: string, info: ExtractorInfo = {}): string {
  const parts = [`method ${method}`];
  if (info.backend) parts.push(`backend ${info.backend}`);
  if (info.modelDir) parts.push(`model ${info.modelDir}`);
  if (info.modelError) parts.push(`falling back to cetd: ${info.modelError}`);
  return `web2text: ${parts.join(', ')}\n`;
}

/**
 * One page's output, to standard output or to `output` (its folders created; gzipped when its name ends in .gz).
 * No `given` file: standard input, which is then not a terminal (and must hold a page).
 */
async function extractOne(given: string | undefined, output: string | undefined, options: ExtractOptions, format: Format, quiet: boolean): Promise<void> {
  const file = given ?? '-';
  if (output !== undefined && file !== '-' && isSameFile(output, file)) {
    throw new InputError(`--output ${output} is the page ${file} itself: the page would be overwritten by its text`);
  }
  const bytes = readInput(file, { maxPageBytes: options.maxPageBytes, forFolder: 'extract --input reads a folder of pages' });
  if (given === undefined && bytes.length === 0) throw new InputError('no input: standard input is empty (give a file, - for standard input, or --input)');
  // A file that is not a page is refused before any model loads.
  const page = namingFile(file, () => readPage(bytes, options));
  const extractor = await createExtractor(options.method ?? DEFAULT_METHOD, options);
  inform(quiet, describe(extractor.name, extractor.info));
  // Only the JSON output shows the page's metadata and confidence; the other formats go without their cost.
  const result = extractPage(extractor, page, { ...options, metadata: format === 'json' });
  const printed = format === 'json' ? JSON.stringify({ file, ...result, backend: extractor.info?.backend }) : format === 'text' ? result.text : result[format];
  if (output === undefined) process.stdout.write(printed + '\n');
  else writeOutputFile(output, isGzipped(output) ? gzipSync(printed + '\n') : printed + '\n');
  if (result.blocks.length === 0) process.stderr.write(`web2text: ${inputName(file)}: no text blocks\n`);
  // "cetd used: …" tells a fallback from the method asked for; the method asked for says why it kept what it kept.
  if (result.fallbackReason && !extractor.info?.modelError) {
    process.stderr.write(`web2text: ${result.method === extractor.name ? result.method : `${result.method} used`}: ${result.fallbackReason}\n`);
  }
}

interface BatchCliOptions {
  quiet: boolean;
  jobs: number;
  resume: boolean;
  overwrite: boolean;
  recursive: boolean;
  progressSeconds: number;
  pageTimeoutMs: number;
}

async function extractBatch(input: string, output: string | undefined, options: ExtractOptions, batch: BatchCliOptions): Promise<void> {
  // Replaced once the input's size is known.
  let progress: BatchProgress = { update() {}, stop() {} };
  const { quiet } = batch;
  const { runBatch } = require('../../batch/run') as typeof BatchRun;
  const summary = await runBatch({
    ...options,
    input,
    output: output ?? process.stdout,
    jobs: batch.jobs,
    resume: batch.resume,
    overwrite: batch.overwrite,
    recursive: batch.recursive,
    pageTimeoutMs: batch.pageTimeoutMs,
    onStart: (start) => {
      const { method, info, workers, total, bytes, resumed } = start;
      inform(quiet, describe(method, info));
      if (workers > 0) inform(quiet, `web2text: ${workers} worker thread${workers === 1 ? '' : 's'}\n`);
      if (total === 0) process.stderr.write(`web2text: warning: ${input} holds no HTML pages (by file name or content)\n`);
      warnUnreadFiles(input, start, true);
      if (resumed > 0) inform(quiet, `web2text: resuming after the ${resumed} records already in ${output}\n`);
      if (start.uncheckedResume) {
        process.stderr.write(`web2text: warning: ${output} has no ${recordOptionsFile(output!)} (written before web2text kept one): the options of its records cannot be checked against this run's\n`);
      }
      if (!quiet) progress = createBatchProgress('extract', { pages: total, bytes }, batch.progressSeconds);
    },
    onProgress: (counts) => progress.update(counts),
  });
  progress.stop();
  finishBatch(summary, quiet);
}

/** The batch's options mean nothing for one page: an error, not silently ignored. */
const BATCH_ONLY = { jobs: '--jobs', resume: '--resume', overwrite: '--overwrite', recursive: '--recursive', progress: '--progress', pageTimeout: '--page-timeout' } as const;

function refuseBatchOptions(command: Command): void {
  const [given] = givenOnCommandLine(command, BATCH_ONLY);
  if (given !== undefined) throw new InputError(`${given} is an option of a batch (--input); one page is extracted without it`);
}

export function register(program: Command): void {
  const command = program
    .command('extract')
    .description('print the main text of a page (a file, or standard input), or run a batch with --input/--output')
    .argument('[file]', 'HTML file (.html.gz: gzipped), or - for standard input (the default when it is not a terminal)')
    .option('--cleaneval', 'input is a CleanEval orig file (strip its <text> wrapper lines)')
    .option('-i, --input <path>', 'batch input: a folder of pages (.html, .htm, .xhtml or any file that starts as HTML; gzipped too) or one, JSONL of {id, html} (.jsonl.gz; - for standard input), or .warc / .warc.gz')
    .option('-o, --output <file>', `write here instead of stdout (-): the page's output, or a batch's JSONL (.gz: gzipped) of {id, url?, status?, text, method, metadata, ${OUTPUT_FORMAT_NAMES.map((name) => `${name}?`).join(', ')}, fallbackReason?, ms, error?}`)
    .option('-j, --jobs <n>', 'batch: pages extracted in parallel by n worker threads, each loading the model', '1')
    .option('--resume', 'batch: keep the whole records of an existing --output file and continue after them')
    .option('--overwrite', 'batch: replace an --output file that already holds records (else it is refused)')
    .option('-r, --recursive', 'batch: read the subfolders of an --input folder too (page ids are paths in it)')
    .option('--progress <seconds>', 'batch: seconds between progress lines when stderr is not a terminal', String(PROGRESS_LINE_SECONDS))
    .option('--page-timeout <seconds>', 'batch: a page still running after this is recorded as {error: "timeout"} (0: no limit)', String(DEFAULT_PAGE_TIMEOUT_MS / 1000));
  addSiteOptions(addExtractionOptions(addUrlOption(addOutputOptions(addPageOptions(addQuietOption(command, 'method line, progress or batch summary'))))), EXTRACT_SITE_HELP).action(async (file: string | undefined, opts: ExtractCliOptions) => {
      refuseTemplateOptionsWithoutSite(command);
      const { format, output } = outputOptions(opts);
      const options: ExtractOptions = {
        ...extractionOptions(opts),
        ...output,
        ...pageOptions(opts),
        cleaneval: opts.cleaneval,
      };
      // Checked before any model loads or page is read.
      checkOptions(EXTRACT_OPTIONS, options);
      if (file !== undefined && opts.input !== undefined) throw new InputError('give either a file or --input, not both');
      // `--output -` is standard output, as `-` is standard input.
      const outputFile = opts.output === '-' ? undefined : opts.output;
      if (opts.site !== undefined && file === undefined) {
        return (require('../site-extract') as typeof SiteExtract).extractSite(opts.site, opts.input, outputFile, options, opts, command);
      }
      if (opts.site !== undefined) options.site = (await openSiteOption(opts.site, opts)).site;
      const quiet = opts.quiet === true;
      if (opts.input !== undefined) {
        if (opts.resume && outputFile === undefined) throw new InputError('--resume needs --output FILE');
        return extractBatch(opts.input, outputFile, options, {
          quiet,
          jobs: jobsOption(opts.jobs),
          resume: opts.resume === true,
          overwrite: opts.overwrite === true,
          recursive: opts.recursive === true,
          progressSeconds: wholeNumber(opts.progress, '--progress', 1),
          pageTimeoutMs: wholeNumber(opts.pageTimeout, '--page-timeout', 0) * 1000,
        });
      }
      refuseBatchOptions(command);
      if (file === undefined && process.stdin.isTTY) throw new InputError('no input: give a file, - for standard input, or --input');
      if (opts.with !== undefined && format !== 'json') throw new InputError(`--with adds to --format json and to batch records; one page in another format is --format ${OUTPUT_FORMAT_NAMES.join(' or ')}`);
      return extractOne(file, outputFile, options, format, quiet);
    });
}
