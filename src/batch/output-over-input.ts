// A batch never writes over what it reads: `--output X` with `--input X` truncated the input to 0 bytes before
// reading it (issue 16), and so did an output that is the input under another name, a hard link (issue 31). An
// output that is the input file, or a file inside the input folder, is refused before anything is opened.
import { readdirSync, realpathSync, statSync, type Stats } from 'fs';
import * as path from 'path';
import { InputError } from '../errors';

/** The path with symbolic links resolved as far as it exists (the output file may not exist yet). */
export function resolvedPath(file: string): string {
  const absolute = path.resolve(file);
  try {
    return realpathSync(absolute);
  } catch {
    const parent = path.dirname(absolute);
    return parent === absolute ? absolute : path.join(resolvedPath(parent), path.basename(absolute));
  }
}

function statOrNull(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

const sameInode = (a: Stats, b: Stats): boolean => a.dev === b.dev && a.ino === b.ino;

/** Whether two paths name one file: the same path once resolved, or the same device and inode (a hard link). */
export function isSameFile(a: string, b: string): boolean {
  if (resolvedPath(a) === resolvedPath(b)) return true;
  const [statA, statB] = [statOrNull(a), statOrNull(b)];
  return statA !== null && statB !== null && sameInode(statA, statB);
}

/** The file inside `folder` that `output` is another name of (a hard link), if any; only looked for when it has several names. */
function linkedFileInside(folder: string, output: Stats): string | undefined {
  if (output.nlink < 2) return undefined;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = statOrNull(file);
    if (stat !== null && sameInode(stat, output)) return file;
  }
  return undefined;
}

/** Throws an InputError when writing `output` would overwrite `input` or a file inside the `input` folder. */
export function refuseOutputOverInput(input: string, output: string): void {
  if (isSameFile(input, output)) throw new InputError(`--output ${output} is the batch input itself: it would be overwritten before it is read`);
  const from = resolvedPath(input);
  if (resolvedPath(output).startsWith(from + path.sep)) throw new InputError(`--output ${output} is inside the batch input folder ${input}`);
  const [inputStat, outputStat] = [statOrNull(input), statOrNull(output)];
  const linked = inputStat?.isDirectory() && outputStat?.isFile() ? linkedFileInside(input, outputStat) : undefined;
  if (linked !== undefined) throw new InputError(`--output ${output} is the page file ${linked} of the batch input (a hard link): it would be overwritten`);
}
