// `-q, --quiet` of the commands that print lines that only inform (extract, worker, eval, compare, report, train,
// dataset): stderr then holds only warnings and errors, stdout and the files asked for their output.
import type { Command } from 'commander';

/** `silenced`: what the command prints that --quiet leaves out, e.g. "method line, progress or batch summary". */
export function addQuietOption(command: Command, silenced: string): Command {
  return command.option('-q, --quiet', `print only the output, warnings and errors: no ${silenced}`);
}

/** A line that only informs: on stderr, unless --quiet. Warnings and errors always are. */
export function inform(quiet: boolean, line: string): void {
  if (!quiet) process.stderr.write(line);
}
