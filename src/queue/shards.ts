// Shards: one input file (a WARC or JSONL file, gzipped or not) is one job of the queue and one output file.
// A job's data comes from Redis, which anyone who can reach the server can write: a worker takes only a shard
// whose name is one file name and whose file lies inside its input folder (checkedJob).
import { promises as fs } from 'fs';
import * as path from 'path';
import * as z from '../zod';
import { InputError } from '../errors';
import { fileErrorReason } from '../files/error-reason';
import type { DoubtfulPage } from '../batch/doubtful-pages';

/** What a shard's job carries: the input file, as an absolute path every worker can read (a shared mount). */
export interface ShardJobData {
  shard: string;
  file: string;
}

/** What a worker reports for a shard it has written. */
export interface ShardResult {
  output: string;
  pages: number;
  failed: number;
  /** Pages whose output is doubtful (batch/doubtful-pages.ts), and the least confident of them. */
  doubtful: number;
  leastConfident: DoubtfulPage[];
  skipped: number;
  seconds: number;
}

const INPUT_EXTENSIONS = /(\.warc|\.jsonl)?(\.gz)?$/i;

/** A shard's name: its file name without .warc/.jsonl and .gz (CC-MAIN-…-00001.warc.gz → CC-MAIN-…-00001). */
export function shardName(file: string): string {
  return path.basename(file).replace(INPUT_EXTENSIONS, '');
}

/** The job id of a shard (BullMQ ids may not be integers nor contain ':'). */
export function shardJobId(shard: string): string {
  return `shard-${shard.replace(/:/g, '_')}`;
}

/** The file a shard's records are written to. */
export function shardOutputFile(outputDir: string, shard: string, gzip: boolean): string {
  return path.join(outputDir, `${shard}.jsonl${gzip ? '.gz' : ''}`);
}

/** Control characters, which no shard name holds (they would reach a terminal in the worker's lines). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const JOB_DATA = z.strictObject({
  shard: z
    .string()
    .min(1)
    .refine((shard) => !shard.includes('/') && !shard.includes('\\') && shard !== '.' && shard !== '..' && !CONTROL.test(shard), 'is not one file name'),
  file: z.string().refine((file) => path.isAbsolute(file), 'is not an absolute path'),
});

/**
 * The job's data when a worker may take it: a shard that is one file name (its output stays in the output folder)
 * and the name of its file, and a file inside `inputDir` once links are resolved. Else the reason why not. A file
 * this worker cannot see is not refused but thrown, to be tried again (by another worker, or once a mount is back).
 */
export async function checkedJob(data: unknown, inputDir: string): Promise<ShardJobData | { refused: string }> {
  const parsed = JOB_DATA.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { refused: `job data refused: ${issue.path.join('.') || 'data'} ${issue.message}` };
  }
  const { shard, file } = parsed.data;
  if (shardName(file) !== shard) return { refused: `job data refused: shard ${JSON.stringify(shard)} is not the shard of ${file}` };
  const [root, real] = await Promise.all([
    fs.realpath(inputDir),
    fs.realpath(file).catch((err: unknown) => {
      throw new InputError(`cannot read ${file}: ${fileErrorReason(err)}`);
    }),
  ]);
  if (!real.startsWith(root + path.sep)) return { refused: `job data refused: ${file} is not inside the input folder ${inputDir}` };
  return { shard, file };
}
