#!/usr/bin/env node
// The web2text command line: argument parsing and exit codes only; every algorithm lives in its own folder.
import './compile-cache';
import './zod-jitless';
import { Command, type CommanderError } from 'commander';
import { OutputError, Web2TextError } from '../errors';
import { fileErrorReason } from '../files/error-reason';
import { commandsFor } from './commands';
import { DONE_EXIT_CODE, INTERNAL_ERROR_EXIT_CODE, USER_ERROR_EXIT_CODE } from './exit-codes';
import { printable } from './printable';

function packageVersion(): string {
  return (require('../../package.json') as { version: string }).version;
}

async function main(argv: string[]): Promise<void> {
  const program = new Command('web2text')
    .description('Separate main content from boilerplate in HTML pages (Web2Text and heuristic extractors).')
    .version(packageVersion())
    // Inherited by every command: an argument that no parameter takes is a usage error, never left unread.
    .allowExcessArguments(false)
    .configureOutput({ outputError: (message, write) => write(usageErrorLine(message)) })
    .exitOverride(exitOnUsageError);
  for (const register of commandsFor(argv.slice(2))) register(program);
  await program.parseAsync(argv);
}

/** extract given many pages, as a shell pattern gives them (`extract *.html`, `--input *.html`). */
const EXTRACT_OF_MANY = /^too many arguments for 'extract'\./;
const EXTRACT_OF_MANY_HINT = '(extract reads one page; many are a batch: --input FOLDER, or JSONL or WARC)';

/** Commander's message ("error: unknown option '--fromat'\n(Did you mean --format?)") as one line of ours. */
function usageErrorLine(message: string): string {
  const [first, ...rest] = message.trim().replace(/^error: /, '').split('\n');
  const suggestion = EXTRACT_OF_MANY.test(first) ? EXTRACT_OF_MANY_HINT : rest.join(' ').replace(/^\(Did you mean/, '(did you mean');
  return `web2text: ${[first, suggestion].filter(Boolean).join(' ')}\n`;
}

/** Commander ends on help and --version (0) and on usage errors, which are input errors like any other (2). */
function exitOnUsageError(err: CommanderError): never {
  process.exit(err.exitCode === 0 ? DONE_EXIT_CODE : USER_ERROR_EXIT_CODE);
}

function fail(err: unknown): never {
  if (err instanceof Web2TextError) {
    process.stderr.write(`web2text: ${printable(err.message)}\n`);
    process.exit(USER_ERROR_EXIT_CODE);
  }
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`web2text: internal error: ${printable(message)}\n`);
  if (process.env.WEB2TEXT_DEBUG) console.error(err);
  process.exit(INTERNAL_ERROR_EXIT_CODE);
}

/**
 * A reader that stopped reading (`| head`): the output is no longer wanted, so the command ends quietly. Any other
 * error (a full disk under `> out.jsonl`) is the user's to fix, as an --output file's is.
 */
function onStandardOutputError(err: NodeJS.ErrnoException): void {
  if (err.code === 'EPIPE') process.exit(DONE_EXIT_CODE);
  fail(new OutputError(`cannot write standard output: ${fileErrorReason(err)}`));
}

// Registered before any other listener of stdout (the batch writer's), so a closed pipe ends here first.
process.stdout.on('error', onStandardOutputError);

// An error that escapes anyway still ends as one line.
process.on('uncaughtException', fail);

main(process.argv).catch(fail);
