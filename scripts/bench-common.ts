// Shared pieces of the benchmark scripts: options, the CleanEval test pages, timing and medians.
import { readdirSync, readFileSync } from 'fs';
import { gunzipSync } from 'zlib';
import { join } from 'path';
import { performance } from 'perf_hooks';
import { decodeHtml } from '../dist/dom/decode';
import { median } from '../dist/eval/score-pages';
import { DEFAULT_CLEANEVAL_FOLDER, DEFAULT_WCXB_FOLDER } from './data-folders';

export { median };

export function argValue(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

export interface BenchPage {
  id: number;
  bytes: Uint8Array;
  /** Decoded source without the CleanEval wrapper: what parse5 alone is timed on. */
  source: string;
}

/** The CleanEval split's test pages (`--data`, `--split`, `--pages N` for the first N). */
export function loadTestPages(): BenchPage[] {
  const dataDir = argValue('--data', DEFAULT_CLEANEVAL_FOLDER);
  const split = argValue('--split', 'cleaneval');
  const splits = JSON.parse(readFileSync(join(dataDir, 'splits.json'), 'utf8')) as Record<string, { test: number[] }>;
  const ids = splits[split].test.slice(0, Number(argValue('--pages', '100000')));
  return ids.map((id) => {
    const bytes = readFileSync(join(dataDir, 'orig', `${id}.html`));
    return { id, bytes, source: decodeHtml(bytes, { cleaneval: true }) };
  });
}

/** The WCXB pages (`--wcxb`, default its folder in $WEB2TEXT_DATA, else ../shared), decoded: {id, html} as a crawler's JSONL holds them. */
export function loadWcxbSources(): { id: string; html: string }[] {
  const dir = join(argValue('--wcxb', DEFAULT_WCXB_FOLDER), 'html');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html.gz'))
    .map((file) => ({ id: `wcxb-${file.replace('.html.gz', '')}`, html: decodeHtml(gunzipSync(readFileSync(join(dir, file)))) }));
}

export function timeMs(run: () => void): number {
  const t0 = performance.now();
  run();
  return performance.now() - t0;
}

export function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** Number of pages run once before timing, so the JIT and caches are warm. */
const WARMUP_PAGES = 40;

/**
 * Per-page ms of a baseline and a candidate, after a warm-up, interleaved page by page so both see the same
 * machine load; plus their median and total ratios (candidate / baseline).
 */
export function compareTimes(pages: BenchPage[], baseline: (p: BenchPage) => void, candidate: (p: BenchPage) => void) {
  for (const p of pages.slice(0, WARMUP_PAGES)) {
    baseline(p);
    candidate(p);
  }
  const baselineMs: number[] = [];
  const candidateMs: number[] = [];
  for (const p of pages) {
    baselineMs.push(timeMs(() => baseline(p)));
    candidateMs.push(timeMs(() => candidate(p)));
  }
  return {
    baselineMedianMs: median(baselineMs),
    candidateMedianMs: median(candidateMs),
    medianRatio: median(candidateMs) / median(baselineMs),
    totalRatio: sum(candidateMs) / sum(baselineMs),
  };
}
