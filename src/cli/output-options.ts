// `extract`'s and `worker`'s output options: --format text|json|<an output format>, --with (what JSON and batch
// records add), --links, --images; and extract's --url (a worker's pages have their records' url). The output
// formats are those of the registry (output/registry.ts).
import type { Command } from 'commander';
import { isAbsoluteHttpUrl } from '../dom/absolute-url';
import { InputError } from '../errors';
import { isOutputFormatName, OUTPUT_FORMATS, OUTPUT_FORMAT_NAMES, type OutputFormatName } from '../output/registry';
import type { ResultOptions } from '../inference/extract';

export type Format = 'text' | 'json' | OutputFormatName;
export const FORMATS: readonly Format[] = ['text', 'json', ...OUTPUT_FORMAT_NAMES];
/** What JSON output and batch records can carry besides the text: the output formats, and (records) the blocks. */
const EXTRAS: readonly string[] = [...OUTPUT_FORMAT_NAMES, 'blocks'];

export interface OutputCliOptions {
  format: string;
  with?: string;
  links?: boolean;
  images?: boolean;
  url?: string;
}

export function addOutputOptions(command: Command): Command {
  const formats = OUTPUT_FORMATS.map(({ name, description }) => `${name}: ${description}`).join('; ');
  return command
    .option('-f, --format <format>', `${FORMATS.join(' | ')} (json: text, method, metadata and every block with its label and pContent; ${formats}; in a batch, whose records are JSON, a format adds its field to each record and json the blocks)`, 'text')
    .option('--with <list>', `json and batch records: also ${EXTRAS.join(', ')} (comma-separated; blocks: each record's blocks, as json has them)`)
    .option('--links', 'markdown: keep links as [text](url) (default: their text only)')
    .option('--images', 'markdown and html: keep the content\'s images');
}

export function addUrlOption(command: Command): Command {
  return command.option('--url <url>', 'the page\'s address: resolves its relative links and images, and defuddle picks its site\'s extractor by it (one page: a batch\'s pages have their records\' url)');
}

export interface ParsedOutputOptions {
  format: Format;
  output: ResultOptions;
}

function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
}

export function outputOptions(opts: OutputCliOptions): ParsedOutputOptions {
  if (!isFormat(opts.format)) throw new InputError(`--format must be ${FORMATS.join(', ')}, not "${opts.format}"`);
  const extras = (opts.with ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (opts.with !== undefined && extras.length === 0) throw new InputError(`--with takes ${EXTRAS.join(', ')} (comma-separated), not an empty list`);
  const unknown = extras.filter((extra) => !EXTRAS.includes(extra));
  if (unknown.length > 0) throw new InputError(`--with takes ${EXTRAS.join(', ')}, not "${unknown.join(', ')}"`);
  if (opts.url !== undefined && !isAbsoluteHttpUrl(opts.url)) throw new InputError(`--url must be an absolute http(s) URL, not "${opts.url}"`);
  const wanted = new Set<string>([...extras, opts.format]);
  // Options of formats not asked for would be ignored: refused instead.
  if (opts.links === true && !wanted.has('markdown')) throw new InputError('--links keeps links in the Markdown: give --format markdown or --with markdown');
  if (opts.images === true && !wanted.has('markdown') && !wanted.has('html')) {
    throw new InputError('--images keeps images in the Markdown and the HTML: give --format markdown|html or --with markdown|html');
  }
  const output: ResultOptions = { links: opts.links === true, images: opts.images === true, url: opts.url };
  for (const name of wanted) if (isOutputFormatName(name)) output[name] = true;
  // Batch records are JSON whatever the format: json asks them for what one page's JSON has besides, its blocks.
  if (wanted.has('blocks') || opts.format === 'json') output.blocks = true;
  return { format: opts.format, output };
}
