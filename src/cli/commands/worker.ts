// `web2text worker --redis URL --input-dir IN --output-dir DIR [--jobs N] [--format FORMAT]`: extracts shards
// (files inside IN) from the queue into DIR/<shard>.jsonl(.gz) until stopped (SIGINT/SIGTERM: the shard in hand is
// finished first; a second signal stops at once) or, with --until-empty, until no shard is left; then it names the
// queue's shards left without output, and exits 1 if there are any or if pages of its shards failed (as a batch).
// Its last lines name the doubtful pages of its shards, as extract --input does, and give its summary (a JSON
// object).
import type { Command } from 'commander';
import { DEFAULT_PAGE_TIMEOUT_MS } from '../../batch/page-timeout';
import { DEFAULT_QUEUE } from '../../queue/connection';
import { DEFAULT_STALL_SECONDS, runShardWorker, type WorkerEvent } from '../../queue/worker';
import { createBatchProgress, doubtfulLine, PROGRESS_LINE_SECONDS, type BatchProgress } from '../batch-progress';
import { addExtractionOptions, extractionOptions, type ExtractionCliOptions } from '../model-options';
import { jobsOption } from '../jobs-option';
import { addOutputOptions, outputOptions, type OutputCliOptions } from '../output-options';
import { PAGES_FAILED_EXIT_CODE } from '../exit-codes';
import { addPageOptions, pageOptions, type PageCliOptions } from '../page-options';
import type { ExtractOptions } from '../../inference/extract';
import { printable } from '../printable';
import { addQuietOption, inform } from '../quiet-option';
import { addRedisOptions, redisServer, type RedisCliOptions } from '../redis-options';
import { wholeNumber } from '../split-options';

interface WorkerCliOptions extends ExtractionCliOptions, OutputCliOptions, PageCliOptions, RedisCliOptions {
  inputDir: string;
  outputDir: string;
  queue: string;
  jobs: string;
  gzip?: boolean;
  untilEmpty?: boolean;
  stallSeconds: string;
  pageTimeout: string;
  progress: string;
  quiet?: boolean;
}

/** Prints what the worker does on stderr: shards started, progress, done (unless quiet) or failed. */
function eventPrinter(progressSeconds: number, quiet: boolean): (event: WorkerEvent) => void {
  let progress: BatchProgress | null = null;
  const say = (line: string) => process.stderr.write(`web2text: ${printable(line)}\n`);
  const tell = (line: string) => inform(quiet, `web2text: ${printable(line)}\n`);
  return (event) => {
    switch (event.type) {
      case 'ready':
        return tell(`worker ready on queue ${event.queue}: method ${event.method} on ${event.threads} worker thread${event.threads === 1 ? '' : 's'}`);
      case 'shard-start':
        progress = null;
        return tell(`shard ${event.shard} (try ${event.attempt}): ${event.file}`);
      case 'shard-progress':
        if (quiet) return;
        progress ??= createBatchProgress(`shard ${event.shard}`, { bytes: event.bytes }, progressSeconds);
        return progress.update(event.counts);
      case 'shard-done': {
        progress?.stop();
        const { pages, failed, doubtful, skipped, seconds, output } = event.result;
        if (event.found) return tell(`shard ${event.shard} done: its output is there already (${pages} pages, ${failed} failed, ${doubtful} doubtful) → ${output}`);
        return tell(`shard ${event.shard} done: ${pages} pages, ${failed} failed, ${doubtful} doubtful, ${skipped} skipped in ${seconds.toFixed(1)} s → ${output}`);
      }
      case 'shard-requeued':
        return say(`shard ${event.shard} queued again: the queue had lost it (${event.file})`);
      case 'shard-failed':
        progress?.stop();
        return say(`shard ${event.shard} failed${event.final ? ' for good' : ', to be retried'}: ${event.reason}`);
      case 'error':
        return say(`queue: ${event.message}`);
    }
  };
}

/** First signal: finish the shard in hand, then stop; second signal: stop now (the shard goes to another worker). */
function stopOnSignals(): AbortSignal {
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) process.exit(signal === 'SIGINT' ? 130 : 143);
    process.stderr.write(`web2text: ${signal}: finishing the shard in hand, then stopping (again to stop now)\n`);
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return controller.signal;
}

export function register(program: Command): void {
  const command = program
    .command('worker')
    .description('extract shards of the queue (`queue add`) into DIR/<shard>.jsonl, one at a time, until stopped')
    .requiredOption('--input-dir <dir>', 'the folder the shard files are in (a shared mount): a shard whose file is elsewhere is refused')
    .requiredOption('--output-dir <dir>', 'folder of the shard outputs (written to a temporary file, then renamed)')
    .option('--queue <name>', 'queue name', DEFAULT_QUEUE)
    .option('--jobs <n>', 'worker threads extracting pages, each loading the model once (at start)', '1')
    .option('--gzip', 'write DIR/<shard>.jsonl.gz')
    .option('--until-empty', 'stop once no shard is waiting, running or due for a retry')
    .option('--page-timeout <seconds>', 'a page still running after this is recorded as {error: "timeout"}, as extract\'s (0: no limit)', String(DEFAULT_PAGE_TIMEOUT_MS / 1000))
    .option('--stall-seconds <n>', 'a shard of a worker that stopped answering goes to another after this long', String(DEFAULT_STALL_SECONDS))
    .option('--progress <seconds>', 'seconds between progress lines when stderr is not a terminal', String(PROGRESS_LINE_SECONDS));
  addExtractionOptions(addOutputOptions(addPageOptions(addQuietOption(addRedisOptions(command), 'ready line, shard lines, progress or summary')))).action(async (opts: WorkerCliOptions) => {
    // As `extract --input`: records are JSONL whatever the format; an output format (or --with) adds its field.
    const { output } = outputOptions(opts);
    const options: ExtractOptions = { ...extractionOptions(opts), ...output, ...pageOptions(opts) };
    const quiet = opts.quiet === true;
    const summary = await runShardWorker({
      ...options,
      redis: redisServer(opts),
      inputDir: opts.inputDir,
      outputDir: opts.outputDir,
      queue: opts.queue,
      jobs: jobsOption(opts.jobs),
      pageTimeoutMs: wholeNumber(opts.pageTimeout, '--page-timeout', 0) * 1000,
      gzip: opts.gzip === true,
      untilEmpty: opts.untilEmpty === true,
      stallSeconds: wholeNumber(opts.stallSeconds, '--stall-seconds', 1),
      signal: stopOnSignals(),
      onEvent: eventPrinter(wholeNumber(opts.progress, '--progress', 1), quiet),
    });
    for (const { shard, file, state } of summary.withoutOutput ?? []) process.stderr.write(`web2text: ${printable(`shard ${shard} has no output (${state}): ${file}`)}\n`);
    // Pages named by shard and id, as <shard>/<id>.
    const leastConfident = summary.leastConfident.map(({ shard, id, confidence }) => ({ id: `${shard}/${id}`, confidence }));
    if (summary.doubtful > 0) inform(quiet, doubtfulLine({ ...summary, leastConfident }));
    inform(quiet, JSON.stringify({ ...summary, seconds: Math.round(summary.seconds * 1000) / 1000 }) + '\n');
    if (summary.failed > 0 || (summary.withoutOutput?.length ?? 0) > 0) process.exitCode = PAGES_FAILED_EXIT_CODE;
  });
}
