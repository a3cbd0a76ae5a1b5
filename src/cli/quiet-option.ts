// `-q, --quiet` of every command: of those that print lines that only inform (extract, worker, eval, compare, report,
// train, dataset, queue add) stderr then holds only warnings and errors, stdout and the files asked for their output;
// the others print no such line, and take the option as scripts pass it to all of them.
import type { Command } from 'commander';

/** `silenced`: what the command prints that --quiet leaves out, e.g. "method line, progress or batch summary". */
export function addQuietOption(command: Command, silenced: string): Command {
  return command.option('-q, --quiet', `print only the output, warnings and errors: no ${silenced}`);
}

/** `-q, --quiet` of a command that prints only its output, warnings and errors anyway. */
export function acceptQuietOption(command: Command): Command {
  return command.option('-q, --quiet', 'taken as by the other commands: this one prints only its output, warnings and errors');
}

/** A line that only informs: on stderr, unless --quiet. Warnings and errors always are. */
export function inform(quiet: boolean, line: string): void {
  if (!quiet) process.stderr.write(line);
}
