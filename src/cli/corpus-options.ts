// The corpus options of `eval`, `compare` and `report`: which labelled pages to score (--corpus, --split, --part,
// --data, --input, --limit), read from the corpus registry and checked before any model is loaded; and the corpus
// options of `train` and `dataset`, where corpora mix and each folder corpus has an option of its own.
import * as path from 'path';
import type { Command } from 'commander';
import { SPLIT_PARTS, type SplitPart } from '../corpora/corpus';
import { checkCorpusFile, checkCorpusFolder } from '../corpora/corpus-file';
import { type CorpusDefinition, type CorpusSpec } from '../corpora/definition';
import { corpusDefinition, corpusPages, CORPUS_NAMES, DEFAULT_CORPUS, isCorpusName } from '../corpora/registry';
import { CorpusError, InputError } from '../errors';
import { heldOutPartOf } from '../eval/held-out-part';
import type { PageSource } from '../eval/score-pages';
import { inform } from './quiet-option';
import { wholeNumber, withDataHint } from './split-options';

/** The environment variable naming the folder that holds the corpora's folders (cleaneval/, wcxb/, l3s-gn1/). */
export const DATA_ENV = 'WEB2TEXT_DATA';

/** What a missing corpus folder's message adds: the default's source. */
export const DATA_HINT = ` (or ${DATA_ENV}, the folder of the corpora's folders)`;

/**
 * The folder a folder corpus is read from when no option names one (the default of `--data` and of the options
 * where corpora mix): its folder name inside the folder $WEB2TEXT_DATA names (`npm run data` fetches the corpora
 * and says so; docs/guide.md, "Set-up notes"). Without it there is no default: the option names the folder.
 * Undefined too for a corpus read from a file. The library has no such default: its readers take the folder from
 * their caller.
 */
export function defaultCorpusFolder(corpus: CorpusDefinition): string | undefined {
  const root = process.env[DATA_ENV];
  return root && corpus.source.kind === 'folder' ? path.join(root, corpus.source.folderName) : undefined;
}

export interface CorpusCliOptions {
  corpus: string;
  split?: string;
  part?: string;
  data?: string;
  input?: string;
  limit?: string;
}

const CORPORA = CORPUS_NAMES.map(corpusDefinition);
/** "a", "a or b", "a, b or c". */
const names = (corpora: readonly CorpusDefinition[]) => {
  const list = corpora.map((corpus) => corpus.name);
  return list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`;
};
const withSplits = CORPORA.filter((corpus) => corpus.splits !== undefined);
const inFolders = CORPORA.filter((corpus) => corpus.source.kind === 'folder');
const inFiles = CORPORA.filter((corpus) => corpus.source.kind === 'file');

function defaultParts(): string {
  return CORPORA.map((corpus) => `${corpus.name} ${corpus.evalPart === 'all' ? 'all its pages' : corpus.evalPart}`).join(', ');
}

export function addCorpusOptions(command: Command): Command {
  return command
    .option('--corpus <name>', `labelled pages to score: ${CORPORA.map((corpus) => `${corpus.name} (${corpus.description})`).join('; ')}`, DEFAULT_CORPUS)
    .option('--split <name>', `the corpus's split: ${withSplits.map((corpus) => `${corpus.name}: ${corpus.splits!.join(', ')}`).join('; ')} (default the first)`)
    .option(
      '--part <name>',
      `part ${SPLIT_PARTS.join(', ')} of the corpus's split, or all; default: ${defaultParts()} (the test part of a file the model was trained on). The test part is for final numbers only: make every choice on validation`,
    )
    .option('--data <dir>', `corpus folder (default: its folder in $${DATA_ENV}, ${inFolders.map((corpus) => corpus.source.kind === 'folder' && `${corpus.source.folderName} for ${corpus.name}`).join(', ')})`)
    .option('--input <file>', `the corpus file of ${names(inFiles)}`)
    .option('--limit <n>', 'score only the first n pages (quick checks)');
}

/** The pages chosen by the corpus options, and how the results name them. */
export interface SelectedPages {
  pages: PageSource;
  /** How many pages will be read; undefined where only reading tells (JSONL). */
  count?: number;
  /** E.g. `cleaneval test`, `wcxb validation`, `jsonl pages.jsonl`. */
  label: string;
  /** The corpus and its split, part or file, as the JSON result records them. */
  source: Record<string, string>;
}

function parsePart(value: string): SplitPart | 'all' {
  const part = [...SPLIT_PARTS, 'all' as const].find((name) => name === value);
  if (part === undefined) throw new InputError(`--part must be ${SPLIT_PARTS.join(', ')} or all, not "${value}"`);
  return part;
}

/**
 * The pages the corpus options name, as selectPages gives them, with --part test where no part is asked for and
 * the model in `modelDir` was trained on the corpus file of --input (eval/held-out-part.ts); that is said on stderr.
 */
export async function selectScoredPages(opts: CorpusCliOptions, modelDir: string | undefined, quiet: boolean): Promise<SelectedPages> {
  const trainedOn = opts.part === undefined && modelDir !== undefined && opts.input !== undefined && isFileCorpus(opts.corpus);
  const part = trainedOn ? await heldOutPartOf(modelDir, opts.corpus, opts.input!) : undefined;
  const selected = selectPages(part === undefined ? opts : { ...opts, part });
  if (part !== undefined) {
    inform(quiet, `web2text: ${modelDir} was trained on ${opts.input}: scoring its ${part} part, the sites the model did not see (--part all: every page)\n`);
  }
  return selected;
}

/** Options that the corpus does not read are an error, not silently ignored. */
function refuseOptionsOfOtherCorpora(corpus: CorpusDefinition, opts: CorpusCliOptions): void {
  const belongsTo: [keyof CorpusCliOptions, string, readonly CorpusDefinition[]][] = [
    ['split', '--split', withSplits],
    ['data', '--data', inFolders],
    ['input', '--input', inFiles],
  ];
  for (const [key, flag, corpora] of belongsTo) {
    if (opts[key] !== undefined && !corpora.includes(corpus)) throw new InputError(`${flag} is for --corpus ${names(corpora)}, not --corpus ${corpus.name}`);
  }
}

/** Whether --corpus names a corpus read from a file the user gives (--input): a corpus with gold, not pages without. */
export function isFileCorpus(name: string): boolean {
  return isCorpusName(name) && corpusDefinition(name).source.kind === 'file';
}

/** A corpus folder's error with where the folder came from: `--data`, or the folder of WEB2TEXT_DATA. */
function withFolderHint(err: unknown, folder: string, corpus: string, dataOption: string | undefined): unknown {
  if (dataOption !== undefined) return withDataHint(err, folder, corpus);
  return err instanceof CorpusError ? new CorpusError(`${err.message} (the ${corpus} folder of ${DATA_ENV})`) : err;
}

/** The corpus named by --corpus and its --split, --data or --input, checked. */
export function corpusSpecOf(opts: Pick<CorpusCliOptions, 'corpus' | 'split' | 'data' | 'input'>): CorpusSpec {
  if (!isCorpusName(opts.corpus)) throw new InputError(`--corpus must be ${CORPUS_NAMES.join(', ')}, not "${opts.corpus}"`);
  const corpus = corpusDefinition(opts.corpus);
  refuseOptionsOfOtherCorpora(corpus, opts);
  if (opts.split !== undefined && !corpus.splits!.includes(opts.split)) throw new InputError(`--split must be ${corpus.splits!.join(' or ')}, not "${opts.split}"`);
  const source = corpus.source.kind === 'folder' ? (opts.data ?? defaultCorpusFolder(corpus)) : opts.input;
  if (corpus.source.kind === 'file' && source === undefined) throw new InputError(`--corpus ${corpus.name} needs --input FILE`);
  if (source === undefined) throw new InputError(`--corpus ${corpus.name} needs --data DIR, the folder of its pages${DATA_HINT}`);
  if (corpus.source.kind === 'file') checkCorpusFile(source);
  else {
    try {
      checkCorpusFolder(source);
    } catch (err) {
      throw withFolderHint(err, source, corpus.name, opts.data);
    }
  }
  return { corpus: corpus.name, source, split: opts.split ?? corpus.splits?.[0] };
}

/** The pages the corpus options name; every option checked here, before any page is read. */
export function selectPages(opts: CorpusCliOptions): SelectedPages {
  const spec = corpusSpecOf(opts);
  const corpus = corpusDefinition(spec.corpus);
  const part = opts.part === undefined ? corpus.evalPart : parsePart(opts.part);
  const limit = opts.limit === undefined ? undefined : wholeNumber(opts.limit, '--limit', 1);
  let selected;
  try {
    selected = corpusPages(spec, part, limit);
  } catch (err) {
    throw corpus.source.kind === 'folder' && spec.source !== undefined ? withFolderHint(err, spec.source, corpus.name, opts.data) : err;
  }
  const named = [spec.split ?? corpus.name, ...(part === 'all' ? [] : [part]), ...(corpus.source.kind === 'file' ? [spec.source!] : [])];
  const source: Record<string, string> = { corpus: corpus.name };
  if (spec.split !== undefined) source.split = spec.split;
  if (part !== 'all') source.part = part;
  if (corpus.source.kind === 'file') source.input = spec.source!;
  return { ...selected, label: named.join(' '), source };
}

/** E.g. `676 cleaneval test pages`, or `the pages of jsonl FILE` before their number is known. */
export function describePages({ count, label }: SelectedPages): string {
  return count === undefined ? `the pages of ${label}` : `${count} ${label} pages`;
}

/** The options of train and dataset, which may name several corpora: a folder option for each folder corpus, --input. */
export interface CorpusMixCliOptions {
  split?: string;
  input?: string;
  [folderOption: string]: string | boolean | undefined;
}

/** --DIR options of every folder corpus (e.g. --data for CleanEval, --wcxb), and --input for a file corpus. */
export function addCorpusMixOptions(command: Command): Command {
  for (const corpus of inFolders) {
    if (corpus.source.kind === 'folder') command.option(`--${corpus.source.mixOption} <dir>`, `${corpus.name} folder`, defaultCorpusFolder(corpus));
  }
  return command.option('--input <file>', `the corpus file of --corpus ${names(inFiles)}`);
}

/** The spec of one corpus of a mix, from its own options. */
export function mixedCorpusSpec(name: string, opts: CorpusMixCliOptions, weight?: number): CorpusSpec {
  const corpus = corpusDefinition(name);
  if (corpus.source.kind === 'file' && opts.input === undefined) throw new InputError(`--corpus ${corpus.name} needs --input FILE.jsonl`);
  const source = corpus.source.kind === 'folder' ? (opts[camelCase(corpus.source.mixOption)] as string | undefined) : opts.input;
  if (source === undefined && corpus.source.kind === 'folder') throw new InputError(`--corpus ${corpus.name} needs --${corpus.source.mixOption} DIR, the folder of its pages${DATA_HINT}`);
  if (corpus.source.kind === 'file') checkCorpusFile(source!);
  const spec: CorpusSpec = { corpus: corpus.name, source, ...(weight === undefined ? {} : { weight }) };
  return corpus.splits === undefined ? spec : { ...spec, split: opts.split ?? corpus.splits[0] };
}

/** Commander's key of an option: `--max-pages` → `maxPages`. */
function camelCase(option: string): string {
  return option.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
