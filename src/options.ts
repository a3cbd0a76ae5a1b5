// The library's options, checked at the API's door (zod, option-checks.ts): a wrong type or value is an OptionError
// naming the option and what it must be, instead of a quiet degradation (`lambda: NaN`) or a TypeError deep inside.
// A key no extraction knows (a typo: `lamda`, `maxBlock`) is an OptionError too. One object of extraction options may
// serve createExtractor, extractWith and extract alike (a batch hands its options to each), so each of them
// accepts every extraction option and reads what concerns it.
import { labelToName } from 'whatwg-encoding';
import * as z from './zod';
import { callback, wholeNumber } from './option-checks';
import { SiteContext } from './site/site-context';
import { BACKEND_NAMES } from './model/backend';
import { FAVORS } from './model/favor';
import { COMMENTS_POLICIES } from './model/block-classes';
import { OUTPUT_FORMAT_NAMES } from './output/registry';
import { isAbsoluteHttpUrl } from './dom/absolute-url';

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
  url: z.string().refine(isAbsoluteHttpUrl, "expected the page's address, an absolute http(s) URL").optional(),
});

/** Every extraction option: of createExtractor, extractWith and extract (see the head of this file). */
export const EXTRACT_OPTIONS = METHOD_OPTIONS.extend(READING_OPTIONS.shape)
  .extend(RESULT_OPTIONS.shape)
  .extend({ method: z.string().min(1).optional() });

/** Where a batch writes its records: a file, or a stream. */
export const RECORD_OUTPUT = z.union([z.string().min(1), z.custom<object>((value) => typeof value === 'object' && value !== null, 'expected a stream')], { error: 'expected a file path or a stream' });

export const BATCH_OPTIONS = EXTRACT_OPTIONS.extend({
  input: z.string().min(1),
  output: RECORD_OUTPUT,
  jobs: wholeNumber(1).optional(),
  pageTimeoutMs: wholeNumber(0).optional(),
  resume: z.boolean().optional(),
  overwrite: z.boolean().optional(),
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
