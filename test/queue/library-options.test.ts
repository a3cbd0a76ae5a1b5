// addShards(), queueStatus() and runShardWorker() check their options at the door, as runBatch() does: a file list
// given as one string queued a shard per character ("cannot queue i: no such file"), `jobs: 0` or a missing `redis`
// was a TypeError, and a queue name with a colon BullMQ's own Error (`queue add --queue a:b`: exit 3, "internal error").
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { OptionError } from '../../src/errors';
import { addShards } from '../../src/queue/add';
import { queueStatus } from '../../src/queue/status';
import { runShardWorker } from '../../src/queue/worker';
import { runCli } from '../support/run-cli';
import { redisServerForTheseTests } from '../support/redis-server';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-queue-options-'));
const shard = path.join(dir, 'crawl-1.jsonl');
writeFileSync(shard, JSON.stringify({ id: 'p1', html: '<p>One page of the shard, with a sentence or two in it.</p>' }) + '\n');
const redis = redisServerForTheseTests();

describe('the options of the queue calls', () => {
  it('addShards() names the option it refuses and takes good ones', async () => {
    const url = redis.url;
    await expect(addShards({ redis: url, files: shard as never })).rejects.toThrow(/^option files: .*expected array/);
    await expect(addShards({ files: [shard] } as never)).rejects.toThrow(new OptionError('redis', 'expected a Redis URL, or { url, password } (given: undefined)'));
    await expect(addShards({ redis: url, files: [shard], attempts: 0 })).rejects.toThrow(/^option attempts: /);
    await expect(addShards({ redis: url, files: [shard], queue: 'a:b' })).rejects.toThrow(new OptionError('queue', 'a queue name may not contain ":" (given: "a:b")'));
    await expect(addShards({ redis: url, files: [shard], atempts: 2 } as never)).rejects.toThrow(/^option atempts: unknown option/);
    expect(await addShards({ redis: url, files: [shard], queue: 'options', attempts: 2 })).toEqual([{ shard: 'crawl-1', file: shard, state: 'added' }]);
  });

  it('queueStatus() and runShardWorker() name the option they refuse', async () => {
    await expect(queueStatus({ redis: 6379 as never })).rejects.toThrow(/^option redis: expected a Redis URL/);
    await expect(queueStatus({ redis: redis.url, queue: 'a:b' })).rejects.toThrow(/^option queue: /);
    const worker = { redis: redis.url, inputDir: dir, outputDir: path.join(dir, 'out'), queue: 'options', untilEmpty: true };
    await expect(runShardWorker({ ...worker, jobs: 0 })).rejects.toThrow(/^option jobs: /);
    await expect(runShardWorker({ ...worker, stallSeconds: 0 })).rejects.toThrow(/^option stallSeconds: /);
    await expect(runShardWorker({ ...worker, untilEmty: true } as never)).rejects.toThrow(/^option untilEmty: unknown option \(options are .*inputDir, outputDir/);
    expect((await queueStatus({ redis: redis.url, queue: 'options' })).waiting).toBe(1);
  });

  it('queue add --queue with a colon is one line and exit 2', () => {
    const r = runCli(['queue', 'add', '--redis', redis.url, '--queue', 'a:b', shard]);
    expect(r.stderr).toBe('web2text: option queue: a queue name may not contain ":" (given: "a:b")\n');
    expect(r.status).toBe(2);
  });
});
