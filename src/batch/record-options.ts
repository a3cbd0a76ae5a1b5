// How a batch's records were made, kept beside its output file (OUT.options.json): the extraction options that
// shape a record (method, model, formats, comments, favor, page limits …), defaults filled in. A resumed run must
// make its records the same way, or the output would hold records of two kinds without a word; it is refused,
// naming the option, before anything is read or written.
import { promises as fs, renameSync } from 'fs';
import * as path from 'path';
import { labelToName } from 'whatwg-encoding';
import { DEFAULT_MAX_BLOCKS, DEFAULT_MAX_PAGE_BYTES } from '../dom/page-limits';
import { InputError, OutputError } from '../errors';
import { fileErrorReason } from '../files/error-reason';
import { writeOutputFile } from '../files/output-files';
import type { ExtractOptions } from '../inference/extract';
import { DEFAULT_METHOD } from '../inference/registry';
import { DEFAULT_COMMENTS } from '../model/block-classes';
import { DEFAULT_MODEL_DIR } from '../model/default-dir';
import { DEFAULT_FAVOR } from '../model/favor';
import { OUTPUT_FORMAT_NAMES } from '../output/registry';

export type RecordOptions = Record<string, string | number | boolean>;

/** The file beside a batch's output that says how its records were made. */
export function recordOptionsFile(output: string): string {
  return `${output}.options.json`;
}

/** What an extraction option left out means; the others (lambda, contentFloor …) are as the model says when left out. */
const DEFAULTS: RecordOptions = {
  method: DEFAULT_METHOD,
  model: DEFAULT_MODEL_DIR,
  favor: DEFAULT_FAVOR,
  comments: DEFAULT_COMMENTS,
  fallback: true,
  cleaneval: false,
  maxPageBytes: DEFAULT_MAX_PAGE_BYTES,
  maxBlocks: DEFAULT_MAX_BLOCKS,
  metadata: true,
  blocks: false,
  ...Object.fromEntries(OUTPUT_FORMAT_NAMES.map((name) => [name, false])),
  links: false,
  images: false,
};

/** Options that do not change a record: the tensor backend (the same numbers), the site (a context in memory). */
const NOT_RECORDED = new Set(['backend', 'site']);

/** The options of `options` that shape a record, with their defaults; the model's folder absolute. */
export function recordOptionsOf(options: ExtractOptions): RecordOptions {
  const given = Object.entries(options).filter(([key, value]) => value !== undefined && !NOT_RECORDED.has(key));
  const recorded: RecordOptions = { ...DEFAULTS, ...Object.fromEntries(given) };
  recorded.model = path.resolve(String(recorded.model));
  if (typeof recorded.encoding === 'string') recorded.encoding = labelToName(recorded.encoding) ?? recorded.encoding;
  return recorded;
}

/** Written whole or not at all (a kill of the run leaves the old file or the new one), as a resume reads it. */
export function writeRecordOptions(output: string, options: RecordOptions): void {
  const file = recordOptionsFile(output);
  const partial = `${file}.${process.pid}.part`;
  writeOutputFile(partial, JSON.stringify(options, null, 2) + '\n');
  try {
    renameSync(partial, file);
  } catch (err) {
    throw new OutputError(`cannot write ${file}: ${fileErrorReason(err)}`);
  }
}

/** `option "value"`, or `option unset`. */
function describe(option: string, value: unknown): string {
  return value === undefined ? `${option} unset` : `${option} ${JSON.stringify(value)}`;
}

/**
 * Refuses to resume `output` when its records were made with other options than `now`; false when no file says how
 * they were made (an output of a version of web2text that kept none), so that they cannot be checked.
 */
export async function checkRecordOptions(output: string, now: RecordOptions): Promise<boolean> {
  const file = recordOptionsFile(output);
  const text = await fs.readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw new InputError(`cannot resume ${output}: cannot read ${file}: ${fileErrorReason(err)}`);
  });
  if (text === null) return false;
  let then: Record<string, unknown>;
  try {
    then = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new InputError(`cannot resume ${output}: ${file}, which says how its records were made, is not JSON`);
  }
  if (typeof then !== 'object' || then === null || Array.isArray(then)) throw new InputError(`cannot resume ${output}: ${file} holds no options`);
  const differing = [...new Set([...Object.keys(then), ...Object.keys(now)])].find((key) => JSON.stringify(then[key]) !== JSON.stringify(now[key]));
  if (differing !== undefined) {
    throw new InputError(
      `cannot resume ${output}: its records were made with ${describe(differing, then[differing])}, this run would make them with ` +
        `${describe(differing, now[differing])} (${file}); resume with the options it was made with, or write a new output`,
    );
  }
  return true;
}
