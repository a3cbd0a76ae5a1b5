// Parsing of the options shared by the CleanEval commands: --split and its page ids, whole-number options.
import { splitIds } from '../data/cleaneval';
import { InputError } from '../errors';

export const SPLITS = ['cleaneval', 'web2text'] as const;
export type SplitName = (typeof SPLITS)[number];
export type SplitPartName = 'train' | 'validation' | 'test';

export function parseSplit(value: string): SplitName {
  if (!(SPLITS as readonly string[]).includes(value)) {
    throw new InputError(`--split must be ${SPLITS.join(' or ')}, not "${value}"`);
  }
  return value as SplitName;
}

/** Page ids of one part of a split, with a hint at --data when the splits file cannot be read. */
export function splitPartIds(split: SplitName, part: SplitPartName, dataDir: string): number[] {
  try {
    return splitIds(`${split}_${part}`, dataDir);
  } catch (err) {
    throw new InputError(`${(err as Error).message} (is --data ${dataDir} the CleanEval folder?)`);
  }
}

export function wholeNumber(value: string, option: string, min = 0): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new InputError(`${option} must be a whole number ≥ ${min}, not "${value}"`);
  return n;
}
