// Resuming a batch: the output file is append-only and its records follow the input's pages in input order, so
// the output itself is the checkpoint. A killed run (even by SIGKILL) leaves whole records followed by at most
// one half-written line (JSONL) or one cut-short gzip member (.jsonl.gz). On resume that tail is cut off, the N
// whole records are counted, the input's first N pages are passed over (the N-th must have the id of the last
// record, else the output belongs to another input), and the run appends from page N + 1 on: every page ends up
// in the output exactly once. That the run makes its records as the killed one did is record-options.ts's check.
import { createReadStream, promises as fs } from 'fs';
import { inflateRawSync, type InflateRaw } from 'zlib';
import { InputError } from '../errors';
import { isGzipped } from '../files/input-bytes';
import { jsonlItem } from './jsonl-source';
import { isSkipped, type BatchId, type SourceEntry } from './source';

/** The whole records found in an output file. */
export interface WrittenRecords {
  count: number;
  /** How many of them are error records. */
  failed: number;
  /** The id of the last one. */
  lastId?: BatchId;
}

const LF = 0x0a;
/** The key of an error record (records.ts writes it after the id): in a string value its quotes would be escaped. */
const ERROR_KEY = Buffer.from(',"error":');

/**
 * Counts the whole records of an output file and cuts off anything after them; a missing file has none. A file
 * that is not a batch output (its last line no record, or a tail that is no record's start) is refused untouched.
 */
export async function recoverRecordFile(file: string): Promise<WrittenRecords> {
  const exists = await fs.stat(file).then(() => true, () => false);
  if (!exists) return { count: 0, failed: 0 };
  const whole = isGzipped(file) ? await wholeGzipMembers(file) : await wholeLines(file);
  const lastId = whole.count === 0 ? undefined : idOf(whole.lastLine, file);
  if (!isGzipped(file)) await checkHalfRecord(file, whole.end);
  await fs.truncate(file, whole.end);
  return lastId === undefined ? { count: 0, failed: 0 } : { count: whole.count, failed: whole.failed, lastId };
}

/** Every record line starts so (records.ts writes the id first). */
const RECORD_START = Buffer.from('{"id":');

/** What follows the whole lines of a JSONL output must be the start of a record cut short by a kill. */
async function checkHalfRecord(file: string, end: number): Promise<void> {
  const start = Buffer.alloc(RECORD_START.length);
  const handle = await fs.open(file, 'r');
  const { bytesRead } = await handle.read(start, 0, start.length, end).finally(() => handle.close());
  if (!start.subarray(0, bytesRead).equals(RECORD_START.subarray(0, bytesRead))) {
    throw new InputError(`cannot resume ${file}: its line after byte ${end} is not a batch record cut short`);
  }
}

interface WholePart {
  /** Byte offset where the whole records end. */
  end: number;
  count: number;
  failed: number;
  lastLine: Buffer;
}

/** Where ERROR_KEY is in `bytes`. */
function errorKeys(bytes: Buffer): number[] {
  const at: number[] = [];
  for (let i = bytes.indexOf(ERROR_KEY); i >= 0; i = bytes.indexOf(ERROR_KEY, i + ERROR_KEY.length)) at.push(i);
  return at;
}

/** The lines of a JSONL file that end with a line feed. */
async function wholeLines(file: string): Promise<WholePart> {
  let offset = 0;
  let count = 0;
  let lastEnd = 0;
  let previousEnd = 0;
  let failed = 0;
  /** Error keys seen after the last line feed, and the bytes before the chunk that a key cut by it starts in. */
  let openErrors = 0;
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    const keys = errorKeys(Buffer.concat([carry, chunk])).map((at) => at - carry.length);
    let key = 0;
    for (let i = chunk.indexOf(LF); i >= 0; i = chunk.indexOf(LF, i + 1)) {
      for (; key < keys.length && keys[key] < i; key++) openErrors++;
      count++;
      if (openErrors > 0) failed++;
      openErrors = 0;
      previousEnd = lastEnd;
      lastEnd = offset + i + 1;
    }
    openErrors += keys.length - key;
    carry = chunk.subarray(Math.max(0, chunk.length - (ERROR_KEY.length - 1)));
    offset += chunk.length;
  }
  const lastLine = Buffer.alloc(lastEnd - previousEnd);
  const handle = await fs.open(file, 'r');
  await handle.read(lastLine, 0, lastLine.length, previousEnd).finally(() => handle.close());
  return { end: lastEnd, count, failed, lastLine };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00]);
const GZIP_HEADER_BYTES = 10;
const GZIP_TRAILER_BYTES = 8;
/** Members are ≈ 256 KiB of lines (record-output.ts); a far larger one is not ours. */
const MAX_MEMBER_BYTES = 64 << 20;
const READ_BYTES = 1 << 20;

/** The gzip members of a .jsonl.gz file that are whole and end with a line feed, read a member at a time. */
async function wholeGzipMembers(file: string): Promise<WholePart> {
  const handle = await fs.open(file, 'r');
  try {
    const part: WholePart = { end: 0, count: 0, failed: 0, lastLine: Buffer.alloc(0) };
    let buffer = Buffer.alloc(0);
    let atEof = false;
    const readMore = async () => {
      const chunk = Buffer.alloc(READ_BYTES);
      const { bytesRead } = await handle.read(chunk, 0, READ_BYTES, part.end + buffer.length);
      atEof = bytesRead === 0;
      buffer = Buffer.concat([buffer, chunk.subarray(0, bytesRead)]);
    };
    for (;;) {
      if (buffer.length < GZIP_HEADER_BYTES) {
        if (atEof) return part;
        await readMore();
        continue;
      }
      if (!buffer.subarray(0, GZIP_HEADER.length).equals(GZIP_HEADER)) {
        throw new InputError(`cannot resume ${file}: byte ${part.end} does not start a gzip member written by web2text`);
      }
      const member = inflateMember(buffer);
      if (member === 'corrupt') return part;
      if (member === 'short') {
        if (atEof) return part;
        if (buffer.length > MAX_MEMBER_BYTES) throw new InputError(`cannot resume ${file}: a gzip member larger than 64 MiB is not one web2text wrote`);
        await readMore();
        continue;
      }
      if (member.lines.length === 0 || member.lines[member.lines.length - 1] !== LF) return part;
      part.count += countLines(member.lines);
      part.failed += errorKeys(member.lines).length;
      part.lastLine = lastLineOf(member.lines);
      part.end += member.bytes;
      buffer = buffer.subarray(member.bytes);
    }
  } finally {
    await handle.close();
  }
}

/** The member at the start of `buffer`: its lines and length, or why it cannot be read (yet). */
function inflateMember(buffer: Buffer): { lines: Buffer; bytes: number } | 'short' | 'corrupt' {
  let inflated: { buffer: Buffer; engine: InflateRaw };
  try {
    inflated = inflateRawSync(buffer.subarray(GZIP_HEADER_BYTES), { info: true }) as unknown as typeof inflated;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'Z_BUF_ERROR' ? 'short' : 'corrupt';
  }
  const bytes = GZIP_HEADER_BYTES + inflated.engine.bytesWritten + GZIP_TRAILER_BYTES;
  if (bytes > buffer.length) return 'short';
  const size = buffer.readUInt32LE(bytes - 4);
  return size === inflated.buffer.length % 2 ** 32 ? { lines: inflated.buffer, bytes } : 'corrupt';
}

function countLines(lines: Buffer): number {
  let count = 0;
  for (let i = lines.indexOf(LF); i >= 0; i = lines.indexOf(LF, i + 1)) count++;
  return count;
}

/** The last line of lines that end with a line feed, with its line feed. */
function lastLineOf(lines: Buffer): Buffer {
  return lines.subarray(lines.lastIndexOf(LF, lines.length - 2) + 1);
}

function idOf(line: Buffer, file: string): BatchId {
  try {
    // Every batch record has its id and the page's milliseconds (records.ts), a page of an input has no `ms`.
    const record = JSON.parse(line.toString('utf8')) as { id?: BatchId; ms?: unknown };
    if ((typeof record.id === 'string' || typeof record.id === 'number') && typeof record.ms === 'number') return record.id;
  } catch {
    // reported below
  }
  throw new InputError(`cannot resume ${file}: its last record is not a batch record with an id`);
}

/**
 * The entries of a source after its first `written.count` pages (its skipped records still come through, to be
 * counted); the last page passed over must be the one the output's last record came from.
 */
export async function* afterWrittenPages(entries: AsyncIterable<SourceEntry>, written: WrittenRecords, output: string): AsyncGenerator<SourceEntry> {
  let passed = 0;
  for await (const entry of entries) {
    if (passed === written.count || isSkipped(entry)) {
      yield entry;
      continue;
    }
    passed++;
    const id = passed === written.count ? jsonlItem(entry).id : undefined;
    if (passed === written.count && id !== written.lastId) {
      throw new InputError(
        `cannot resume ${output}: its record ${passed} is ${JSON.stringify(written.lastId)} but page ${passed} of the input is ${JSON.stringify(id)}; was it written from another input?`,
      );
    }
  }
  if (passed < written.count) {
    throw new InputError(`cannot resume ${output}: it holds ${written.count} records but the input has only ${passed} pages`);
  }
}
