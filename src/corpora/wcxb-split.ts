// The WCXB split kept in the repository (splits/wcxb.json): page ids of train / validation / test, by site and
// stratified by page type (site-split.ts), written by scripts/wcxb-split.ts. Choices are made on validation pages;
// the test part is for final numbers only.
import * as fs from 'fs';
import * as path from 'path';
import * as z from '../zod';
import type { SplitPart } from './corpus';
import type { CorpusEntry } from './corpus-entry';
import { PageSplit, splitBySite } from './site-split';
import { readWcxbPages, WcxbPageInfo } from './wcxb-files';
import { CorpusError } from '../errors';

/** The split file at the package root (resolved from src/data or dist/data alike). */
export const WCXB_SPLIT_FILE = path.resolve(__dirname, '..', '..', 'splits', 'wcxb.json');

/** Seed of the split's fixed page order; changing it changes every list. */
export const WCXB_SPLIT_SEED = 'wcxb-1';

const idList = z.array(z.string().min(1));
const splitFileSchema = z.object({ train: idList, validation: idList, test: idList });

/** The split the committed file must hold: derived from metadata.json's page types and domains. */
export function deriveWcxbSplit(metadata: readonly WcxbPageInfo[]): PageSplit {
  return splitBySite(metadata, WCXB_SPLIT_SEED);
}

export function readWcxbSplit(file: string = WCXB_SPLIT_FILE): PageSplit {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new CorpusError(`cannot read WCXB split file ${file}: ${(err as Error).message}`);
  }
  const parsed = splitFileSchema.safeParse(json);
  if (!parsed.success) throw new CorpusError(`invalid WCXB split file ${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The pages of one part, read one at a time; a page without main_content is yielded as skipped. */
export function readWcxbPart(part: SplitPart, dataDir: string, splitFile: string = WCXB_SPLIT_FILE): Generator<CorpusEntry> {
  return readWcxbPages(dataDir, readWcxbSplit(splitFile)[part]);
}
