// The check of a library call's options at its door (the schemas: options.ts and a module's own options.ts), and the
// schema parts they share. It imports no module of web2text but the errors, so any module may check its options.
import * as z from './zod';
import { OptionError } from './errors';

export const wholeNumber = (min: number) => z.number().int().min(min);
export const callback = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'expected a function');

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
