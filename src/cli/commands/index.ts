// Every sub-command by name, in the order help lists them; add new commands here. A command's module loads only
// when that command runs (or when help lists them all), so `extract page.html` loads nothing of training, eval,
// reports or the queue.
import type { Command } from 'commander';

export type RegisterCommand = (program: Command) => void;

export const COMMANDS: Readonly<Record<string, () => RegisterCommand>> = {
  blocks: () => require('./blocks').register,
  extract: () => require('./extract').register,
  eval: () => require('./eval').register,
  compare: () => require('./compare').register,
  report: () => require('./report').register,
  train: () => require('./train').register,
  dataset: () => require('./dataset').register,
  labels: () => require('./labels').register,
  align: () => require('./align').register,
  queue: () => require('./queue').register,
  worker: () => require('./worker').register,
  template: () => require('./template').register,
};

/** Arguments that ask for the version only: no command is needed to answer them. */
const VERSION_FLAGS: ReadonlySet<string> = new Set(['--version', '-V']);

/** The commands to register for these arguments: the one named first, none for the version, else all (help, a typo's suggestion). */
export function commandsFor(args: readonly string[]): RegisterCommand[] {
  const name = args[0];
  if (name !== undefined && VERSION_FLAGS.has(name)) return [];
  const names = name !== undefined && Object.hasOwn(COMMANDS, name) ? [name] : Object.keys(COMMANDS);
  return names.map((n) => COMMANDS[n]());
}
