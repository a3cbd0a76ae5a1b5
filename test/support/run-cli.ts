// Runs the web2text CLI in a child process as a user runs it, from the built package (dist/, which the tests'
// global set-up rebuilds when a source is newer), capturing output and exit code.
import { spawn, spawnSync, type ChildProcess } from 'child_process';
import * as path from 'path';

const MAIN = path.join(__dirname, '..', '..', 'dist', 'cli', 'main.js');

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The command line that runs the CLI with `args`: the executable first. */
export function cliCommand(args: string[]): string[] {
  return [process.execPath, MAIN, ...args];
}

/** `env`: variables set for this run, besides the test process's own. */
export function runCli(args: string[], input?: string | Buffer, env: Record<string, string> = {}): CliRun {
  const [command, ...rest] = cliCommand(args);
  const r = spawnSync(command, rest, {
    input,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, WEB2TEXT_DEBUG: '', ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The batch summary: the last line of stderr, one JSON object. */
export function summaryOf(stderr: string): Record<string, number> {
  return JSON.parse(stderr.trim().split('\n').pop() ?? '');
}

/** A CLI process running in the background. */
export interface CliProcess {
  child: ChildProcess;
  /** What it has written to stderr so far. */
  stderr(): string;
  /** Its exit code (null when killed by a signal). */
  exit: Promise<number | null>;
}

export function startCli(args: string[]): CliProcess {
  const [command, ...rest] = cliCommand(args);
  const child = spawn(command, rest, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, WEB2TEXT_DEBUG: '' } });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stderr: () => stderr, exit };
}
