// The library functions' arguments, checked at the door: one a function cannot take is an InputError saying what
// it takes, not a TypeError from deep inside (bytes.subarray is not a function, page.get is not a function).
import { types } from 'util';
import { InputError } from './errors';

/** What was given instead, for the message: a short string as it is, else null, an array or its type. */
function given(value: unknown): string {
  if (typeof value === 'string') return value.length <= 40 ? JSON.stringify(value) : 'a string';
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
}

/** Throws an InputError "<what the function takes>, not <what was given>" unless the argument is right. */
export function checkArgument(right: boolean, value: unknown, takes: string): void {
  if (!right) throw new InputError(`${takes}, not ${given(value)}`);
}

/** A page is its HTML as a string or its bytes. */
export function checkPageInput(input: unknown): asserts input is string | Uint8Array {
  checkArgument(typeof input === 'string' || types.isUint8Array(input), input, 'the page must be its HTML as a string or its bytes (a Uint8Array or Buffer)');
}
