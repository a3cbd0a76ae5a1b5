// Shared plumbing of `eval` and `compare`: the split's test pages, a progress bar, and writing JSON/markdown.
import type { GoldPage } from '../data/corpus';
import { cleanevalPages } from '../data/cleaneval-pages';
import { writeOutputFile } from '../output-files';
import { createLazyProgress, type Progress } from './progress';
import { parseSplit, splitPartIds, wholeNumber } from './split-options';

export interface EvalCliOptions {
  split: string;
  data: string;
  out?: string;
  markdown?: string;
  limit?: string;
}

/** The test pages of `--split` (the first `--limit` of them when given) and a progress bar over them, shown from the first page on. */
export function testPages(opts: EvalCliOptions, label: string): { pages: Iterable<GoldPage>; count: number; progress: Progress } {
  const all = splitPartIds(parseSplit(opts.split), 'test', opts.data);
  const ids = opts.limit === undefined ? all : all.slice(0, wholeNumber(opts.limit, '--limit', 1));
  return { pages: cleanevalPages(ids, opts.data), count: ids.length, progress: createLazyProgress(label, ids.length) };
}

export function reportSkipped(skipped: readonly { id: string; reason: string }[]): void {
  for (const { id, reason } of skipped) process.stderr.write(`web2text: skipped page ${id}: ${reason}\n`);
}

/** JSON to --out (else stdout), markdown to --markdown (else stderr). */
export function writeResults(opts: EvalCliOptions, json: unknown, markdown: string): void {
  const text = JSON.stringify(json, null, 2) + '\n';
  if (opts.out) writeOutputFile(opts.out, text);
  else process.stdout.write(text);
  if (opts.markdown) writeOutputFile(opts.markdown, markdown);
  else process.stderr.write(markdown);
}

export function addEvalOptions<T extends { option(flags: string, description: string, defaultValue?: string): T }>(
  command: T,
  defaultDataDir: string,
): T {
  return command
    .option('--split <name>', 'cleaneval (676 test pages) or web2text (148 test pages)', 'cleaneval')
    .option('--data <dir>', 'CleanEval folder', defaultDataDir)
    .option('--out <file>', 'write the JSON result here instead of stdout')
    .option('--markdown <file>', 'write the markdown table here instead of stderr')
    .option('--limit <n>', 'evaluate only the first n test pages (quick checks)');
}
