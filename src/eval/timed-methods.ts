// compare's methods under a time budget per page (`compare --page-timeout`, `pageTimeoutMs`): each method on a
// worker thread of the batch's pool (batch/pool.ts, which stops a worker over the budget and starts a fresh one),
// the page sent as a batch item and its labels and text read back from the batch record with its blocks. A page over
// the budget is a failure of that method, scored as an empty output as any failure is. The pages go one at a time
// and the methods in turn, so that each method's time is taken alone, as in this thread.
import { ExtractionPool, TIMEOUT_ERROR } from '../batch/pool';
import type { BatchRecord } from '../batch/records';
import type { GoldPage } from '../corpora/corpus';
import type { Page } from '../dom/types';
import type { ExtractorInfo } from '../extractor';
import type { MethodOptions } from '../inference/registry';
import { BLOCK_CLASSES, type BlockClass } from '../model/block-classes';
import { noOutput, type MethodOutput } from './method-outputs';

/** A method run on its own worker thread. */
export interface TimedMethod {
  readonly name: string;
  readonly info?: ExtractorInfo;
  /** Its output on `gold`'s page (`page`: the same page read in this thread, whose blocks the labels must match). */
  output(gold: GoldPage, page: Page): Promise<MethodOutput>;
  close(): Promise<void>;
}

/** A batch record's output: the labels of its blocks and its text, or the failure. */
function recordOutput(record: BatchRecord, page: Page, pageTimeoutMs: number): MethodOutput {
  const nothing = (failure: string): MethodOutput => ({ output: noOutput(page), ms: record.ms, failure });
  if (record.error === TIMEOUT_ERROR) return nothing(`over the time limit of ${pageTimeoutMs / 1000} s`);
  if (record.error !== undefined) return nothing(`failed: ${record.error}`);
  const blocks = record.blocks ?? [];
  if (blocks.length !== page.blocks.length) return nothing(`gave ${blocks.length} labels for ${page.blocks.length} blocks`);
  const output: MethodOutput['output'] = { labels: Uint8Array.from(blocks, (block) => block.label), text: record.text ?? '' };
  if (blocks.some((block) => block.pContent !== undefined)) output.pContent = Float32Array.from(blocks, (block) => block.pContent ?? 0);
  if (blocks.some((block) => block.part !== undefined)) output.parts = Uint8Array.from(blocks, (block) => BLOCK_CLASSES.indexOf(block.part as BlockClass));
  return { output, ms: record.ms };
}

/** Starts the method `name` on a worker thread; no page may take it more than `pageTimeoutMs`. */
export async function startTimedMethod(name: string, { site: _site, ...options }: MethodOptions, pageTimeoutMs: number): Promise<TimedMethod> {
  // Only what compare scores: the blocks' labels and the text, without metadata or confidence. A worker reads its
  // pages one way, so a page read the other way (a CleanEval file's wrapper) gets a worker that reads it so.
  const start = (cleaneval: boolean) =>
    ExtractionPool.create({ ...options, method: name, fallback: false, cleaneval, blocks: true, metadata: false, confidence: false }, 1, pageTimeoutMs);
  let cleaneval = false;
  let pool = await start(cleaneval);
  return {
    name: pool.name,
    info: pool.info,
    async output(gold, page) {
      if ((gold.cleanevalWrapper ?? false) !== cleaneval) {
        await pool.close();
        cleaneval = !cleaneval;
        pool = await start(cleaneval);
      }
      const { line } = await pool.run({ id: gold.id, html: gold.html, ...(gold.url === undefined ? {} : { url: gold.url }) });
      return recordOutput(JSON.parse(line) as BatchRecord, page, pageTimeoutMs);
    },
    close: () => pool.close(),
  };
}
