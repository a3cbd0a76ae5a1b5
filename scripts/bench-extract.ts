// Benchmark: median ms/page of the whole extract() (decode, parse, CDOM, features, both nets, Viterbi, text)
// vs parse5 alone (parse5.parse of the decoded string) over the CleanEval test pages, in one run, and their
// ratio (goal ≤ 2.0); then batch throughput in pages/s through the JSONL batch runner, in one thread and with
// one worker thread per core.
//
//   npm run bench:extract -- [--model DIR] [--method web2text|cetd|…] [--backend wasm] [--pages N] [--data DIR]
import { unlinkSync, writeFileSync } from 'fs';
import { availableParallelism, tmpdir } from 'os';
import { join } from 'path';
import { Writable } from 'stream';
import { parse } from 'parse5';
import { runBatch } from '../dist/batch/run';
import { extractWith } from '../dist/inference/extract';
import { createExtractor } from '../dist/inference/registry';
import { parseBackendName } from '../dist/model/backend';
import { argValue, compareTimes, loadTestPages } from './bench-common';

const GOAL_RATIO = 2.0;

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
  writeFileSync(jsonl, pages.map((p) => JSON.stringify({ id: p.id, html: p.source })).join('\n'));
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
    batchPagesPerSecond: batch.pagesPerSecond,
    batchFailed: batch.failed,
    parallelJobs: jobs,
    parallelBatchPagesPerSecond: parallel.pagesPerSecond,
    parallelBatchFailed: parallel.failed,
  }, null, 1));
}

main().catch((err: Error) => {
  console.error(`bench-extract: ${err.message}`);
  process.exit(1);
});
