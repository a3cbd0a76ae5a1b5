// Writes the WCXB split (splits/wcxb.json): train / validation / test page ids by site, stratified by page type,
// derived from metadata.json alone (deterministic: the same metadata gives the same file). Prints the pages per
// part and page type on stdout.
//
//   npm run wcxb:split -- [--data ../shared/wcxb] [--out splits/wcxb.json]
import { writeFileSync } from 'fs';
import { SPLIT_PARTS } from '../src/corpora/corpus';
import { DEFAULT_WCXB_FOLDER } from './data-folders';
import { readWcxbMetadata } from '../src/corpora/wcxb-files';
import { deriveWcxbSplit, WCXB_SPLIT_FILE } from '../src/corpora/wcxb-split';
import { argValue } from './bench-common';

const metadata = readWcxbMetadata(argValue('--data', DEFAULT_WCXB_FOLDER));
const split = deriveWcxbSplit(metadata);
const outFile = argValue('--out', WCXB_SPLIT_FILE);
writeFileSync(outFile, JSON.stringify(split, null, 1) + '\n');

const typeOf = new Map(metadata.map((info) => [info.id, info.pageType]));
const table: Record<string, Record<string, number>> = {};
for (const part of SPLIT_PARTS) {
  for (const id of split[part]) {
    const type = typeOf.get(id)!;
    table[type] ??= { train: 0, validation: 0, test: 0 };
    table[type][part]++;
  }
}
const sorted = Object.fromEntries(Object.keys(table).sort().map((type) => [type, table[type]]));
process.stdout.write(`wrote ${outFile}\n${JSON.stringify(sorted)}\n`);
