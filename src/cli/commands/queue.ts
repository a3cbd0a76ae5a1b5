// `web2text queue add --redis URL FILES…` puts one job per shard file on the BullMQ queue (idempotent);
// `web2text queue status --redis URL` shows the shards by state, pages and pages/s, why shards failed, and which
// shards have no output.
import type { Command } from 'commander';
import { addShards, DEFAULT_ATTEMPTS } from '../../queue/add';
import { DEFAULT_QUEUE } from '../../queue/connection';
import { queueStatus } from '../../queue/status';
import { addRedisOptions, redisServer, type RedisCliOptions } from '../redis-options';
import { wholeNumber } from '../split-options';
import { acceptQuietOption, addQuietOption, inform } from '../quiet-option';

interface QueueCliOptions extends RedisCliOptions {
  queue: string;
}

export function register(program: Command): void {
  const queue = program.command('queue').description('the shard queue on Redis (BullMQ) that `web2text worker` processes on any number of machines');
  addQuietOption(
    addRedisOptions(
      queue
        .command('add')
        .description('queue WARC or JSONL files (.gz too) as shards; a shard already queued, done or failed is not added again')
        .argument('<files...>', 'shard files, on a path every worker can read'),
    ),
    'line of shards added',
  )
    .option('--queue <name>', 'queue name', DEFAULT_QUEUE)
    .option('--attempts <n>', 'tries of a shard before it is failed for good', String(DEFAULT_ATTEMPTS))
    .action(async (files: string[], opts: QueueCliOptions & { attempts: string; quiet?: boolean }) => {
      const added = await addShards({ redis: redisServer(opts), files, queue: opts.queue, attempts: wholeNumber(opts.attempts, '--attempts', 1) });
      for (const shard of added) process.stdout.write(JSON.stringify(shard) + '\n');
      const fresh = added.filter((s) => s.state === 'added').length;
      inform(opts.quiet === true, `web2text: ${fresh} shards added, ${added.length - fresh} already on queue ${opts.queue}\n`);
    });
  acceptQuietOption(addRedisOptions(queue.command('status').description('shards waiting, active, done and failed (with reasons), pages and pages/s, and the shards without output, as JSON')))
    .option('--queue <name>', 'queue name', DEFAULT_QUEUE)
    .option('--output-dir <dir>', "the workers' output folder, if it can be seen from here: a done shard whose output is not there is listed too")
    .action(async (opts: QueueCliOptions & { outputDir?: string }) => {
      process.stdout.write(JSON.stringify(await queueStatus({ redis: redisServer(opts), queue: opts.queue, outputDir: opts.outputDir })) + '\n');
    });
}
