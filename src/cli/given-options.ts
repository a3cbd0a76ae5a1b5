// Which of some options the user wrote on the command line (not their defaults): the commands refuse options that
// mean nothing for what was asked, instead of ignoring them.
import type { Command } from 'commander';

/** The flags of `flags` (option key → flag as written, e.g. pageTimeout → --page-timeout) given on the command line. */
export function givenOnCommandLine(command: Command, flags: Readonly<Record<string, string>>): string[] {
  return Object.keys(flags).filter((key) => command.getOptionValueSource(key) === 'cli').map((key) => flags[key]);
}
