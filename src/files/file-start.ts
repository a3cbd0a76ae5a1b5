// The first bytes of a file, to tell what it holds without reading it all: read through a file handle, and
// inflated when the file is gzipped (by its name or its magic bytes), as far as those bytes inflate.
import { promises as fs } from 'fs';
import { constants, createGunzip } from 'zlib';
import { isGzipped, startsGzipped } from './input-bytes';

/** The first `length` bytes of gzip data's content, or fewer: what inflates before data that is cut short or corrupt. */
async function inflatedStart(compressed: Uint8Array, length: number): Promise<Buffer> {
  // A sync flush at the end inflates a prefix without the error of data cut short; reading the stream a chunk at
  // a time stops a prefix that inflates to gigabytes once `length` bytes are out.
  const gunzip = createGunzip({ finishFlush: constants.Z_SYNC_FLUSH });
  gunzip.end(compressed);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= length) break;
    }
  } catch {
    // Corrupt gzip data: what inflated before it is the start.
  }
  return Buffer.concat(chunks).subarray(0, length);
}

/** Up to `length` bytes of the start of `file`'s content; throws when the file cannot be opened or read. */
export async function readFileStart(file: string, length: number): Promise<Uint8Array> {
  const handle = await fs.open(file, 'r');
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, 0).finally(() => handle.close());
  const start = buffer.subarray(0, bytesRead);
  return isGzipped(file) || startsGzipped(start) ? inflatedStart(start, length) : start;
}
