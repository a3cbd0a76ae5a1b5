// Parsing of the options shared by the CleanEval commands: --split and its page ids, whole-number options.
import { isSplitName, splitPartIds as readSplitPartIds, SPLITS, type SplitName } from '../corpora/cleaneval-splits';
import type { SplitPart } from '../corpora/corpus';
import { CorpusError, InputError } from '../errors';

export function parseSplit(value: string): SplitName {
  if (!isSplitName(value)) throw new InputError(`--split must be ${SPLITS.join(' or ')}, not "${value}"`);
  return value;
}

/** A corpus error with a hint at the corpus folder's option (the folder may simply be the wrong one); other errors as they are. */
export function withDataHint(err: unknown, dataDir: string, corpus = 'CleanEval', option = '--data'): unknown {
  return err instanceof CorpusError ? new CorpusError(`${err.message} (is ${option} ${dataDir} the ${corpus} folder?)`) : err;
}

/** Page ids of one part of a split, with a hint at --data when the splits file cannot be read. */
export function splitPartIds(split: SplitName, part: SplitPart, dataDir: string): number[] {
  try {
    return readSplitPartIds(split, part, dataDir);
  } catch (err) {
    throw withDataHint(err, dataDir);
  }
}

export function wholeNumber(value: string, option: string, min = 0): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new InputError(`${option} must be a whole number ≥ ${min}, not "${value}"`);
  return n;
}
