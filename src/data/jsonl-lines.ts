// The non-blank lines of a text file with their 1-based line numbers, streamed (a JSONL file may be large).
import { createReadStream, promises as fs } from 'fs';
import * as readline from 'readline';
import { CorpusError } from '../errors';

export interface NumberedLine {
  lineNo: number;
  line: string;
}

/** Fails at once, naming the file, when it cannot be opened. */
export async function* nonBlankLines(file: string): AsyncGenerator<NumberedLine> {
  const stat = await fs.stat(file).catch((err: NodeJS.ErrnoException) => {
    throw new CorpusError(err.code === 'ENOENT' ? `missing file ${file}` : `cannot read ${file}: ${err.code}`);
  });
  if (!stat.isFile()) throw new CorpusError(`cannot read ${file}: not a file`);
  const lines = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let lineNo = 0;
  for await (const line of lines) {
    lineNo++;
    if (line.trim() !== '') yield { lineNo, line };
  }
}
