// A file's identity by its content: the SHA-256 of its bytes as stored (a .gz file's compressed bytes), read as a
// stream so a corpus of any size costs one pass and no memory.
import { createHash } from 'crypto';
import { createReadStream } from 'fs';

/** Hex SHA-256 of the file's bytes; undefined when it cannot be read (its reader then says why). */
export async function fileSha256(file: string): Promise<string | undefined> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  } catch {
    return undefined;
  }
  return hash.digest('hex');
}
