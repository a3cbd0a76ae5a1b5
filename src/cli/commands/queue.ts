// `web2text queue add --redis URL FILES…` puts one job per shard file on the BullMQ queue (idempotent);
// `web2text queue status --redis URL` shows the shards by state, pages and pages/s, and why shards failed.
import type { Command } from 'commander';
import { addShards, DEFAULT_ATTEMPTS } from '../../queue/add';
import { DEFAULT_QUEUE } from '../../queue/connection';
import { queueStatus } from '../../queue/status';
import { wholeNumber } from '../split-options';

interface QueueCliOptions {
  redis: string;
  queue: string;
}

export function register(program: Command): void {
  const queue = program.command('queue').description('the shard queue on Redis (BullMQ) that `web2text worker` processes on any number of machines');
  queue
    .command('add')
    .description('queue WARC or JSONL files (.gz too) as shards; a shard already queued, done or failed is not added again')
    .argument('<files...>', 'shard files, on a path every worker can read')
    .requiredOption('--redis <url>', 'Redis server, e.g. redis://host:6379')
    .option('--queue <name>', 'queue name', DEFAULT_QUEUE)
    .option('--attempts <n>', 'tries of a shard before it is failed for good', String(DEFAULT_ATTEMPTS))
    .action(async (files: string[], opts: QueueCliOptions & { attempts: string }) => {
      const added = await addShards({ redis: opts.redis, files, queue: opts.queue, attempts: wholeNumber(opts.attempts, '--attempts', 1) });
      for (const shard of added) process.stdout.write(JSON.stringify(shard) + '\n');
      const fresh = added.filter((s) => s.state === 'added').length;
      process.stderr.write(`web2text: ${fresh} shards added, ${added.length - fresh} already on queue ${opts.queue}\n`);
    });
  queue
    .command('status')
    .description('shards waiting, active, done and failed (with reasons), pages and pages/s, as JSON')
    .requiredOption('--redis <url>', 'Redis server, e.g. redis://host:6379')
    .option('--queue <name>', 'queue name', DEFAULT_QUEUE)
    .action(async (opts: QueueCliOptions) => {
      process.stdout.write(JSON.stringify(await queueStatus({ redis: opts.redis, queue: opts.queue })) + '\n');
    });
}
