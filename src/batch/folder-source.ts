// A folder of .html/.htm files as a batch source, in file-name order; a file's name is its page id.
import { promises as fs } from 'fs';
import * as path from 'path';
import type { BatchSource, SourceEntry } from './source';

const HTML_FILE = /\.html?$/i;

export async function folderSource(dir: string): Promise<BatchSource> {
  const names = (await fs.readdir(dir)).filter((n) => HTML_FILE.test(n)).sort();
  async function* entries(): AsyncGenerator<SourceEntry> {
    let bytesRead = 0;
    for (const name of names) {
      try {
        const html = await fs.readFile(path.join(dir, name));
        bytesRead += html.length;
        yield { id: name, html: new Uint8Array(html.buffer, html.byteOffset, html.length), bytesRead };
      } catch (err) {
        yield { id: name, error: `cannot read file: ${(err as Error).message}`, bytesRead };
      }
    }
  }
  return { total: names.length, bytes: 0, entries: entries() };
}
