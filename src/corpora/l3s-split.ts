// The L3S-GN1 split kept in the repository (splits/l3s.json): page ids of train / validation / test by site
// (l3s-sites.ts), stratified by whether a page has comments or related content, so that each part has its share
// of both; and each page's site, which cross-fitting folds keep together. Written by scripts/l3s-split.ts.
import * as fs from 'fs';
import * as path from 'path';
import * as z from '../zod';
import { CorpusError } from '../errors';
import type { SplitPart } from './corpus';
import type { CorpusEntry } from './corpus-entry';
import { readL3sPage } from './l3s-files';
import { splitBySite, type PageSplit } from './site-split';

/** The split file at the package root (resolved from src/data or dist/data alike). */
export const L3S_SPLIT_FILE = path.resolve(__dirname, '..', '..', 'splits', 'l3s.json');

/** Seed of the split's fixed page order; changing it changes every list. */
export const L3S_SPLIT_SEED = 'l3s-1';

export interface L3sSplit extends PageSplit {
  /** Page id → site. */
  sites: Record<string, string>;
}

const idList = z.array(z.string().min(1));
const splitFileSchema = z.object({ train: idList, validation: idList, test: idList, sites: z.record(z.string(), z.string().min(1)) });

/** What the split needs of a page: its site and whether it has comments or related content. */
export interface L3sSplitPage {
  id: string;
  site: string;
  hasComments: boolean;
  hasRelated: boolean;
}

export function deriveL3sSplit(pages: readonly L3sSplitPage[]): L3sSplit {
  const stratum = (page: L3sSplitPage) => (page.hasComments ? 'comments' : page.hasRelated ? 'related' : 'article');
  const split = splitBySite(pages.map((page) => ({ id: page.id, site: page.site, pageType: stratum(page) })), L3S_SPLIT_SEED);
  const sites = Object.fromEntries([...pages].sort((a, b) => (a.id < b.id ? -1 : 1)).map((page) => [page.id, page.site]));
  return { ...split, sites };
}

export function readL3sSplit(file: string = L3S_SPLIT_FILE): L3sSplit {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new CorpusError(`cannot read L3S-GN1 split file ${file}: ${(err as Error).message}`);
  }
  const parsed = splitFileSchema.safeParse(json);
  if (!parsed.success) throw new CorpusError(`invalid L3S-GN1 split file ${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The pages of one part, read one at a time. */
export function* readL3sPart(part: SplitPart, dataDir: string, splitFile: string = L3S_SPLIT_FILE): Generator<CorpusEntry> {
  const split = readL3sSplit(splitFile);
  for (const id of split[part]) yield readL3sPage(id, split.sites[id], dataDir);
}
