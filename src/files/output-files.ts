// Writing result files: their folders are created, and a file that cannot be written is a one-line OutputError.
import { createWriteStream, existsSync, mkdirSync, promises as fs, statSync, writeFileSync, type WriteStream } from 'fs';
import { once } from 'events';
import { hostname } from 'os';
import * as path from 'path';
import { OutputError } from '../errors';
import { fileErrorReason } from './error-reason';

/**
 * Creates the folder `dir` and those above it that are missing, one at a time, and adds each folder it made to
 * `made` (outermost first). Node's `mkdir` with `recursive` never returns where the system answers "no such file"
 * under a folder that exists (/proc, /sys): a batch with --output /proc/x/out.jsonl spun for ever.
 */
export function makeFolders(dir: string, made: string[] = []): string[] {
  const missing: string[] = [];
  for (let folder = path.resolve(dir); !existsSync(folder); folder = path.dirname(folder)) {
    missing.unshift(folder);
    if (path.dirname(folder) === folder) break;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
      made.push(folder);
    } catch (err) {
      // Another process (a worker on another machine) made it meanwhile.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || !statSync(folder).isDirectory()) throw err;
    }
  }
  return made;
}

export function writeOutputFile(file: string, text: string | Uint8Array): void {
  try {
    makeFolders(path.dirname(file));
    writeFileSync(file, text);
  } catch (err) {
    throw new OutputError(`cannot write ${file}: ${fileErrorReason(err)}`);
  }
}

/**
 * Opens a file for streaming output once it is really open, so a bad path fails here with a clear message
 * (an 'error' event later would be uncaught, and the wasm backend turns uncaught errors into a crash dump).
 */
export async function openOutputStream(file: string, { append = false } = {}): Promise<WriteStream> {
  try {
    makeFolders(path.dirname(file));
    const stream = createWriteStream(file, { flags: append ? 'a' : 'w' });
    await once(stream, 'open');
    return stream;
  } catch (err) {
    throw new OutputError(`cannot write ${file}: ${fileErrorReason(err)}`);
  }
}

/**
 * Whether a file can be written into the folder `dir`, tried by writing one there, so that work whose results go
 * there (a crawl's shards, a model trained for hours) fails before it starts when the folder cannot be used. The
 * folders it had to make are removed again, so a run refused later writes nothing, unless `keepFolders` (the caller
 * writes there next).
 */
export async function checkWritableFolder(dir: string, { keepFolders = false } = {}): Promise<void> {
  const probe = path.join(dir, `.web2text-probe-${hostname()}-${process.pid}`);
  const made: string[] = [];
  try {
    makeFolders(dir, made);
    await fs.writeFile(probe, '');
    await fs.rm(probe);
  } catch (err) {
    throw new OutputError(`cannot write ${dir}: ${fileErrorReason(err)}`);
  } finally {
    if (!keepFolders) for (const folder of made.reverse()) await fs.rmdir(folder).catch(() => undefined);
  }
}
