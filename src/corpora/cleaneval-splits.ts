// The page splits of CleanEval (splits.json): `cleaneval` and `web2text`, each in train, validation and test.
import * as fs from 'fs';
import * as path from 'path';
import * as z from '../zod';
import { checkArgument, checkString } from '../arguments';
import { CorpusError, InputError } from '../errors';
import { SPLIT_PARTS, type SplitPart } from './corpus';

const idList = z.array(z.number().int().positive());
const splitSchema = z.object({ train: idList, validation: idList, test: idList });
const splitsFileSchema = z.object({ cleaneval: splitSchema, web2text: splitSchema });

export type Splits = z.infer<typeof splitsFileSchema>;

/** The two page splits of the paper (docs/methods/web2text.md §7). */
export const SPLITS = ['cleaneval', 'web2text'] as const;
export type SplitName = (typeof SPLITS)[number];

export function isSplitName(name: string): name is SplitName {
  return (SPLITS as readonly string[]).includes(name);
}

/** The two page splits of the paper (splits.json): `cleaneval` 56/5/676 and `web2text` 531/58/148 (§7). */
export function loadSplits(dataDir: string): Splits {
  checkString(dataDir, 'loadSplits takes the CleanEval folder (a path)');
  const file = path.join(dataDir, 'splits.json');
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new CorpusError(`cannot read splits file ${file}: ${(err as Error).message}`);
  }
  const parsed = splitsFileSchema.safeParse(json);
  if (!parsed.success) throw new CorpusError(`invalid splits file ${file}: ${parsed.error.message}`);
  return parsed.data;
}

/** Split names as in §7: `cleaneval_train`, `cleaneval_validation`, …, `web2text_test`. */
export const SPLIT_NAMES = SPLITS.flatMap((split) => SPLIT_PARTS.map((part) => `${split}_${part}`));

/** Page ids of a named split; throws on an unknown name. */
export function splitIds(name: string, dataDir: string): number[] {
  const match = /^(cleaneval|web2text)_(train|validation|test)$/.exec(name);
  if (!match) throw new InputError(`unknown split "${name}" (known: ${SPLIT_NAMES.join(', ')})`);
  return splitPartIds(match[1] as SplitName, match[2] as SplitPart, dataDir);
}

/** Page ids of one part of a split. */
export function splitPartIds(split: SplitName, part: SplitPart, dataDir: string): number[] {
  checkArgument(isSplitName(split), split, `the split must be ${SPLITS.join(' or ')}`);
  checkArgument((SPLIT_PARTS as readonly string[]).includes(part), part, `the part of a split must be ${SPLIT_PARTS.slice(0, -1).join(', ')} or ${SPLIT_PARTS.at(-1)}`);
  return loadSplits(dataDir)[split][part];
}
