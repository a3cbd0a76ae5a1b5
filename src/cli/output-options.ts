// `extract`'s output options: --format text|json|markdown|html, --with (what JSON and batch records add),
// --links, --images and --url.
import type { Command } from 'commander';
import { InputError } from '../errors';
import type { OutputOptions } from '../output/formats';

export const FORMATS = ['text', 'json', 'markdown', 'html'] as const;
export type Format = (typeof FORMATS)[number];
/** The renderings JSON output and batch records can carry besides the text. */
const EXTRA_FORMATS = ['markdown', 'html'] as const;

export interface OutputCliOptions {
  format: string;
  with?: string;
  links?: boolean;
  images?: boolean;
  url?: string;
}

export function addOutputOptions(command: Command): Command {
  return command
    .option('-f, --format <format>', `${FORMATS.join(' | ')} (json: text, method, metadata and every block with its label and pContent; in a batch, markdown / html add that field to each record)`, 'text')
    .option('--with <formats>', 'json and batch records: also the content as markdown and/or html (comma-separated)')
    .option('--links', 'markdown: keep links as [text](url) (default: their text only)')
    .option('--images', 'markdown and html: keep the content\'s images')
    .option('--url <url>', 'the page\'s address, to resolve its relative links and images (batch: each record\'s url)');
}

export interface ParsedOutputOptions {
  format: Format;
  output: OutputOptions;
}

function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
}

export function outputOptions(opts: OutputCliOptions): ParsedOutputOptions {
  if (!isFormat(opts.format)) throw new InputError(`--format must be ${FORMATS.join(', ')}, not "${opts.format}"`);
  const extras = (opts.with ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = extras.filter((extra) => !(EXTRA_FORMATS as readonly string[]).includes(extra));
  if (unknown.length > 0) throw new InputError(`--with takes ${EXTRA_FORMATS.join(', ')}, not "${unknown.join(', ')}"`);
  if (opts.url !== undefined && !/^https?:\/\/[^/]/i.test(opts.url)) throw new InputError(`--url must be an absolute http(s) URL, not "${opts.url}"`);
  const wanted = new Set<string>([...extras, opts.format]);
  return {
    format: opts.format,
    output: { markdown: wanted.has('markdown'), html: wanted.has('html'), links: opts.links === true, images: opts.images === true, url: opts.url },
  };
}
