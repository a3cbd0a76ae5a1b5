// Language detection against what pages declare: on every page of CleanEval, WCXB and L3S-GN1 that declares its
// language, the language detected from its prose sample (as for a page that declares none) against the declared one's
// primary subtag. Prints per corpus the pages, the declared languages, how many agree and the disagreements' samples.
//
//   npm run language:agreement -- [--cleaneval DIR] [--wcxb DIR] [--l3s DIR] [--show N]
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { gunzipSync } from 'zlib';
import { jsonLdGraph } from '../dist/dom/json-ld';
import { mainEntityNames } from '../dist/dom/main-entity';
import { loadPage } from '../dist/dom/page';
import { declaredLanguage, detectLanguage, proseSample } from '../dist/metadata/language';
import { collectMetadataSources } from '../dist/metadata/sources';
import { argValue } from './bench-common';
import { DEFAULT_CLEANEVAL_FOLDER, DEFAULT_L3S_FOLDER, DEFAULT_WCXB_FOLDER } from './data-folders';

interface Corpus {
  name: string;
  /** Each page's bytes, and whether it is a CleanEval orig file. */
  pages: () => { bytes: Uint8Array; cleaneval: boolean }[];
}

const gzipped = (dir: string) => () => readdirSync(dir).filter((f) => f.endsWith('.html.gz')).sort().map((f) => ({ bytes: gunzipSync(readFileSync(join(dir, f))), cleaneval: false }));
const CORPORA: Corpus[] = [
  {
    name: 'cleaneval',
    pages: () => {
      const dir = join(argValue('--cleaneval', DEFAULT_CLEANEVAL_FOLDER), 'orig');
      return readdirSync(dir).filter((f) => f.endsWith('.html')).sort().map((f) => ({ bytes: readFileSync(join(dir, f)), cleaneval: true }));
    },
  },
  { name: 'wcxb', pages: gzipped(join(argValue('--wcxb', DEFAULT_WCXB_FOLDER), 'html')) },
  { name: 'l3s-gn1', pages: gzipped(join(argValue('--l3s', DEFAULT_L3S_FOLDER), 'html')) },
];

const show = Number(argValue('--show', '10'));
for (const corpus of CORPORA) {
  const declaredCounts = new Map<string, number>();
  const disagreements: string[] = [];
  let declaring = 0;
  let agreeing = 0;
  let none = 0;
  for (const { bytes, cleaneval } of corpus.pages()) {
    const page = loadPage(bytes, { cleaneval });
    const sources = collectMetadataSources(page.document);
    const declared = declaredLanguage(sources, mainEntityNames(jsonLdGraph(sources.jsonLd), 'inLanguage'))?.split('-')[0];
    if (declared === undefined) continue;
    declaring++;
    declaredCounts.set(declared, (declaredCounts.get(declared) ?? 0) + 1);
    const sample = proseSample(page);
    const detected = detectLanguage(sample);
    if (detected === declared) agreeing++;
    else if (detected === undefined) none++;
    else disagreements.push(`declared ${declared}, detected ${detected}: ${JSON.stringify(sample.slice(0, 90))}`);
  }
  const declaredList = [...declaredCounts].sort((a, b) => b[1] - a[1]).map(([code, n]) => `${code} ${n}`).join(', ');
  console.log(`${corpus.name}: ${agreeing} of ${declaring} pages that declare a language (${declaredList}) agree; ${none} too little text; ${disagreements.length} differ`);
  for (const line of disagreements.slice(0, show)) console.log(`  ${line}`);
}
