// Reading a page named on the command line ('-' = standard input; .gz: gzipped), with a one-line error naming the
// file when it cannot be read (files/input-bytes.ts namingFile names it when its page is refused).
import { readFileSync } from 'fs';
import { InputError } from '../errors';
import { pageFileBytes } from '../batch/page-file';
import { fileErrorReason } from '../files/error-reason';
import { inputName } from '../files/input-bytes';

/** What the user most likely meant: a page on the web, or (`forFolder`) what the command does with a folder. */
function hint(file: string, err: unknown, forFolder: string | undefined): string {
  if (/^https?:\/\//i.test(file)) return ' (web2text reads files, and - for standard input: curl -s URL | web2text extract -)';
  if ((err as NodeJS.ErrnoException).code === 'EISDIR' && forFolder !== undefined) return ` (${forFolder})`;
  return '';
}

/**
 * The bytes of `file`, gunzipped when its name ends in .gz (inflating to at most `maxPageBytes`); `forFolder` is
 * the hint for a folder given as the file, e.g. "extract --input reads a folder of pages".
 */
export function readInput(file: string, { maxPageBytes, forFolder }: { maxPageBytes?: number; forFolder?: string } = {}): Uint8Array {
  let contents: Buffer;
  try {
    contents = file === '-' ? readFileSync(0) : readFileSync(file);
  } catch (err) {
    throw new InputError(`cannot read ${inputName(file)}: ${fileErrorReason(err)}${hint(file, err, forFolder)}`);
  }
  return pageFileBytes(file, contents, maxPageBytes);
}
