// Writing result files: their folders are created, and a file that cannot be written is a one-line OutputError.
import { createWriteStream, mkdirSync, writeFileSync, type WriteStream } from 'fs';
import { once } from 'events';
import * as path from 'path';
import { OutputError } from './errors';
import { fileErrorReason } from './file-error-reason';

export function writeOutputFile(file: string, text: string): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
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
    mkdirSync(path.dirname(file), { recursive: true });
    const stream = createWriteStream(file, { flags: append ? 'a' : 'w' });
    await once(stream, 'open');
    return stream;
  } catch (err) {
    throw new OutputError(`cannot write ${file}: ${fileErrorReason(err)}`);
  }
}
