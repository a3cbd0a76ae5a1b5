// The one reader of JSONL files: a batch's input, a labelled corpus, a site. The file is streamed (it may be
// large), gunzipped when its name ends in .gz, and split into lines; a line is joined and decoded only once it is
// whole, so a long line costs one copy. Blank lines are passed over.
import { readInputBytes } from './input-bytes';

const LF = 0x0a;
const CR = 0x0d;

export interface JsonlLine {
  /** 1-based, counting blank lines too. */
  lineNo: number;
  /** The line without its line end (LF or CRLF); '' for a line over the limit. */
  text: string;
  /** Set for a line longer than the limit (maxLineBytes): its bytes were not kept. */
  tooLong?: true;
  /** Where the line starts in the file's content (after gunzipping), and its length in bytes there. */
  offset: number;
  byteLength: number;
  /** Bytes of the file read so far (compressed bytes for a .gz file), for progress against its size. */
  bytesRead: number;
}

/**
 * Longest line read, in bytes: a line is one record, and a page of the largest size allowed (16 MiB) escaped as
 * JSON at worst (\uXXXX, 6 bytes a byte) is 96 MiB. A longer line is not kept, so that no line reaches V8's
 * longest string (≈ 512 M characters), where decoding it threw and ended the batch with every later line unread.
 */
export const MAX_LINE_BYTES = 256 * 1024 * 1024;

/**
 * The non-blank lines of `file` ('-': the standard input); a last line without a line end counts too. A line
 * longer than `maxLineBytes` comes as `tooLong`, without its text, and the lines after it are read. A file that
 * cannot be read, or gzip data that is cut short or corrupt, is an InputError naming the file (input-bytes.ts).
 */
export async function* jsonlLines(file: string, { maxLineBytes = MAX_LINE_BYTES }: { maxLineBytes?: number } = {}): AsyncGenerator<JsonlLine> {
  const input = readInputBytes(file);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Bytes of the current line dropped because it is over the limit (0: it is not). */
  let dropped = 0;
  let lineNo = 0;
  let offset = 0;
  const line = (bytes: Buffer): JsonlLine | null => {
    const start = offset;
    lineNo++;
    if (dropped > 0) {
      const byteLength = dropped + bytes.length;
      dropped = 0;
      offset += byteLength + 1;
      return { lineNo, text: '', tooLong: true, offset: start, byteLength, bytesRead: input.bytesRead() };
    }
    offset += bytes.length + 1;
    const byteLength = bytes.length > 0 && bytes[bytes.length - 1] === CR ? bytes.length - 1 : bytes.length;
    const text = bytes.toString('utf8', 0, byteLength);
    return text.trim() === '' ? null : { lineNo, text, offset: start, byteLength, bytesRead: input.bytesRead() };
  };
  for await (const chunk of input.chunks) {
    let start = 0;
    for (let end = chunk.indexOf(LF); end >= 0; end = chunk.indexOf(LF, start)) {
      const piece = chunk.subarray(start, end);
      const whole = line(pending.length > 0 ? Buffer.concat([...pending, piece]) : piece);
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
    const last = line(Buffer.concat(pending));
    if (last !== null) yield last;
  }
}
