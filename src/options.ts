// The library's options, checked at the API's door (zod): a wrong type or value is an OptionError naming the
// option and what it must be, instead of a quiet degradation (`lambda: NaN`) or a TypeError deep inside.
// Unknown keys are let through: option objects are often shared between calls (extract options in a batch).
import { labelToName } from 'whatwg-encoding';
import { z } from 'zod';
import { OptionError } from './errors';
import { BACKEND_NAMES } from './model/backend';
import { FAVORS } from './model/favor';

const wholeNumber = (min: number) => z.number().int().min(min);

/** Options of createExtractor (every method reads what concerns it). */
export const METHOD_OPTIONS = z.object({
  model: z.string().min(1).optional(),
  backend: z.enum(BACKEND_NAMES).optional(),
  lambda: z.number().min(0).optional(),
  favor: z.enum(FAVORS).optional(),
  contentFloor: z.boolean().optional(),
  fallback: z.boolean().optional(),
});

/** How a page is read (extractWith, extract, batch). */
export const READING_OPTIONS = z.object({
  cleaneval: z.boolean().optional(),
  encoding: z
    .string()
    .refine((label) => labelToName(label) !== null, 'unknown encoding (give a WHATWG label such as utf-8, windows-1251, shift_jis, gbk)')
    .optional(),
  maxPageBytes: wholeNumber(1).optional(),
  maxBlocks: wholeNumber(1).optional(),
});

export const EXTRACT_OPTIONS = METHOD_OPTIONS.extend(READING_OPTIONS.shape).extend({ method: z.string().min(1).optional() });

export const BATCH_OPTIONS = EXTRACT_OPTIONS.extend({
  input: z.string().min(1),
  jobs: wholeNumber(1).optional(),
  pageTimeoutMs: wholeNumber(0).optional(),
  resume: z.boolean().optional(),
  recursive: z.boolean().optional(),
});

/** Throws an OptionError for the first option of `value` that `schema` refuses. */
export function checkOptions(schema: z.ZodType, value: unknown): void {
  const result = schema.safeParse(value ?? {});
  if (result.success) return;
  const issue = result.error.issues[0];
  const option = issue.path.join('.') || '(options)';
  const given = issue.path.reduce<unknown>((v, key) => (v as Record<PropertyKey, unknown>)?.[key], value);
  throw new OptionError(option, `${issue.message} (given: ${describe(given)})`);
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === undefined || value === null) return String(value);
  return typeof value;
}
