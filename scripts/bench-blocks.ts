// Benchmark: median ms/page of parse5 alone (parse5.parse of the decoded string, no location info) vs the whole
// block pipeline (decode + parse with offsets + CDOM + blocks + 128/25 features) over the CleanEval test pages,
// measured in one run after a warm-up, and their ratio (target ≤ 1.5).
//
//   npm run bench:blocks -- [--data ../shared/cleaneval] [--pages N]
import { parse } from 'parse5';
import { loadPage } from '../src/dom/page';
import { computeFeatures } from '../src/features';
import { loadTestPages, median, sum, timeMs, type BenchPage } from './bench-common';

const WARMUP_PAGES = 40;
const TARGET_RATIO = 1.5;

function main(): void {
  const pages = loadTestPages();
  const parseOnly = (p: BenchPage) => () => parse(p.source);
  const pipeline = (p: BenchPage) => () => computeFeatures(loadPage(p.bytes, { cleaneval: true }));
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
