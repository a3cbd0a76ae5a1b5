// Benchmark of the CleanEval alignment (docs/methods/web2text.md §6) over every labelled page: total seconds, peak RSS,
// and coverage = share of pages where ≥ 90% of the gold text's non-space chars end up aligned (target ≥ 95% of pages).
// Pages with an empty gold text have nothing to cover and are counted apart.
//
// Run from the repo root (builds dist/ first):  npm run bench:align -- [--data ../shared/cleaneval] [--ids 1-100] [--reference]
// (--reference: read the files exactly as the reference does, see corpora/cleaneval-files ReadingOptions).
import { performance } from 'perf_hooks';
import { alignCleanText, alignmentCoverage } from '../dist/labels/align';
import { DEFAULT_CLEANEVAL_FOLDER } from './data-folders';
import { loadCleanText, loadSource } from '../dist/corpora/cleaneval-files';
import { selectPageIds } from '../dist/corpora/page-selection';

const PAGE_COVERAGE = 0.9;
const TARGET_SHARE = 0.95;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
}

const dataDir = option('--data') ?? DEFAULT_CLEANEVAL_FOLDER;
const ids = selectPageIds({ dataDir, ids: option('--ids') });
const reading = { reference: process.argv.includes('--reference') };
const started = performance.now();
let alignSeconds = 0;
const empty: number[] = [];
const low: { id: number; coverage: number }[] = [];
for (const id of ids) {
  const source = loadSource(id, dataDir, reading);
  const clean = loadCleanText(id, dataDir, { allowEmpty: true, ...reading });
  if (clean.length === 0) {
    empty.push(id);
    continue;
  }
  const t = performance.now();
  const { aligned } = alignCleanText(source, clean);
  alignSeconds += (performance.now() - t) / 1000;
  const coverage = alignmentCoverage(source, aligned, clean);
  if (coverage < PAGE_COVERAGE) low.push({ id, coverage: Number(coverage.toFixed(3)) });
}
const covered = ids.length - empty.length - low.length;
const share = covered / (ids.length - empty.length);
console.log(
  JSON.stringify(
    {
      pages: ids.length,
      emptyGoldText: empty,
      totalSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      alignSeconds: Number(alignSeconds.toFixed(1)),
      peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
      pagesCovered: covered,
      coveredShare: Number(share.toFixed(4)),
      target: `≥ ${TARGET_SHARE * 100}% of pages with ≥ ${PAGE_COVERAGE * 100}% of the gold text aligned`,
      met: share >= TARGET_SHARE,
      below: low.sort((a, b) => a.coverage - b.coverage),
    },
    null,
    2,
  ),
);
