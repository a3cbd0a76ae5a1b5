// The one reader of JSONL files: a batch's input, a labelled corpus, a site. The file is streamed (it may be
// large), gunzipped when its name ends in .gz, and split into lines; a line is joined and decoded only once it is
// whole, so a long line costs one copy. Blank lines are passed over. A batch on worker threads takes the lines as
// bytes (jsonlByteLines), so that they are decoded and parsed on the workers, not on the thread that reads them.
import { readInputBytes } from './input-bytes';

const LF = 0x0a;
const CR = 0x0d;

/** Where a line is in its file. */
interface LinePlace {
  /** 1-based, counting blank lines too. */
  lineNo: number;
  /** Where the line starts in the file's content (after gunzipping), and its length in bytes there. */
  offset: number;
  byteLength: number;
  /** Bytes of the file read so far (compressed bytes for a .gz file), for progress against its size. */
  bytesRead: number;
}

export interface JsonlLine extends LinePlace {
  /** The line without its line end (LF or CRLF). */
  text: string;
}

export interface JsonlByteLine extends LinePlace {
  /** The line's UTF-8 bytes without its line end, a copy of its own (a view would take its whole read buffer along to another thread). */
  bytes: Uint8Array;
}

/** White space that String.prototype.trim removes, among the ASCII characters. */
function isAsciiWhiteSpace(byte: number): boolean {
  return byte === 0x20 || (byte >= 0x09 && byte <= 0x0d);
}

/** The line is white space only (as `text.trim() === ''`), decoding it only when it holds nothing but white space and non-ASCII bytes. */
function isBlank(bytes: Buffer, byteLength: number): boolean {
  let ascii = true;
  for (let i = 0; i < byteLength; i++) {
    const byte = bytes[i];
    if (byte >= 0x80) ascii = false;
    else if (!isAsciiWhiteSpace(byte)) return false;
  }
  return ascii || bytes.toString('utf8', 0, byteLength).trim() === '';
}

/** The non-blank lines of `file`, each made by `make` from its bytes (a view of the read buffer) and length. */
async function* nonBlankLines<Line extends LinePlace>(file: string, make: (bytes: Buffer, place: LinePlace) => Line): AsyncGenerator<Line> {
  const input = readInputBytes(file);
  let pending: Buffer[] = [];
  let lineNo = 0;
  let offset = 0;
  const line = (bytes: Buffer): Line | null => {
    const start = offset;
    lineNo++;
    offset += bytes.length + 1;
    const byteLength = bytes.length > 0 && bytes[bytes.length - 1] === CR ? bytes.length - 1 : bytes.length;
    return isBlank(bytes, byteLength) ? null : make(bytes, { lineNo, offset: start, byteLength, bytesRead: input.bytesRead() });
  };
  for await (const chunk of input.chunks) {
    let start = 0;
    for (let end = chunk.indexOf(LF); end >= 0; end = chunk.indexOf(LF, start)) {
      const piece = chunk.subarray(start, end);
      const whole = line(pending.length > 0 ? Buffer.concat([...pending, piece]) : piece);
      pending = [];
      start = end + 1;
      if (whole !== null) yield whole;
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pending.length > 0) {
    const last = line(Buffer.concat(pending));
    if (last !== null) yield last;
  }
}

/**
 * The non-blank lines of `file` ('-': the standard input); a last line without a line end counts too. A file that
 * cannot be read, or gzip data that is cut short or corrupt, is an InputError naming the file (input-bytes.ts).
 */
export function jsonlLines(file: string): AsyncGenerator<JsonlLine> {
  return nonBlankLines(file, (bytes, place) => ({ ...place, text: bytes.toString('utf8', 0, place.byteLength) }));
}

/** The non-blank lines of `file` as jsonlLines reads them, as their bytes. */
export function jsonlByteLines(file: string): AsyncGenerator<JsonlByteLine> {
  return nonBlankLines(file, (bytes, place) => ({ ...place, bytes: Uint8Array.prototype.slice.call(bytes, 0, place.byteLength) }));
}
