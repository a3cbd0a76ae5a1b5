// A folder of .html/.htm files as a batch source, in file-name order; a file's path in the folder is its page
// id. Subfolders are read only when asked (`recursive`); otherwise they are counted, so the caller can say so.
import { promises as fs } from 'fs';
import * as path from 'path';
import type { BatchSource, SourceEntry } from './source';

const HTML_FILE = /\.html?$/i;

/** The .html/.htm files of a folder (and its subfolders when `recursive`) by path relative to it, '/'-separated. */
async function htmlFiles(dir: string, recursive: boolean): Promise<{ names: string[]; skippedFolders: number }> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive });
  const names: string[] = [];
  let skippedFolders = 0;
  for (const entry of entries) {
    if (entry.isDirectory() && !recursive) skippedFolders++;
    if (!entry.isFile() || !HTML_FILE.test(entry.name)) continue;
    const relative = path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name));
    names.push(relative.split(path.sep).join('/'));
  }
  return { names: names.sort(), skippedFolders };
}

export async function folderSource(dir: string, { recursive = false } = {}): Promise<BatchSource> {
  const { names, skippedFolders } = await htmlFiles(dir, recursive);
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
  return { total: names.length, bytes: 0, entries: entries(), skippedFolders };
}
