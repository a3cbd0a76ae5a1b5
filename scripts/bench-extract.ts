// Benchmark: median ms/page of the whole extract() (decode, parse, CDOM, features, both nets, Viterbi, text)
// vs parse5 alone (parse5.parse of the decoded string) over the CleanEval test pages, in one run, and their
// ratio (goal ≤ 2.0; with the page's metadata ≤ 2.5); then batch throughput in pages/s through the JSONL batch
// runner with one job and with one job per core (goal: ≥ 1.7× on 2 cores), on a batch of at least
// --batch-pages pages (default 5,000): the CleanEval test pages and the WCXB pages, repeated.
//
//   npm run bench:extract -- [--model DIR] [--method web2text|cetd|…] [--backend wasm] [--pages N] [--data DIR]
//                            [--wcxb DIR] [--batch-pages N]
import { closeSync, openSync, unlinkSync, writeSync } from 'fs';
import { availableParallelism, tmpdir } from 'os';
import { join } from 'path';
import { Writable } from 'stream';
import { parse } from 'parse5';
import { runBatch } from '../dist/batch/run';
import { extractWith } from '../dist/inference/extract';
import { createExtractor } from '../dist/inference/registry';
import { parseBackendName } from '../dist/model/backend';
import { argValue, compareTimes, loadTestPages, loadWcxbSources } from './bench-common';

const GOAL_RATIO = 2.0;
const GOAL_METADATA_RATIO = 2.5;
const GOAL_PARALLEL_SPEED_UP = 1.7;

async function main(): Promise<void> {
  const pages = loadTestPages();
  const options = {
    method: argValue('--method', 'web2text'),
    model: process.argv.includes('--model') ? argValue('--model', '') : undefined,
    backend: parseBackendName(argValue('--backend', ''), '--backend'),
    fallback: false,
  };
  const extractor = await createExtractor(options.method, options);
  // The text result, as `extract page.html` prints it; then the same with the page's metadata (JSON output, batch
  // records), whose cost is mostly detecting the language of pages that declare none (all of CleanEval's).
  const t = compareTimes(pages, (p) => parse(p.source), (p) => extractWith(extractor, p.bytes, { cleaneval: true, metadata: false }));
  const withMetadata = compareTimes(pages, (p) => parse(p.source), (p) => extractWith(extractor, p.bytes, { cleaneval: true }));

  const jsonl = join(tmpdir(), `web2text-bench-${process.pid}.jsonl`);
  // Batch records carry decoded HTML (as a crawler's JSONL would), without the CleanEval wrapper.
  const sources = [...pages.map((p) => ({ id: `cleaneval-${p.id}`, html: p.source })), ...loadWcxbSources()];
  const batchPages = Number(argValue('--batch-pages', '5000'));
  // Written line by line: the batch (≈ 1.3 GB for 5,000 pages) is longer than a string can be.
  const fd = openSync(jsonl, 'w');
  for (let round = 0, written = 0; written < batchPages; round++) {
    for (const { id, html } of sources) writeSync(fd, JSON.stringify({ id: `${id}#${round}`, html }) + '\n');
    written += sources.length;
  }
  closeSync(fd);
  const discard = () => new Writable({ write: (_chunk, _enc, done) => done() });
  const batch = await runBatch({ ...options, input: jsonl, output: discard() });
  // The same batch on every core: worker threads as `extract --jobs N` runs them.
  const jobs = availableParallelism();
  const parallel = await runBatch({ ...options, input: jsonl, output: discard(), jobs });
  unlinkSync(jsonl);

  console.log(JSON.stringify({
    method: extractor.name,
    backend: extractor.info?.backend,
    model: extractor.info?.modelDir,
    pages: pages.length,
    parse5MedianMs: t.baselineMedianMs,
    extractMedianMs: t.candidateMedianMs,
    medianRatio: t.medianRatio,
    totalRatio: t.totalRatio,
    goalRatio: GOAL_RATIO,
    withMetadataMedianRatio: withMetadata.medianRatio,
    goalMetadataRatio: GOAL_METADATA_RATIO,
    batchPages: batch.pages,
    batchPagesPerSecond: batch.pagesPerSecond,
    batchFailed: batch.failed,
    parallelJobs: jobs,
    parallelBatchPagesPerSecond: parallel.pagesPerSecond,
    parallelBatchFailed: parallel.failed,
    parallelSpeedUp: parallel.pagesPerSecond / batch.pagesPerSecond,
    goalParallelSpeedUp: GOAL_PARALLEL_SPEED_UP,
  }, null, 1));
}

main().catch((err: Error) => {
  console.error(`bench-extract: ${err.message}`);
  process.exit(1);
});
