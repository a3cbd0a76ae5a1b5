// The corpus options of `eval` and `compare`: which labelled pages to score (--corpus, --split, --part, --data,
// --input, --limit), checked before any model is loaded.
import type { Command } from 'commander';
import { cleanevalPages } from '../corpora/cleaneval-pages';
import { DEFAULT_DATA_DIR } from '../corpora/cleaneval-files';
import { CORPUS_NAMES, SPLIT_PARTS, type CorpusName, type SplitPart } from '../corpora/corpus';
import type { CorpusEntry } from '../corpora/corpus-entry';
import { readJsonlCorpus } from '../corpora/jsonl-corpus';
import { DEFAULT_WCXB_DIR, readWcxbPages } from '../corpora/wcxb-files';
import { readWcxbSplit } from '../corpora/wcxb-split';
import { InputError } from '../errors';
import type { PageSource } from '../eval/score-pages';
import { parseSplit, splitPartIds, wholeNumber } from './split-options';

export interface CorpusCliOptions {
  corpus: string;
  split?: string;
  part?: string;
  data?: string;
  input?: string;
  limit?: string;
}

/** The CleanEval split eval and compare score when none is given (its test pages). */
const DEFAULT_SPLIT = 'cleaneval';
/** The WCXB part scored when none is given: choices are made on validation pages, final numbers on test pages. */
const DEFAULT_WCXB_PART: SplitPart = 'validation';

export function addCorpusOptions(command: Command): Command {
  return command
    .option('--corpus <name>', `labelled pages to score: ${CORPUS_NAMES.join(', ')}`, 'cleaneval')
    .option('--split <name>', `CleanEval: the test pages of split cleaneval (676) or web2text (148); default ${DEFAULT_SPLIT}`)
    .option(
      '--part <name>',
      `WCXB: part ${SPLIT_PARTS.join(', ')} of the domain split (splits/wcxb.json); default ${DEFAULT_WCXB_PART}. ` +
        'The test part is for final numbers only: make every choice on validation',
    )
    .option('--data <dir>', `corpus folder (default ${DEFAULT_DATA_DIR} for CleanEval, ${DEFAULT_WCXB_DIR} for WCXB)`)
    .option('--input <file>', 'JSONL corpus: one page a line, {id, html, gold, pageType?}')
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

function parseCorpus(value: string): CorpusName {
  const name = CORPUS_NAMES.find((corpus) => corpus === value);
  if (name === undefined) throw new InputError(`--corpus must be ${CORPUS_NAMES.join(', ')}, not "${value}"`);
  return name;
}

function parsePart(value: string): SplitPart {
  const part = SPLIT_PARTS.find((name) => name === value);
  if (part === undefined) throw new InputError(`--part must be ${SPLIT_PARTS.join(', ')}, not "${value}"`);
  return part;
}

/** Options that belong to another corpus are an error, not silently ignored. */
function refuseOptionsOfOtherCorpora(corpus: CorpusName, opts: CorpusCliOptions): void {
  const belongsTo: [keyof CorpusCliOptions, string, CorpusName[]][] = [
    ['split', '--split', ['cleaneval']],
    ['part', '--part', ['wcxb']],
    ['data', '--data', ['cleaneval', 'wcxb']],
    ['input', '--input', ['jsonl']],
  ];
  for (const [key, flag, corpora] of belongsTo) {
    if (opts[key] !== undefined && !corpora.includes(corpus)) {
      throw new InputError(`${flag} is for --corpus ${corpora.join(' or ')}, not --corpus ${corpus}`);
    }
  }
}

/** The entries up to the n-th that `counts` (by default every entry). */
export async function* firstEntries<T>(entries: AsyncIterable<T>, n: number, counts: (entry: T) => boolean = () => true): AsyncGenerator<T> {
  let taken = 0;
  for await (const entry of entries) {
    yield entry;
    if (counts(entry) && ++taken === n) return;
  }
}

/** The pages the corpus options name; every option checked here, before any page is read. */
export function selectPages(opts: CorpusCliOptions): SelectedPages {
  const corpus = parseCorpus(opts.corpus);
  refuseOptionsOfOtherCorpora(corpus, opts);
  const limit = opts.limit === undefined ? undefined : wholeNumber(opts.limit, '--limit', 1);
  const first = <T>(ids: T[]): T[] => (limit === undefined ? ids : ids.slice(0, limit));
  if (corpus === 'cleaneval') {
    const split = parseSplit(opts.split ?? DEFAULT_SPLIT);
    const dataDir = opts.data ?? DEFAULT_DATA_DIR;
    const ids = first(splitPartIds(split, 'test', dataDir));
    return { pages: cleanevalPages(ids, dataDir), count: ids.length, label: `${split} test`, source: { corpus, split } };
  }
  if (corpus === 'wcxb') {
    const part = parsePart(opts.part ?? DEFAULT_WCXB_PART);
    const ids = first(readWcxbSplit()[part]);
    return { pages: readWcxbPages(ids, opts.data ?? DEFAULT_WCXB_DIR), count: ids.length, label: `wcxb ${part}`, source: { corpus, part } };
  }
  if (opts.input === undefined) throw new InputError('--corpus jsonl needs --input FILE');
  const entries = readJsonlCorpus(opts.input);
  return {
    pages: limit === undefined ? entries : firstEntries(entries, limit),
    label: `jsonl ${opts.input}`,
    source: { corpus, input: opts.input },
  };
}

/** E.g. `676 cleaneval test pages`, or `the pages of jsonl FILE` before their number is known. */
export function describePages({ count, label }: SelectedPages): string {
  return count === undefined ? `the pages of ${label}` : `${count} ${label} pages`;
}
