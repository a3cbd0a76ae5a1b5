// A folder of .html/.htm files (or .html.gz/.htm.gz) as a batch source, in file-name order; a file's path in the
// folder is its page id. Subfolders are read only when asked (`recursive`); otherwise they are counted, and the
// other files (not hidden ones) named, so the caller can say what was not read. A single page file is a batch of
// that one page.
import { promises as fs } from 'fs';
import * as path from 'path';
import { PAGE_FILE_NAME, readPageFile } from './page-file';
import type { BatchSource, SourceEntry } from './source';

/**
 * The page files of a folder (and its subfolders when `recursive`) by path relative to it, '/'-separated; the
 * subfolders left unread, and the files read that are not page files (hidden ones aside: .DS_Store and the like).
 */
async function pageFiles(dir: string, recursive: boolean): Promise<{ names: string[]; skippedFolders: number; otherFiles: string[] }> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive });
  const names: string[] = [];
  const otherFiles: string[] = [];
  let skippedFolders = 0;
  for (const entry of entries) {
    if (entry.isDirectory() && !recursive) skippedFolders++;
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const relative = path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/');
    (PAGE_FILE_NAME.test(entry.name) ? names : otherFiles).push(relative);
  }
  return { names: names.sort(), skippedFolders, otherFiles: otherFiles.sort() };
}

export async function folderSource(dir: string, { recursive = false, maxPageBytes }: { recursive?: boolean; maxPageBytes?: number } = {}): Promise<BatchSource> {
  const { names, skippedFolders, otherFiles } = await pageFiles(dir, recursive);
  async function* entries(): AsyncGenerator<SourceEntry> {
    let bytesRead = 0;
    for (const name of names) {
      const { bytes, ...page } = await readPageFile(path.join(dir, name), maxPageBytes);
      bytesRead += bytes;
      yield { id: name, ...page, bytesRead };
    }
  }
  return { total: names.length, bytes: 0, entries: entries(), skippedFolders, otherFiles };
}

/** One page file as a batch of that page, its id the file's name. */
export function pageFileSource(file: string, size: number, maxPageBytes?: number): BatchSource {
  async function* entries(): AsyncGenerator<SourceEntry> {
    const { bytes, ...page } = await readPageFile(file, maxPageBytes);
    yield { id: path.basename(file), ...page, bytesRead: bytes };
  }
  return { total: 1, bytes: size, entries: entries() };
}
