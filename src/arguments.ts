// The library functions' arguments, checked at the door: one a function cannot take is an InputError saying what
// it takes, not a TypeError from deep inside (bytes.subarray is not a function, page.get is not a function).
import { types } from 'util';
import { InputError } from './errors';
import type { Page } from './dom/types';

/**
 * What was given instead, for the message: a short string as it is, else null, an array (with its length), a
 * promise not awaited, an object of a class by its class (an ArrayBuffer), or its type.
 */
function given(value: unknown): string {
  if (typeof value === 'string') return value.length <= 40 ? JSON.stringify(value) : 'a string';
  if (Array.isArray(value) || types.isTypedArray(value)) return `${Array.isArray(value) ? 'an array' : `a ${value.constructor.name}`} of ${value.length}`;
  if (types.isPromise(value)) return 'a Promise (await it first)';
  const className = typeof value === 'object' && value !== null ? Object.getPrototypeOf(value)?.constructor?.name : undefined;
  if (typeof className === 'string' && className !== '' && className !== 'Object') return `${/^[AEIOU]/.test(className) ? 'an' : 'a'} ${className}`;
  return value === null ? 'null' : typeof value;
}

/** Throws an InputError "<what the function takes>, not <what was given>" unless the argument is right. */
export function checkArgument(right: boolean, value: unknown, takes: string): void {
  if (!right) throw new InputError(`${takes}, not ${given(value)}`);
}

/** A page is its HTML as a string or its bytes. */
export function checkPageInput(input: unknown): asserts input is string | Uint8Array {
  checkArgument(typeof input === 'string' || types.isUint8Array(input), input, 'the page must be its HTML as a string or its bytes (a Uint8Array or Buffer)');
}

/** A parsed page, as loadPage makes it; `call` names the function that takes it. */
export function checkPage(page: unknown, call: string): asserts page is Page {
  const parsed = page as Partial<Page> | null | undefined;
  checkArgument(typeof parsed?.get === 'function' && Array.isArray(parsed.blocks), page, `${call} takes a page made by loadPage(html)`);
}

/** A page's labels: one number per block (a Uint8Array or an array), as a method's label(page) gives them. */
export function checkLabels(labels: unknown, blocks: number, call: string): asserts labels is ArrayLike<number> {
  const right = (Array.isArray(labels) || types.isTypedArray(labels)) && labels.length === blocks;
  checkArgument(right, labels, `${call} takes the labels of the page's ${blocks} blocks, one number each (1: content)`);
}

/** An options object, or nothing. */
export function checkOptionsObject(options: unknown, call: string): void {
  checkArgument(options === undefined || (typeof options === 'object' && options !== null && !Array.isArray(options)), options, `${call} takes its options as an object`);
}

/** A string (`nonEmpty`: with a character), such as a path or a URL. */
export function checkString(value: unknown, takes: string, nonEmpty = true): asserts value is string {
  checkArgument(typeof value === 'string' && (!nonEmpty || value !== ''), value, takes);
}
