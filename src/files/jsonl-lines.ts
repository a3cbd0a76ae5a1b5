// The one reader of JSONL files: a batch's input, a labelled corpus, a site. The file is streamed (it may be
// large), gunzipped when its name ends in .gz, and split into lines; a line is joined and decoded only once it is
// whole, so a long line costs one copy. Blank lines are passed over, and so is a UTF-8 BOM before a line (the first,
// or the first of each file joined into one); a file in UTF-16, or gzipped under a name without .gz (or on the
// standard input), is refused at its first line.
// A batch on worker threads takes the lines as bytes (jsonlByteLines), so that they are decoded and parsed on the
// workers, not on the thread that reads them.
import { InputError } from '../errors';
import { inputName, readInputBytes, startsGzipped } from './input-bytes';

const LF = 0x0a;
const CR = 0x0d;
/** A UTF-8 byte order mark, which some writers put before the first line (PowerShell, Python's utf-8-sig). */
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The first line is UTF-16 (Windows PowerShell 5's `>` writes it): it starts with a UTF-16 byte order mark, or holds
 * a NUL byte, which no line of JSON in UTF-8 holds. Read as UTF-8 every half of each line would be a record of
 * its own error.
 */
function isUtf16(firstLine: Buffer): boolean {
  const mark = firstLine.length >= 2 ? (firstLine[0] << 8) | firstLine[1] : 0;
  return mark === 0xfffe || mark === 0xfeff || firstLine.includes(0);
}

/** The first line of a file that is not JSONL text as it is read: gzip data unzipped only by a .gz name, or UTF-16. */
function refuseUnreadableStart(file: string, firstLine: Buffer): void {
  // Checked before UTF-16: gzip's header holds NUL bytes too.
  if (startsGzipped(firstLine)) {
    throw new InputError(`${inputName(file)} is gzipped, not JSONL text: gzip data is unzipped when its file name ends in .gz (or zcat it)`);
  }
  if (isUtf16(firstLine)) throw new InputError(`${inputName(file)} is UTF-16, not UTF-8: JSONL is read as UTF-8 (iconv -f UTF-16 -t UTF-8 converts it)`);
}

/** Where a line is in its file. */
interface LinePlace {
  /** 1-based, counting blank lines too. */
  lineNo: number;
  /** Set for a line longer than the limit (maxLineBytes): its bytes were not kept. */
  tooLong?: true;
  /** Where the line starts in the file's content (after gunzipping), and its length in bytes there. */
  offset: number;
  byteLength: number;
  /** Bytes of the file read so far (compressed bytes for a .gz file), for progress against its size. */
  bytesRead: number;
}

export interface JsonlLine extends LinePlace {
  /** The line without its line end (LF or CRLF); '' for a line over the limit. */
  text: string;
}

export interface JsonlByteLine extends LinePlace {
  /**
   * The line's UTF-8 bytes without its line end (none for a line over the limit), in a buffer of its own: a view
   * of the read buffer would take all of it along to another thread.
   */
  bytes: Uint8Array;
}

export interface JsonlReading {
  /** Longest line kept, in bytes (default MAX_LINE_BYTES). */
  maxLineBytes?: number;
}

/**
 * Longest line read, in bytes: a line is one record, and a page of the largest size allowed (16 MiB) escaped as
 * JSON at worst (\uXXXX, 6 bytes a byte) is 96 MiB. A longer line is not kept, so that no line reaches V8's
 * longest string (≈ 512 M characters), where decoding it threw and ended the batch with every later line unread.
 */
export const MAX_LINE_BYTES = 256 * 1024 * 1024;

/** White space that String.prototype.trim removes, among the ASCII characters. */
function isAsciiWhiteSpace(byte: number): boolean {
  return byte === 0x20 || (byte >= 0x09 && byte <= 0x0d);
}

/** The line is white space only (as `text.trim() === ''`), decoding it only when it holds nothing but white space and non-ASCII bytes. */
function isBlank(content: Buffer): boolean {
  let ascii = true;
  for (let i = 0; i < content.length; i++) {
    const byte = content[i];
    if (byte >= 0x80) ascii = false;
    else if (!isAsciiWhiteSpace(byte)) return false;
  }
  return ascii || content.toString('utf8').trim() === '';
}

/** Pieces of a line joined in a buffer of its own (not one of Node's pooled small buffers). */
function joined(pieces: readonly Buffer[]): Buffer {
  const whole = Buffer.allocUnsafeSlow(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let at = 0;
  for (const piece of pieces) at += piece.copy(whole, at);
  return whole;
}

/**
 * The non-blank lines of `file`, each made by `make` from its content (without its line end; empty for a line over
 * the limit) and its place. `ownBuffer` says the content is in a buffer of its own (a line joined from several
 * reads), else it is a view of the read buffer.
 */
async function* nonBlankLines<Line>(
  file: string,
  maxLineBytes: number,
  make: (content: Buffer, place: LinePlace, ownBuffer: boolean) => Line,
): AsyncGenerator<Line> {
  const input = readInputBytes(file);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Bytes of the current line dropped because it is over the limit (0: it is not). */
  let dropped = 0;
  let lineNo = 0;
  let offset = 0;
  const line = (bytes: Buffer, ownBuffer: boolean): Line | null => {
    const start = offset;
    lineNo++;
    if (dropped > 0) {
      const byteLength = dropped + bytes.length;
      dropped = 0;
      offset += byteLength + 1;
      return make(Buffer.alloc(0), { lineNo, tooLong: true, offset: start, byteLength, bytesRead: input.bytesRead() }, false);
    }
    offset += bytes.length + 1;
    if (start === 0) refuseUnreadableStart(file, bytes);
    // A BOM starts no JSON line: one after the first line is that of a file joined to another (cat a.jsonl b.jsonl).
    const bom = bytes.subarray(0, BOM.length).equals(BOM) ? BOM.length : 0;
    const content = bytes.subarray(bom, bytes.length > 0 && bytes[bytes.length - 1] === CR ? bytes.length - 1 : bytes.length);
    return isBlank(content) ? null : make(content, { lineNo, offset: start + bom, byteLength: content.length, bytesRead: input.bytesRead() }, ownBuffer);
  };
  for await (const chunk of input.chunks) {
    let start = 0;
    for (let end = chunk.indexOf(LF); end >= 0; end = chunk.indexOf(LF, start)) {
      const piece = chunk.subarray(start, end);
      const whole = pending.length > 0 ? line(joined([...pending, piece]), true) : line(piece, false);
      pending = [];
      pendingBytes = 0;
      start = end + 1;
      if (whole !== null) yield whole;
    }
    if (start < chunk.length) {
      pending.push(chunk.subarray(start));
      pendingBytes += chunk.length - start;
      if (pendingBytes > maxLineBytes) {
        dropped += pendingBytes;
        pending = [];
        pendingBytes = 0;
      }
    }
  }
  if (pending.length > 0 || dropped > 0) {
    const last = line(joined(pending), true);
    if (last !== null) yield last;
  }
}

/**
 * The non-blank lines of `file` ('-': the standard input); a last line without a line end counts too. A line
 * longer than `maxLineBytes` comes as `tooLong`, without its text, and the lines after it are read. A file that
 * cannot be read, or gzip data that is cut short or corrupt, is an InputError naming the file (input-bytes.ts).
 */
export function jsonlLines(file: string, { maxLineBytes = MAX_LINE_BYTES }: JsonlReading = {}): AsyncGenerator<JsonlLine> {
  return nonBlankLines(file, maxLineBytes, (content, place) => ({ ...place, text: content.toString('utf8') }));
}

/** The non-blank lines of `file` as jsonlLines reads them, as their bytes. */
export function jsonlByteLines(file: string, { maxLineBytes = MAX_LINE_BYTES }: JsonlReading = {}): AsyncGenerator<JsonlByteLine> {
  return nonBlankLines(file, maxLineBytes, (content, place, ownBuffer) => ({
    ...place,
    bytes: ownBuffer ? content : Uint8Array.prototype.slice.call(content),
  }));
}
