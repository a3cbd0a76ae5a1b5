// Benchmark: median ms/page of parse5 alone (parse5.parse of the decoded string, no location info) vs the whole
// block pipeline (decode + parse with offsets + CDOM + blocks + 128/25 features) over the CleanEval test pages,
// measured in one run after a warm-up, and their ratio (target ≤ 1.5).
//
//   npm run bench:blocks -- [--data ../shared/cleaneval] [--pages N]
import { parse } from 'parse5';
import { loadPage } from '../dist/dom/page';
import { computeFeatures } from '../dist/features';
import { compareTimes, loadTestPages } from './bench-common';

const TARGET_RATIO = 1.5;

function main(): void {
  const pages = loadTestPages();
  const t = compareTimes(
    pages,
    (p) => parse(p.source),
    (p) => computeFeatures(loadPage(p.bytes, { cleaneval: true })),
  );
  const result = {
    pages: pages.length,
    parse5MedianMs: t.baselineMedianMs,
    pipelineMedianMs: t.candidateMedianMs,
    medianRatio: t.medianRatio,
    totalRatio: t.totalRatio,
    targetRatio: TARGET_RATIO,
  };
  console.log(JSON.stringify(result, null, 1));
}

main();
