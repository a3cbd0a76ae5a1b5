// A folder of .html/.htm files (or .html.gz/.htm.gz) as a batch source, in file-name order; a file's path in the
// folder is its page id. Subfolders are read only when asked (`recursive`); otherwise they are counted, so the
// caller can say so.
import { promises as fs } from 'fs';
import * as path from 'path';
import { InputError } from '../errors';
import { PAGE_FILE_NAME, pageFileBytes } from './page-file';
import type { BatchSource, SourceEntry } from './source';

/** The page files of a folder (and its subfolders when `recursive`) by path relative to it, '/'-separated. */
async function pageFiles(dir: string, recursive: boolean): Promise<{ names: string[]; skippedFolders: number }> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive });
  const names: string[] = [];
  let skippedFolders = 0;
  for (const entry of entries) {
    if (entry.isDirectory() && !recursive) skippedFolders++;
    if (!entry.isFile() || !PAGE_FILE_NAME.test(entry.name)) continue;
    const relative = path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name));
    names.push(relative.split(path.sep).join('/'));
  }
  return { names: names.sort(), skippedFolders };
}

/** The page of a file, or why it cannot be read (the file, its gzip data, its size once gunzipped). */
async function readPage(dir: string, name: string, maxPageBytes?: number): Promise<{ html: Uint8Array; bytes: number } | { error: string; bytes: number }> {
  let contents: Buffer;
  try {
    contents = await fs.readFile(path.join(dir, name));
  } catch (err) {
    return { error: `cannot read file: ${(err as Error).message}`, bytes: 0 };
  }
  try {
    return { html: pageFileBytes(name, new Uint8Array(contents.buffer, contents.byteOffset, contents.length), maxPageBytes), bytes: contents.length };
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
    return { error: err.message, bytes: contents.length };
  }
}

export async function folderSource(dir: string, { recursive = false, maxPageBytes }: { recursive?: boolean; maxPageBytes?: number } = {}): Promise<BatchSource> {
  const { names, skippedFolders } = await pageFiles(dir, recursive);
  async function* entries(): AsyncGenerator<SourceEntry> {
    let bytesRead = 0;
    for (const name of names) {
      const { bytes, ...page } = await readPage(dir, name, maxPageBytes);
      bytesRead += bytes;
      yield { id: name, ...page, bytesRead };
    }
  }
  return { total: names.length, bytes: 0, entries: entries(), skippedFolders };
}
