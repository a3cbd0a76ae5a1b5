// The file of a corpus read from a file (a user's JSONL): there and a file, checked before any model loads (the CLI)
// and again by the reader.
import { statSync } from 'fs';
import { CorpusError } from '../errors';

/** A CorpusError naming the file when it is missing or not a file. */
export function checkCorpusFile(file: string): void {
  let isFile: boolean;
  try {
    isFile = statSync(file).isFile();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new CorpusError(code === 'ENOENT' ? `missing file ${file}` : `cannot read ${file}: ${code}`);
  }
  if (!isFile) throw new CorpusError(`cannot read ${file}: not a file`);
}
