// A batch never writes over what it reads: `--output X` with `--input X` truncated the input to 0 bytes before
// reading it (issue 16). An output that is the input file, or lies inside the input folder, is refused before
// anything is opened.
import { realpathSync } from 'fs';
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

/** Throws an InputError when writing `output` would overwrite `input` or a file inside the `input` folder. */
export function refuseOutputOverInput(input: string, output: string): void {
  const from = resolvedPath(input);
  const to = resolvedPath(output);
  if (to === from) throw new InputError(`--output ${output} is the batch input itself: it would be overwritten before it is read`);
  if (to.startsWith(from + path.sep)) throw new InputError(`--output ${output} is inside the batch input folder ${input}`);
}
