// A folder of pages as a batch source, in file-name order: files named as pages (page-file.ts PAGE_FILE_NAME:
// .html, .htm, .xhtml …, gzipped too), and files of other names whose first bytes are HTML (a site mirror's
// `index.php?id=3`, `about`); a file's path in the folder is its page id. Subfolders are read only when asked
// (`recursive`); otherwise they are counted, and the other files named, so the caller can say what was not read.
// Hidden files (a name that starts with '.') are never read, nor looked into: .DS_Store, macOS's '._page.html'
// copies of a file's attributes and editors' '.#page.html' locks are no pages; those named as pages are named too.
// Hidden folders (.git, .cache) are neither walked nor counted. A single page file is a batch of that one page.
import { promises as fs } from 'fs';
import * as path from 'path';
import { holdsPage, PAGE_FILE_NAME, readPageFile } from './page-file';
import type { BatchSource, SourceEntry } from './source';

/** A file that cannot be read is taken for a page, so that it fails into an error record, not out of sight. */
function holdsPageOrFails(file: string): Promise<boolean> {
  return holdsPage(file).catch(() => true);
}

interface FolderFiles {
  /** The page files, read. */
  names: string[];
  skippedFolders: number;
  /** Files that are not pages by their names nor by their first bytes, hidden ones aside. */
  otherFiles: string[];
  /** Hidden files named as page files. */
  hiddenPageFiles: string[];
  /** Entries that are neither files nor folders (a named pipe, a socket, a device): not opened, as a read could block. */
  specialFiles: string[];
}

/**
 * The files of a folder (and its subfolders when `recursive`) by path relative to it, '/'-separated (see
 * FolderFiles). A symbolic link is what it points to: a page file (one that points nowhere is read, and fails, as a
 * page), or a folder, walked once however many links lead to it.
 */
async function folderFiles(dir: string, recursive: boolean): Promise<FolderFiles> {
  const names: string[] = [];
  const otherFiles: string[] = [];
  const hiddenPageFiles: string[] = [];
  const specialFiles: string[] = [];
  let skippedFolders = 0;
  const walked = new Set<string>([await fs.realpath(dir)]);
  async function walk(relative: string): Promise<void> {
    for (const entry of await fs.readdir(path.join(dir, relative), { withFileTypes: true })) {
      const name = relative === '' ? entry.name : `${relative}/${entry.name}`;
      const target = entry.isSymbolicLink() ? await fs.stat(path.join(dir, name)).catch(() => null) : entry;
      if (target?.isDirectory()) {
        if (entry.name.startsWith('.')) continue;
        const real = recursive ? await fs.realpath(path.join(dir, name)) : '';
        if (!recursive) skippedFolders++;
        else if (!walked.has(real)) {
          walked.add(real);
          await walk(name);
        }
      } else if (target === null || target.isFile()) {
        const namedAsPage = PAGE_FILE_NAME.test(entry.name);
        if (entry.name.startsWith('.')) {
          if (namedAsPage) hiddenPageFiles.push(name);
        } else if (namedAsPage || (await holdsPageOrFails(path.join(dir, name)))) names.push(name);
        else otherFiles.push(name);
      } else {
        specialFiles.push(name);
      }
    }
  }
  await walk('');
  return { names: names.sort(), skippedFolders, otherFiles: otherFiles.sort(), hiddenPageFiles: hiddenPageFiles.sort(), specialFiles: specialFiles.sort() };
}

export async function folderSource(dir: string, { recursive = false, maxPageBytes }: { recursive?: boolean; maxPageBytes?: number } = {}): Promise<BatchSource> {
  const { names, ...unread } = await folderFiles(dir, recursive);
  async function* entries(): AsyncGenerator<SourceEntry> {
    let bytesRead = 0;
    for (const name of names) {
      const { bytes, ...page } = await readPageFile(path.join(dir, name), maxPageBytes);
      bytesRead += bytes;
      yield { id: name, ...page, bytesRead };
    }
  }
  return { total: names.length, bytes: 0, entries: entries(), ...unread };
}

/** One page file as a batch of that page, its id the file's name and its url `url` (the address --url gives it). */
export function pageFileSource(file: string, size: number, { maxPageBytes, url }: { maxPageBytes?: number; url?: string } = {}): BatchSource {
  async function* entries(): AsyncGenerator<SourceEntry> {
    const { bytes, ...page } = await readPageFile(file, maxPageBytes);
    yield { id: path.basename(file), ...(url === undefined ? {} : { url }), ...page, bytesRead: bytes };
  }
  return { total: 1, bytes: size, entries: entries() };
}
