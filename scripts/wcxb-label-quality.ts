// Label quality on WCXB: for every page, its gold aligned to the HTML (docs/methods/web2text.md §6 labels), the aligned
// share (share of the gold's words in the content-labelled blocks) and the labeller ceiling (the benchmark's word F1 of
// those blocks' text against the gold). Prints a JSON summary on stdout: the share distribution, the pages below
// MIN_ALIGNED_SHARE and why, and the ceiling overall and per page type.
//
//   npm run wcxb:labels -- [--data ../shared/wcxb] [--ids 0001,0002] [--out pages.jsonl]
// (--out: one JSON line per page with its id, type, spa, share, ceiling F1/P/R and reason.)
import { writeFileSync } from 'fs';
import { isSkipped, SkippedPage } from '../dist/corpora/corpus-entry';
import { labelGoldPage, MIN_ALIGNED_SHARE } from '../dist/labels/gold-labels';
import { DEFAULT_WCXB_FOLDER } from './data-folders';
import { readWcxbMetadata, readWcxbPages } from '../dist/corpora/wcxb-files';
import { blocksToText } from '../dist/dom/text';
import { benchmarkWords, summariseWordScores, wordScores } from '../dist/eval/word-f1';
import type { TextScores } from '../dist/eval/bag-scores';
import { argValue } from './bench-common';

interface PageResult {
  id: string;
  pageType: string;
  spa: boolean;
  blocks: number;
  goldWords: number;
  alignedShare: number;
  trainable: boolean;
  reason?: string;
  scores: TextScores;
}

/** Upper edges of the share histogram's bins (the last bin is [0.95, 1]). */
const SHARE_BINS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 1.0001];
const QUANTILES = [0.01, 0.02, 0.05, 0.1, 0.25, 0.5];

/** A reason without its page's numbers, to count reasons. */
function kindOf(reason: string): string {
  return reason.replace(/\d+(\.\d+)?/g, 'N');
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function histogram(shares: readonly number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  let lower = 0;
  for (const upper of SHARE_BINS) {
    counts[`[${lower}, ${Math.min(upper, 1)}${upper > 1 ? ']' : ')'}`] = shares.filter((s) => s >= lower && s < upper).length;
    lower = upper;
  }
  return counts;
}

const dataDir = argValue('--data', DEFAULT_WCXB_FOLDER);
const ids = process.argv.includes('--ids') ? argValue('--ids', '').split(',') : undefined;
const outFile = process.argv.includes('--out') ? argValue('--out', '') : undefined;
const spaOf = new Map(readWcxbMetadata(dataDir).map((info) => [info.id, info.spa]));

const results: PageResult[] = [];
const skipped: SkippedPage[] = [];
for (const entry of readWcxbPages(dataDir, ids)) {
  if (isSkipped(entry)) {
    skipped.push(entry.skipped);
    continue;
  }
  const labelled = labelGoldPage(entry.page);
  const { page, parsed, labels } = labelled;
  results.push({
    id: page.id,
    pageType: page.pageType ?? 'untyped',
    spa: spaOf.get(page.id) ?? false,
    blocks: parsed.blocks.length,
    goldWords: benchmarkWords(page.gold).length,
    alignedShare: labelled.alignedShare,
    trainable: labelled.trainable,
    reason: labelled.reason,
    scores: wordScores(blocksToText(parsed.blocks, labels), page.gold),
  });
  if (results.length % 100 === 0) process.stderr.write(`${results.length} pages\n`);
}
if (outFile) writeFileSync(outFile, results.map((r) => JSON.stringify(r)).join('\n') + '\n');

const shares = results.map((r) => r.alignedShare).sort((a, b) => a - b);
const untrainable = results.filter((r) => !r.trainable);
const types = [...new Set(results.map((r) => r.pageType))].sort();
const summary = {
  pages: results.length,
  skipped,
  minAlignedShare: MIN_ALIGNED_SHARE,
  shareQuantiles: Object.fromEntries(QUANTILES.map((q) => [`p${q * 100}`, quantile(shares, q)])),
  shareHistogram: histogram(shares),
  untrainableByType: Object.fromEntries(
    types.map((type) => {
      const ofType = results.filter((r) => r.pageType === type);
      const byReason: Record<string, number> = {};
      for (const r of ofType.filter((r) => !r.trainable)) byReason[kindOf(r.reason!)] = (byReason[kindOf(r.reason!)] ?? 0) + 1;
      return [type, { pages: ofType.length, untrainable: ofType.filter((r) => !r.trainable).length, byReason }];
    }),
  ),
  untrainable: untrainable.map(({ id, pageType, spa, blocks, goldWords, alignedShare, reason }) => ({ id, pageType, spa, blocks, goldWords, alignedShare, reason })),
  ceiling: summariseWordScores(results),
  ceilingOfTrainable: summariseWordScores(results.filter((r) => r.trainable)),
};
process.stdout.write(JSON.stringify(summary, null, 2) + '\n');
