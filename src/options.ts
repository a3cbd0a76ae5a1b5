// The library's options, checked at the API's door (zod): a wrong type or value is an OptionError naming the
// option and what it must be, instead of a quiet degradation (`lambda: NaN`) or a TypeError deep inside. A key
// no extraction knows (a typo: `lamda`, `maxBlock`) is an OptionError too. One object of extraction options may
// serve createExtractor, extractWith and extract alike (a batch hands its options to each), so each of them
// accepts every extraction option and reads what concerns it.
import { labelToName } from 'whatwg-encoding';
import * as z from './zod';
import { OptionError } from './errors';
import { SiteContext } from './site/site-context';
import { BACKEND_NAMES } from './model/backend';
import { FAVORS } from './model/favor';
import { COMMENTS_POLICIES } from './model/block-classes';
import { OUTPUT_FORMAT_NAMES } from './output/registry';

export const wholeNumber = (min: number) => z.number().int().min(min);
export const callback = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'expected a function');

/** Options of createExtractor (every method reads what concerns it). */
const METHOD_OPTIONS = z.strictObject({
  model: z.string().min(1).optional(),
  backend: z.enum(BACKEND_NAMES).optional(),
  lambda: z.number().min(0).optional(),
  favor: z.enum(FAVORS).optional(),
  contentFloor: z.boolean().optional(),
  dropRepeatedText: z.boolean().optional(),
  groupDecision: z.boolean().optional(),
  comments: z.enum(COMMENTS_POLICIES).optional(),
  fallback: z.boolean().optional(),
  site: z.instanceof(SiteContext).optional(),
});

/** How a page is read. */
const READING_OPTIONS = z.strictObject({
  cleaneval: z.boolean().optional(),
  encoding: z
    .string()
    .refine((label) => labelToName(label) !== null, 'unknown encoding (give a WHATWG label such as utf-8, windows-1251, shift_jis, gbk)')
    .optional(),
  maxPageBytes: wholeNumber(1).optional(),
  maxBlocks: wholeNumber(1).optional(),
});

/** What a page's result holds (inference/extract.ts ResultOptions; the output formats of output/registry.ts). */
const RESULT_OPTIONS = z.strictObject({
  metadata: z.boolean().optional(),
  blocks: z.boolean().optional(),
  confidence: z.boolean().optional(),
  ...Object.fromEntries(OUTPUT_FORMAT_NAMES.map((name) => [name, z.boolean().optional()])),
  images: z.boolean().optional(),
  links: z.boolean().optional(),
  url: z.string().optional(),
});

/** Every extraction option: of createExtractor, extractWith and extract (see the head of this file). */
export const EXTRACT_OPTIONS = METHOD_OPTIONS.extend(READING_OPTIONS.shape)
  .extend(RESULT_OPTIONS.shape)
  .extend({ method: z.string().min(1).optional() });

export const BATCH_OPTIONS = EXTRACT_OPTIONS.extend({
  input: z.string().min(1),
  output: z.union([z.string().min(1), z.custom<object>((value) => typeof value === 'object' && value !== null, 'expected a stream')]),
  jobs: wholeNumber(1).optional(),
  pageTimeoutMs: wholeNumber(0).optional(),
  resume: z.boolean().optional(),
  recursive: z.boolean().optional(),
  onStart: callback.optional(),
  onProgress: callback.optional(),
});

const pageSource = z.custom<object>(
  (value) => typeof value === 'object' && value !== null && (Symbol.iterator in value || Symbol.asyncIterator in value),
  'expected the pages to score: an iterable of gold pages (corpusPages(…).pages, cleanevalSplitPages(…))',
);

/** Options of evaluate(): `model` holds the learned extractor's options, its folder as `{ model: DIR }`. */
export const EVALUATE_OPTIONS = z.strictObject({
  pages: pageSource,
  model: METHOD_OPTIONS.omit({ fallback: true, site: true }).optional(),
  onReady: callback.optional(),
  onPage: callback.optional(),
});

/** Options of compare(): `options` holds the methods' options, the model folder as `{ model: DIR }`. */
export const COMPARE_OPTIONS = z.strictObject({
  pages: pageSource,
  methods: z.array(z.string()).min(1),
  options: METHOD_OPTIONS.optional(),
  onReady: callback.optional(),
  onPage: callback.optional(),
  onPageScored: callback.optional(),
  pageTimeoutMs: wholeNumber(0).optional(),
});

/**
 * Per schema, a copy of the plain options object last found valid: a loop over pages passes the same options to
 * every page, and the schema's check costs ≈ 2% of a small page's extraction (the copy's comparison a tenth of it).
 */
const lastValid = new WeakMap<z.ZodType, Readonly<Record<string, unknown>>>();

/** A plain object's own enumerable properties: what the check of an object of options depends on. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function sameOptions(a: Readonly<Record<string, unknown>> | undefined, b: Record<string, unknown>): boolean {
  if (a === undefined) return false;
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((key) => Object.hasOwn(a, key) && a[key] === b[key]);
}

/** Throws an OptionError for the first option of `value` that `schema` refuses. */
export function checkOptions(schema: z.ZodType, value: unknown): void {
  const plain = isPlainObject(value);
  if (plain && sameOptions(lastValid.get(schema), value)) return;
  const result = schema.safeParse(value ?? {});
  if (result.success) {
    if (plain) lastValid.set(schema, { ...value });
    return;
  }
  const issue = result.error.issues[0];
  if (issue.code === 'unrecognized_keys') {
    const known = issue.path.length === 0 ? ` (options are ${Object.keys((schema as z.ZodObject).shape).join(', ')})` : '';
    throw new OptionError([...issue.path, issue.keys[0]].join('.'), `unknown option${known}`);
  }
  const option = issue.path.join('.') || '(options)';
  const given = issue.path.reduce<unknown>((v, key) => (v as Record<PropertyKey, unknown>)?.[key], value);
  throw new OptionError(option, `${issue.message} (given: ${describe(given)})`);
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === undefined || value === null) return String(value);
  return typeof value;
}
