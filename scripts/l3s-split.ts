// Writes the L3S-GN1 split (splits/l3s.json): each page's site from its links and template (src/data/l3s-sites.ts),
// then train / validation / test by site, stratified by comments and related content (deterministic: the same
// corpus gives the same file). Prints the pages per part and stratum, and checks that no site and no template
// (class/id names shared at TEMPLATE_SIMILARITY) lies in two parts.
//
//   npm run l3s:split -- [--data ../shared/l3s-gn1] [--out splits/l3s.json]
import { readFileSync, writeFileSync } from 'fs';
import * as path from 'path';
import { SPLIT_PARTS } from '../src/corpora/corpus';
import { readL3sHtml, readL3sIds } from '../src/corpora/l3s-files';
import { pageLinks, pageSites } from '../src/corpora/l3s-sites';
import { deriveL3sSplit, L3S_SPLIT_FILE } from '../src/corpora/l3s-split';
import { decodeHtml } from '../src/dom/decode';
import { argValue } from './bench-common';
import { DEFAULT_L3S_FOLDER } from './data-folders';


const dataDir = argValue('--data', DEFAULT_L3S_FOLDER);
const outFile = argValue('--out', L3S_SPLIT_FILE);
const partsOf = new Map(
  readFileSync(path.join(dataDir, 'pages.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { id: string; parts: string[] })
    .map(({ id, parts }) => [id, new Set(parts)]),
);
const ids = readL3sIds(dataDir);
const sites = pageSites(ids.map((id) => pageLinks(id, decodeHtml(readL3sHtml(id, dataDir)))));
const split = deriveL3sSplit(
  ids.map((id) => ({ id, site: sites.get(id)!, hasComments: partsOf.get(id)?.has('user_comments') ?? false, hasRelated: partsOf.get(id)?.has('related_content') ?? false })),
);
writeFileSync(outFile, JSON.stringify(split, null, 1) + '\n');

const table: Record<string, Record<string, number>> = {};
const partOfSite = new Map<string, string>();
for (const part of SPLIT_PARTS) {
  for (const id of split[part]) {
    const stratum = partsOf.get(id)?.has('user_comments') ? 'comments' : partsOf.get(id)?.has('related_content') ? 'related' : 'article';
    table[stratum] ??= { train: 0, validation: 0, test: 0 };
    table[stratum][part]++;
    const site = split.sites[id];
    if ((partOfSite.get(site) ?? part) !== part) throw new Error(`site ${site} lies in two parts`);
    partOfSite.set(site, part);
  }
}
process.stdout.write(`wrote ${outFile}: ${new Set(Object.values(split.sites)).size} sites\n${JSON.stringify(table)}\n`);
