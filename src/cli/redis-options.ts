// The Redis server options of `queue add`, `queue status` and `worker`: the URL, and its password apart from it
// (a file, or the WEB2TEXT_REDIS_PASSWORD environment variable), so that it need not show in `ps`.
import { readFileSync } from 'fs';
import type { Command } from 'commander';
import { InputError } from '../errors';
import type { RedisServer } from '../queue/connection';
import { fileErrorReason } from '../files/error-reason';

/** The environment variable that may hold the Redis password. */
export const REDIS_PASSWORD_VARIABLE = 'WEB2TEXT_REDIS_PASSWORD';

export interface RedisCliOptions {
  redis: string;
  redisPasswordFile?: string;
}

export function addRedisOptions(command: Command): Command {
  return command
    .requiredOption('--redis <url>', 'Redis server, e.g. redis://host:6379 (a password in it shows in ps: prefer the two ways below)')
    .option('--redis-password-file <file>', `read the Redis password from this file (else from $${REDIS_PASSWORD_VARIABLE}, if set)`);
}

/** The server of the options, with the password of the file, else of the environment, else of the URL. */
export function redisServer(opts: RedisCliOptions): RedisServer {
  if (opts.redisPasswordFile !== undefined) {
    let password: string;
    try {
      password = readFileSync(opts.redisPasswordFile, 'utf8').replace(/\r?\n$/, '');
    } catch (err) {
      throw new InputError(`cannot read --redis-password-file ${opts.redisPasswordFile}: ${fileErrorReason(err)}`);
    }
    return { url: opts.redis, password };
  }
  const fromEnvironment = process.env[REDIS_PASSWORD_VARIABLE];
  return fromEnvironment ? { url: opts.redis, password: fromEnvironment } : { url: opts.redis };
}
