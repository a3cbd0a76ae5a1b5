// Shared plumbing of `eval` and `compare`: the output options, what a result says about its pages (how many
// each metric counts, which were left out and why), its title, and writing JSON/markdown.
import type { Command } from 'commander';
import * as path from 'path';
import { InputError } from '../errors';
import type { TableRow } from '../eval/report';
import { pagesNotInBlockMetrics, type PageScores } from '../eval/score-pages';
import { checkWritableFolder, writeOutputFile } from '../files/output-files';
import { printable } from './printable';

export interface ResultCliOptions {
  out?: string;
  markdown?: string;
}

export function addResultOptions(command: Command): Command {
  return command
    .option('--out <file>', 'write the JSON result here instead of stdout')
    .option('--markdown <file>', 'write the markdown tables here instead of stderr');
}

type PageAccount = Pick<PageScores, 'pages' | 'blocks' | 'skipped'>;

/**
 * The JSON fields of a result about its pages: `pages` scored on their text (word F1, shingle F1), `blockPages`
 * of them in the block metrics with their `blocks`, and the pages left out, of every metric (`skipped`) or of the
 * block metrics only (`leftOutOfBlockMetrics`), each with its reason.
 */
export function pageAccount({ pages, blocks, skipped }: PageAccount) {
  const leftOutOfBlockMetrics = pagesNotInBlockMetrics(pages);
  return { pages: pages.length, blockPages: pages.length - leftOutOfBlockMetrics.length, blocks, skipped, leftOutOfBlockMetrics };
}

/** One stderr line per page left out of a metric (the markdown and the report's index list them too). */
export function reportLeftOutPages(result: Pick<PageScores, 'pages' | 'skipped'>): void {
  for (const { id, reason } of result.skipped) process.stderr.write(`web2text: ${printable(`page ${id} left out of every metric: ${reason}`)}\n`);
  for (const { id, reason } of pagesNotInBlockMetrics(result.pages)) {
    process.stderr.write(`web2text: ${printable(`page ${id} left out of the block metrics, scored on its text: ${reason}`)}\n`);
  }
}

/** One stderr line per page left out of a metric or failed by a method (the markdown lists them too). */
export function reportPages(result: PageAccount, rows: readonly TableRow[]): void {
  reportLeftOutPages(result);
  for (const { name, scores } of rows) {
    for (const { id, reason } of scores.failures) process.stderr.write(`web2text: ${printable(`${name} ${reason} on page ${id}, scored as an empty output`)}\n`);
  }
}

/** E.g. `web2text compare — wcxb validation, 268 pages (263 in the block metrics), 112143 blocks`. */
export function resultTitle(command: string, label: string, result: PageAccount): string {
  const { pages, blockPages, blocks } = pageAccount(result);
  const inBlockMetrics = blockPages === pages ? '' : ` (${blockPages} in the block metrics)`;
  return `web2text ${command} — ${label}, ${pages} pages${inBlockMetrics}, ${blocks} blocks`;
}

/** The folders of --out and --markdown can be written: checked before the run, whose results would be lost. */
export async function checkResultFiles(opts: ResultCliOptions): Promise<void> {
  for (const file of [opts.out, opts.markdown]) if (file) await checkWritableFolder(path.dirname(file));
}

/** JSON to --out (else stdout), markdown to --markdown (else stderr). */
export function writeResults(opts: ResultCliOptions, json: unknown, markdown: string): void {
  const text = JSON.stringify(json, null, 2) + '\n';
  if (opts.out) writeOutputFile(opts.out, text);
  else process.stdout.write(text);
  if (opts.markdown) writeOutputFile(opts.markdown, markdown);
  else process.stderr.write(markdown);
}

/**
 * A run that scored no page (`done`: labelled, for pages without gold) is an input error, once its reasons are out,
 * and writes no results (scores of 0).
 */
export function refuseNoScoredPages(label: string, { pages, skipped }: Pick<PageAccount, 'pages' | 'skipped'>, done = 'scored'): void {
  if (pages.length > 0) return;
  throw new InputError(`no page of ${label} could be ${done}: ${skipped.length === 0 ? 'it holds none' : `all ${skipped.length} were left out (reasons above)`}`);
}
