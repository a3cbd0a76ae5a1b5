// Benchmark: median ms/page of parse5 alone (parse5.parse of the decoded string, no location info) vs the whole
// block pipeline (decode + parse with offsets + CDOM + blocks + 128/25 features) over the CleanEval test pages,
// measured in one run after a warm-up, and their ratio (target ≤ 1.5).
//
// Run from a clean clone (no ts-node needed):
//   npx tsc -p tsconfig.json --outDir out/build && node out/build/scripts/bench-blocks.js [--data ../shared/cleaneval] [--pages N]
// (out/ is git-ignored; the build must sit inside the repo so node finds node_modules).
import { readFileSync } from 'fs';
import { join } from 'path';
import { performance } from 'perf_hooks';
import { parse } from 'parse5';
import { decodeHtml } from '../src/dom/decode';
import { loadPage } from '../src/dom/page';
import { computeFeatures } from '../src/features';

const WARMUP_PAGES = 40;
const TARGET_RATIO = 1.5;

function argValue(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : 0.5 * (sorted[mid - 1] + sorted[mid]);
}

function timeMs(run: () => void): number {
  const t0 = performance.now();
  run();
  return performance.now() - t0;
}

function main(): void {
  const dataDir = argValue('--data', '../shared/cleaneval');
  const splits = JSON.parse(readFileSync(join(dataDir, 'splits.json'), 'utf8')) as { cleaneval: { test: number[] } };
  const ids = splits.cleaneval.test.slice(0, Number(argValue('--pages', '100000')));
  const pages = ids.map((id) => {
    const bytes = readFileSync(join(dataDir, 'orig', `${id}.html`));
    return { bytes, source: decodeHtml(bytes, { cleaneval: true }) };
  });
  const parseOnly = (p: (typeof pages)[number]) => () => parse(p.source);
  const pipeline = (p: (typeof pages)[number]) => () => computeFeatures(loadPage(p.bytes, { cleaneval: true }));
  for (const p of pages.slice(0, WARMUP_PAGES)) {
    parseOnly(p)();
    pipeline(p)();
  }
  const parseTimes: number[] = [];
  const pipelineTimes: number[] = [];
  // Interleave per page so both see the same machine load.
  for (const p of pages) {
    parseTimes.push(timeMs(parseOnly(p)));
    pipelineTimes.push(timeMs(pipeline(p)));
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const result = {
    pages: pages.length,
    parse5MedianMs: median(parseTimes),
    pipelineMedianMs: median(pipelineTimes),
    medianRatio: median(pipelineTimes) / median(parseTimes),
    totalRatio: sum(pipelineTimes) / sum(parseTimes),
    targetRatio: TARGET_RATIO,
  };
  console.log(JSON.stringify(result, null, 1));
}

main();
