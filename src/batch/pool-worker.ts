// A batch worker thread (pool.ts): builds one extractor from the pool's options, reports ready (or why it
// could not start), then sends back the record line of every entry it is sent.
import { parentPort, workerData } from 'worker_threads';
import { Web2TextError } from '../errors';
import { pageOutcome } from './page-job';
import { recordJob } from './records';
import type { ExtractOptions } from '../inference/extract';
import { createExtractor, DEFAULT_METHOD } from '../inference/registry';
import type { PoolReply, PoolTask } from './pool';

async function serve(): Promise<void> {
  const port = parentPort;
  if (port === null) throw new Error('pool-worker must run as a worker thread');
  const options = workerData as ExtractOptions;
  let extractor;
  try {
    extractor = await createExtractor(options.method ?? DEFAULT_METHOD, options);
  } catch (err) {
    port.postMessage({ type: 'failed', message: (err as Error).message, domainError: err instanceof Web2TextError } satisfies PoolReply);
    return;
  }
  const job = recordJob(async (page) => pageOutcome(extractor, page, options));
  port.postMessage({ type: 'ready', name: extractor.name, info: extractor.info } satisfies PoolReply);
  port.on('message', async (task: PoolTask) => {
    port.postMessage({ type: 'done', seq: task.seq, record: await job(task.entry) } satisfies PoolReply);
  });
}

void serve();
