// `npm run fuzz`: seeded hostile inputs (test/support/fuzz/inputs.ts) through every method of the public API; counts
// pages extracted, refused with a domain error, and failures (a non-domain exception, or a page over the time
// budget), which are saved as reproducers in test/fixtures/fuzz/ (test/fuzz.test.ts runs each of them).
//
//   npm run fuzz -- [--n 10000] [--seed 1] [--budget-ms 10000] [--methods web2text,cetd,…]
//                   [--cleaneval DIR] [--wcxb DIR]   (default: their folders in $WEB2TEXT_DATA, else ../shared)
import { readdirSync, readFileSync } from 'fs';
import * as path from 'path';
import { gunzipSync } from 'zlib';
import { allExtractors, checkInput, saveReproducer, type MethodTally } from '../test/support/fuzz/check';
import { fuzzInputs } from '../test/support/fuzz/inputs';
import { DEFAULT_CLEANEVAL_FOLDER, DEFAULT_WCXB_FOLDER } from './data-folders';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

/** Real pages to mutate: the first 100 CleanEval orig files and the first 100 WCXB pages. */
function seedPages(cleaneval: string, wcxb: string): Uint8Array[] {
  const orig = path.join(cleaneval, 'orig');
  const html = path.join(wcxb, 'html');
  const fromCleaneval = readdirSync(orig).sort().slice(0, 100).map((f) => readFileSync(path.join(orig, f)));
  const fromWcxb = readdirSync(html).sort().slice(0, 100).map((f) => gunzipSync(readFileSync(path.join(html, f))));
  return [...fromCleaneval, ...fromWcxb].map((b) => new Uint8Array(b));
}

async function main(): Promise<void> {
  const n = Number(arg('--n', '1000'));
  const seed = arg('--seed', '1');
  const budgetMs = Number(arg('--budget-ms', '10000'));
  const pages = seedPages(arg('--cleaneval', DEFAULT_CLEANEVAL_FOLDER), arg('--wcxb', DEFAULT_WCXB_FOLDER));
  const methods = process.argv.includes('--methods') ? arg('--methods', '').split(',') : undefined;
  const extractors = await allExtractors(methods);
  const tallies = new Map<string, MethodTally>();
  const kinds: Record<string, number> = {};
  let failures = 0;
  const t0 = performance.now();
  let index = 0;
  for (const input of fuzzInputs(seed, n, pages)) {
    kinds[input.kind] = (kinds[input.kind] ?? 0) + 1;
    for (const failure of checkInput(input, extractors, tallies, budgetMs)) {
      failures++;
      const file = saveReproducer(path.join(__dirname, '..', 'test', 'fixtures', 'fuzz'), `${input.kind}-seed${seed}-${index}`, input, failure.problem);
      process.stderr.write(`fuzz: input ${index} (${failure.kind}) ${failure.method}: ${failure.problem} → ${file}\n`);
    }
    index++;
    if (index % 100 === 0) process.stderr.write(`fuzz: ${index}/${n} inputs, ${failures} failures, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
  }
  const seconds = (performance.now() - t0) / 1000;
  const summary = {
    inputs: n,
    seed,
    methods: [...extractors.keys()],
    calls: n * extractors.size,
    failures,
    seconds: Math.round(seconds),
    inputsPerSecond: Math.round((n / seconds) * 10) / 10,
    kinds,
    byMethod: Object.fromEntries([...tallies].map(([m, t]) => [m, { ...t, maxMs: Math.round(t.maxMs) }])),
  };
  process.stdout.write(JSON.stringify(summary, null, 1) + '\n');
  process.exitCode = failures > 0 ? 1 : 0;
}

void main();
