// The options of addShards(), queueStatus() and runShardWorker(), checked at the door as the other library calls'
// are (options.ts): a file list given as one string (queued a character at a time), a missing `redis`, `jobs: 0`
// or a queue name BullMQ refuses is an OptionError naming the option, not a TypeError or BullMQ's own error.
import * as z from '../zod';
import { callback, wholeNumber } from '../option-checks';
import { EXTRACT_OPTIONS } from '../options';

const redis = z.union([z.string().min(1), z.strictObject({ url: z.string().min(1), password: z.string().optional() })], {
  error: 'expected a Redis URL, or { url, password }',
});

/** BullMQ builds its Redis keys as `bull:<queue>:…`, so a name may not hold a colon. */
const queue = z
  .string()
  .min(1)
  .refine((name) => !name.includes(':'), 'a queue name may not contain ":"');

export const ADD_SHARDS_OPTIONS = z.strictObject({
  redis,
  files: z.array(z.string().min(1)),
  queue: queue.optional(),
  attempts: wholeNumber(1).optional(),
});

export const QUEUE_STATUS_OPTIONS = z.strictObject({
  redis,
  queue: queue.optional(),
  outputDir: z.string().min(1).optional(),
});

export const SHARD_WORKER_OPTIONS = EXTRACT_OPTIONS.extend({
  redis,
  inputDir: z.string().min(1),
  outputDir: z.string().min(1),
  queue: queue.optional(),
  jobs: wholeNumber(1).optional(),
  pageTimeoutMs: wholeNumber(0).optional(),
  gzip: z.boolean().optional(),
  untilEmpty: z.boolean().optional(),
  stallSeconds: wholeNumber(1).optional(),
  signal: z.instanceof(AbortSignal).optional(),
  onEvent: callback.optional(),
});
