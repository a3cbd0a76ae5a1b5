// A page saved as a file: .html / .htm, or gzipped as .html.gz / .htm.gz (WCXB ships its pages so). A gzipped
// page is inflated up to the page size limit, so a small file that inflates to gigabytes is refused, not read.
import { promises as fs } from 'fs';
import * as path from 'path';
import { gunzipSync } from 'zlib';
import { InputError, PageLimitError } from '../errors';
import { DEFAULT_MAX_PAGE_BYTES } from '../dom/page-limits';
import { gzipErrorReason, isGzipped } from '../files/input-bytes';

/** The names of page files in a folder. */
export const PAGE_FILE_NAME = /\.html?(\.gz)?$/i;

/** The page in a file's `contents`: the contents themselves, or inflated when the name ends in .gz. */
export function pageFileBytes(file: string, contents: Uint8Array, maxPageBytes = DEFAULT_MAX_PAGE_BYTES): Uint8Array {
  if (!isGzipped(file)) return contents;
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
    return { error: `cannot read file: ${(err as Error).message}`, bytes: 0 };
  }
  try {
    return { html: pageFileBytes(path.basename(file), new Uint8Array(contents.buffer, contents.byteOffset, contents.length), maxPageBytes), bytes: contents.length };
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
    return { error: err.message, bytes: contents.length };
  }
}
