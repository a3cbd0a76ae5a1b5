// A page saved as a file: named as one (.html, .htm, … below), gzipped too (.html.gz: WCXB ships its pages so), or
// a file of another name whose first bytes are HTML (a site mirror's `index.php?id=3`, `about`). Gzipped data is
// inflated whatever the file's name (a crawler may save a response's gzipped body as it came), up to the page size
// limit, so a small file that inflates to gigabytes is refused, not read.
import { promises as fs } from 'fs';
import * as path from 'path';
import { gunzipSync } from 'zlib';
import { InputError, PageLimitError } from '../errors';
import { DEFAULT_MAX_PAGE_BYTES } from '../dom/page-limits';
import { fileErrorReason } from '../files/error-reason';
import { readFileStart } from '../files/file-start';
import { gzipErrorReason, isGzipped, startsGzipped } from '../files/input-bytes';
import { HTML_SNIFF_BYTES, startsAsHtml } from './html-start';

/**
 * The names of page files, read without looking at their bytes: .xhtml/.xht and .shtml/.shtm (server-side
 * includes) are HTML by definition. Server pages (.php, .asp, .aspx, .jsp, .cfm, .phtml) are not named here: a
 * mirror holds what the server answered, and `thumb.php?id=3` or `feed.jsp` answer with images and feeds, so
 * they are pages only by their content (holdsPage).
 */
export const PAGE_FILE_NAME = /\.(?:html?|xhtml|xht|shtml?)(?:\.gz)?$/i;

/** Whether a file not named as a page holds one, by its first bytes (inflated when gzipped); throws when it cannot be read. */
export async function holdsPage(file: string): Promise<boolean> {
  return startsAsHtml(await readFileStart(file, HTML_SNIFF_BYTES));
}

/** The page in a file's `contents`: the contents themselves, or inflated when the name ends in .gz or they are gzip data. */
export function pageFileBytes(file: string, contents: Uint8Array, maxPageBytes = DEFAULT_MAX_PAGE_BYTES): Uint8Array {
  if (!isGzipped(file) && !startsGzipped(contents)) return contents;
  try {
    return gunzipSync(contents, { maxOutputLength: maxPageBytes });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new PageLimitError(`${file} is over the limit of ${maxPageBytes} bytes once gunzipped (option maxPageBytes, --max-page-bytes)`);
    }
    throw new InputError(`cannot read ${file}: ${gzipErrorReason(err as NodeJS.ErrnoException)}`);
  }
}

/** The page of a file (its bytes read, for progress), or why it cannot be read: the file, its gzip data, its size. */
export async function readPageFile(file: string, maxPageBytes?: number): Promise<({ html: Uint8Array } | { error: string }) & { bytes: number }> {
  let contents: Buffer;
  try {
    contents = await fs.readFile(file);
  } catch (err) {
    return { error: `cannot read ${path.basename(file)}: ${fileErrorReason(err)}`, bytes: 0 };
  }
  try {
    return { html: pageFileBytes(path.basename(file), new Uint8Array(contents.buffer, contents.byteOffset, contents.length), maxPageBytes), bytes: contents.length };
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
    return { error: err.message, bytes: contents.length };
  }
}
