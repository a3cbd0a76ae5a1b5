// Reading a page named on the command line ('-' = standard input), with a one-line error naming the file.
import { readFileSync } from 'fs';
import { InputError } from '../errors';

const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'is a folder, not a file',
  EACCES: 'permission denied',
};

export function readInput(file: string): Uint8Array {
  try {
    return file === '-' ? readFileSync(0) : readFileSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    throw new InputError(`cannot read ${file}: ${REASONS[code] ?? (err as Error).message}`);
  }
}
