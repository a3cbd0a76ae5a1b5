// The file of a corpus read from a file (a user's JSONL), or the folder of one read from a folder: there and a file
// (a folder), checked before any model loads (the CLI) and again by the reader.
import { statSync } from 'fs';
import { CorpusError } from '../errors';
import { fileErrorReason } from '../files/error-reason';

/** A CorpusError naming the file when it is missing or not a file. */
export function checkCorpusFile(file: string): void {
  checkCorpusPath(file, 'file');
}

/** A CorpusError naming the folder when it is missing or not a folder. */
export function checkCorpusFolder(dir: string): void {
  checkCorpusPath(dir, 'folder');
}

function checkCorpusPath(where: string, kind: 'file' | 'folder'): void {
  let isKind: boolean;
  try {
    const stat = statSync(where);
    isKind = kind === 'file' ? stat.isFile() : stat.isDirectory();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new CorpusError(code === 'ENOENT' ? `missing ${kind} ${where}` : `cannot read ${where}: ${fileErrorReason(err)}`);
  }
  if (!isKind) throw new CorpusError(`cannot read ${where}: not a ${kind}`);
}
