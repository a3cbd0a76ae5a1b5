// `-q, --quiet` of the commands that extract (extract, worker): stderr holds only warnings and errors, not the
// lines that only inform (method, workers, progress, summary).
import type { Command } from 'commander';

export function addQuietOption(command: Command): Command {
  return command.option('-q, --quiet', 'print only the output, warnings and errors: no method line, progress or batch summary');
}

/** A line that only informs: on stderr, unless --quiet. Warnings and errors always are. */
export function inform(quiet: boolean, line: string): void {
  if (!quiet) process.stderr.write(line);
}
