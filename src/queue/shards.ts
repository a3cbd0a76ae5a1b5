// Shards: one input file (a WARC or JSONL file, gzipped or not) is one job of the queue and one output file.
import * as path from 'path';

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
