// Shared plumbing of `eval` and `compare`: the split's test pages, a progress bar, and writing JSON/markdown.
import { evaluate, type EvalMethod, type Evaluation } from '../eval/evaluate';
import { writeOutputFile } from './output';
import { parseSplit, splitPartIds, wholeNumber } from './split-options';
import { createProgress } from './progress';

export interface EvalCliOptions {
  split: string;
  data: string;
  out?: string;
  markdown?: string;
  limit?: string;
}

/** The test page ids of `--split`, the first `--limit` of them when given. */
export function testIds(opts: EvalCliOptions): number[] {
  const ids = splitPartIds(parseSplit(opts.split), 'test', opts.data);
  return opts.limit === undefined ? ids : ids.slice(0, wholeNumber(opts.limit, '--limit', 1));
}

export function runWithProgress(label: string, dataDir: string, ids: number[], methods: EvalMethod[]): Evaluation {
  const progress = createProgress(label, ids.length);
  const evaluation = evaluate({ dataDir, ids, methods, onPage: (done, id) => progress.update(done, `page ${id}`) });
  progress.stop();
  for (const { id, reason } of evaluation.skipped) process.stderr.write(`web2text: skipped page ${id}: ${reason}\n`);
  return evaluation;
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
