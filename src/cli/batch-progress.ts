// Progress of a batch (extract --input or --site, worker) on stderr, and its end: a bar on a terminal; otherwise, as in a crawl's log,
// a line every few seconds. Both say pages, pages/s, failures, and the share done and ETA when the input size is
// known.
import type { BatchCounts } from '../batch/records';
import type { BatchSummary } from '../batch/run';
import { DOUBTFUL_BELOW } from '../confidence/doubtful';
import { PAGES_FAILED_EXIT_CODE } from './exit-codes';
import { createProgress, type Progress } from './progress';
import { printable } from './printable';

/** What the input's size is known as: pages (a folder) or bytes (a file). */
export interface BatchSize {
  pages?: number;
  bytes: number;
}

export interface BatchProgress {
  update(counts: BatchCounts): void;
  stop(): void;
}

/** Seconds between progress lines when stderr is not a terminal. */
export const PROGRESS_LINE_SECONDS = 30;

function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

/** `1200 pages, 80.3 pages/s, 2 failed, 240 doubtful, 5 skipped, 41% of the input, ETA 2m10s` */
export function describeProgress(counts: BatchCounts, seconds: number, size: BatchSize): string {
  const parts = [`${counts.pages} pages`, `${(seconds > 0 ? counts.pages / seconds : 0).toFixed(1)} pages/s`, `${counts.failed} failed`];
  if (counts.doubtful > 0) parts.push(`${counts.doubtful} doubtful`);
  if (counts.skipped > 0) parts.push(`${counts.skipped} skipped`);
  const share = size.pages !== undefined ? counts.pages / size.pages : size.bytes > 0 ? counts.bytesRead / size.bytes : 0;
  if (share > 0 && share <= 1) parts.push(`${Math.floor(share * 100)}% of the input`, `ETA ${formatDuration((seconds * (1 - share)) / share)}`);
  return parts.join(', ');
}

export function createBatchProgress(label: string, size: BatchSize, lineSeconds = PROGRESS_LINE_SECONDS): BatchProgress {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  if (process.stderr.isTTY) {
    const bar: Progress = createProgress(label, size.pages ?? size.bytes);
    return {
      update: (counts) => bar.update(size.pages !== undefined ? counts.pages : counts.bytesRead, describeProgress(counts, seconds(), size)),
      stop: () => bar.stop(),
    };
  }
  let lastLine = 0;
  return {
    update(counts) {
      const now = seconds();
      if (now - lastLine < lineSeconds) return;
      lastLine = now;
      process.stderr.write(`web2text: ${printable(label)}: ${describeProgress(counts, now, size)}\n`);
    },
    stop() {},
  };
}

/**
 * The end of a batch on stderr: how many pages failed (then exit code 1); unless `quiet`, how many pages have a
 * doubtful output with the least confident ones, and the summary as the last line (a JSON object).
 */
export function finishBatch(summary: BatchSummary, quiet = false): void {
  // A resumed run answers for the whole output, the records it kept included.
  const failed = summary.failed + summary.resumedFailed;
  if (failed > 0) {
    process.stderr.write(`web2text: ${failed} of ${summary.pages + summary.resumed} pages failed (recorded with their error)\n`);
    process.exitCode = PAGES_FAILED_EXIT_CODE;
  }
  if (quiet) return;
  if (summary.doubtful > 0) process.stderr.write(doubtfulLine(summary));
  process.stderr.write(summaryLine(summary));
}

/** `web2text: 84 of 393 pages doubtful (confidence < 0.85); least confident: a.html 0.41, b.html 0.52, …` */
export function doubtfulLine({ doubtful, pages, leastConfident }: Pick<BatchSummary, 'doubtful' | 'pages' | 'leastConfident'>): string {
  const named = leastConfident.map(({ id, confidence }) => `${printable(String(id))} ${confidence.toFixed(2)}`).join(', ');
  const more = doubtful > leastConfident.length ? ', …' : '';
  return `web2text: ${doubtful} of ${pages} pages doubtful (confidence < ${DOUBTFUL_BELOW}); least confident: ${named}${more}\n`;
}

/** The final summary as one JSON line (pages, failed, doubtful, leastConfident, skipped, resumed, resumedFailed, seconds, pagesPerSecond). */
export function summaryLine(summary: BatchSummary): string {
  const seconds = Math.round(summary.seconds * 1000) / 1000;
  return JSON.stringify({ ...summary, seconds, pagesPerSecond: Math.round(summary.pagesPerSecond * 10) / 10 }) + '\n';
}
