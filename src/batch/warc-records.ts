// The records of a WARC file, framed and checked before they are read (issue 31). warcio trusts each record's
// Content-Length: one too small or negative cut the page short or emptied it (warcio only printed a warning) and
// made the next "record" start mid-block, one too big swallowed the records after it, and a record of 1 GiB was
// read whole into memory. Here a record's block is taken as its Content-Length says only when the record
// separator (line ends: CRLF CRLF) and then the next record's `WARC/` (or the end of the file) follow it; otherwise
// the record is one with a problem, and reading goes on at the next `CRLF CRLF WARC/` after its header. A block longer than the
// limit is streamed past, not kept (its first bytes are, for its HTTP header).
import { InputError } from '../errors';

/** A record of the file: its header and block, or what is wrong with it. */
export interface FramedRecord {
  /** 1-based position in the file. */
  recordNo: number;
  /** The WARC header, through the blank line that ends it. */
  header: Buffer;
  /** The block; undefined when it is over the limit or the record has a problem. */
  block?: Buffer;
  /** The block's first bytes (its HTTP header) and length, when the block is over the limit. */
  overLimit?: { head: Buffer; length: number };
  /** Why the record cannot be read (a Content-Length that lies, a header that does not end). */
  problem?: string;
}

const CRLF2 = Buffer.from('\r\n\r\n');
/** Where a record ends and the next begins. */
const NEXT_RECORD = Buffer.from('\r\n\r\nWARC/');
const WARC = Buffer.from('WARC/');
/** Longest WARC header read; real ones have a few hundred bytes. */
const MAX_HEADER_BYTES = 64 * 1024;
/** What is kept of a block over the limit: its HTTP header. */
const HEAD_BYTES = 64 * 1024;
const CR = 0x0d;
const LF = 0x0a;

/** The bytes of a stream, read ahead as far as asked, dropped once framed. */
class ByteWindow {
  private buffer: Buffer = Buffer.alloc(0);
  /** Offset in the stream of the buffer's first byte. */
  offset = 0;
  eof = false;
  private readonly source: AsyncIterator<Buffer>;

  constructor(chunks: AsyncIterable<Buffer>) {
    this.source = chunks[Symbol.asyncIterator]();
  }

  get length(): number {
    return this.buffer.length;
  }

  /** Reads until `length` bytes are held or the stream ends; whether they are. */
  async fill(length: number): Promise<boolean> {
    while (this.buffer.length < length && !this.eof) {
      const next = await this.source.next();
      if (next.done) this.eof = true;
      else this.buffer = this.buffer.length === 0 ? next.value : Buffer.concat([this.buffer, next.value]);
    }
    return this.buffer.length >= length;
  }

  /** Reads one more chunk; false at the end. */
  async more(): Promise<boolean> {
    const before = this.buffer.length;
    await this.fill(before + 1);
    return this.buffer.length > before;
  }

  slice(start: number, end: number): Buffer {
    return this.buffer.subarray(start, end);
  }

  indexOf(bytes: Buffer, from: number): number {
    return this.buffer.indexOf(bytes, from);
  }

  byte(at: number): number | undefined {
    return this.buffer[at];
  }

  drop(count: number): void {
    const dropped = Math.min(count, this.buffer.length);
    this.buffer = this.buffer.subarray(dropped);
    this.offset += dropped;
  }
}

/** The text of a header field (first match), or undefined. */
export function headerField(header: Buffer, name: string): string | undefined {
  const match = new RegExp(`^${name}:[ \\t]*(.*?)[ \\t]*\\r?$`, 'im').exec(header.toString('latin1'));
  return match?.[1];
}

/** Line ends read between a block and the next record: the separator is two CRLFs; some writers put more or fewer. */
const MAX_SEPARATOR_BYTES = 16;

/**
 * Whether the block ending at `at` ends its record: the next record (or the end of the file) follows it after
 * nothing but line ends. Where the separator itself is not the two CRLFs of the standard, the next record's
 * `WARC/` still has to be right there, so a Content-Length that is off is not taken.
 */
async function endsRecord(window: ByteWindow, at: number): Promise<boolean> {
  let next = at;
  for (;;) {
    await window.fill(next + WARC.length);
    const b = window.byte(next);
    if ((b === CR || b === LF) && next - at < MAX_SEPARATOR_BYTES) next++;
    else break;
  }
  return window.byte(next) === undefined || window.slice(next, next + WARC.length).equals(WARC);
}

/**
 * Drops bytes up to the next record (NEXT_RECORD after `from`), reading on as needed; false when the file ends
 * first (everything is dropped then).
 */
async function skipToNextRecord(window: ByteWindow, from: number): Promise<boolean> {
  for (let start = from; ; ) {
    const at = window.indexOf(NEXT_RECORD, start);
    if (at >= 0) {
      window.drop(at + CRLF2.length);
      return true;
    }
    // Keep the bytes a separator cut by the end of what is read could start with.
    const keep = Math.max(0, window.length - (NEXT_RECORD.length - 1));
    window.drop(keep);
    start = 0;
    if (!(await window.more())) {
      window.drop(window.length);
      return false;
    }
  }
}

/**
 * Streams past a block of `length` bytes (over the limit) that starts at `from`: 'ends' when the record ends
 * after it; else reading goes on at the first record separator inside it ('next-record'), whose bytes are kept
 * from where it is seen (at most `limit` of them), or the file ends first ('eof').
 */
async function skipLongBlock(window: ByteWindow, from: number, length: number, limit: number): Promise<'ends' | 'next-record' | 'eof'> {
  let end = from + length;
  let searchFrom = from;
  let nextAt = -1;
  const tail = CRLF2.length + WARC.length;
  for (;;) {
    if (nextAt < 0) nextAt = window.indexOf(NEXT_RECORD, searchFrom);
    if (window.length >= end + tail || window.eof) break;
    if (nextAt < 0) {
      // Nothing to keep but the bytes a separator cut off by the end of what is read could start with.
      const drop = Math.max(0, window.length - (NEXT_RECORD.length - 1));
      window.drop(drop);
      end -= drop;
      searchFrom = 0;
    } else if (window.length - nextAt > limit) {
      break;
    }
    if (!(await window.more())) break;
  }
  if (window.length >= end && (await endsRecord(window, end))) {
    window.drop(end);
    return 'ends';
  }
  if (nextAt >= 0) {
    window.drop(nextAt + CRLF2.length);
    return 'next-record';
  }
  return (await skipToNextRecord(window, Math.max(0, window.length - NEXT_RECORD.length))) ? 'next-record' : 'eof';
}

/** The records of a WARC file's (inflated) bytes; `limit`: the longest block kept. */
export async function* framedRecords(chunks: AsyncIterable<Buffer>, file: string, limit: number): AsyncGenerator<FramedRecord> {
  const window = new ByteWindow(chunks);
  for (let recordNo = 1; ; recordNo++) {
    // Blank lines before a record are no part of it.
    for (;;) {
      if (!(await window.fill(1))) return;
      const b = window.byte(0);
      if (b !== CR && b !== LF) break;
      window.drop(1);
    }
    await window.fill(WARC.length);
    if (!window.slice(0, WARC.length).equals(WARC)) {
      const start = window.slice(0, 40).toString('latin1').split(/\r?\n/)[0];
      throw new InputError(`cannot read ${file}: record ${recordNo} starts with "${start}", not a WARC header`);
    }
    let headerEnd = window.indexOf(CRLF2, 0);
    while (headerEnd < 0 && window.length < MAX_HEADER_BYTES && (await window.more())) headerEnd = window.indexOf(CRLF2, 0);
    if (headerEnd < 0) {
      if (window.eof) throw new InputError(`cannot read ${file}: record ${recordNo} is cut short (a truncated file?)`);
      const header = Buffer.from(window.slice(0, 200));
      yield { recordNo, header, problem: `its WARC header does not end within ${MAX_HEADER_BYTES} bytes` };
      if (!(await skipToNextRecord(window, 0))) return;
      continue;
    }
    const blockStart = headerEnd + CRLF2.length;
    const header = window.slice(0, blockStart);
    const given = headerField(header, 'Content-Length');
    const length = given !== undefined && /^\d+$/.test(given) ? Number(given) : null;
    if (length === null) {
      yield { recordNo, header, problem: `its Content-Length is ${given === undefined ? 'missing' : `"${given.slice(0, 20)}", not a length`}` };
      if (!(await skipToNextRecord(window, headerEnd))) return;
      continue;
    }
    if (length > limit) {
      await window.fill(blockStart + HEAD_BYTES);
      const head = Buffer.from(window.slice(blockStart, blockStart + HEAD_BYTES));
      const outcome = await skipLongBlock(window, blockStart, length, limit);
      if (outcome === 'ends') yield { recordNo, header, overLimit: { head, length } };
      else yield { recordNo, header, problem: `its Content-Length ${length} runs past the end of the record${outcome === 'eof' ? ' and of the file (a truncated file?)' : ''}` };
      if (outcome === 'eof') return;
      continue;
    }
    const whole = await window.fill(blockStart + length);
    if (whole && (await endsRecord(window, blockStart + length))) {
      // The window never writes into a buffer it has handed out (it reads on into new ones): no copy is needed.
      const block = window.slice(blockStart, blockStart + length);
      window.drop(blockStart + length);
      yield { recordNo, header, block };
      continue;
    }
    if (!whole && window.indexOf(NEXT_RECORD, headerEnd) < 0) throw new InputError(`cannot read ${file}: record ${recordNo} is cut short (a truncated file?)`);
    yield { recordNo, header, problem: `its Content-Length ${length} does not end the record` };
    if (!(await skipToNextRecord(window, headerEnd))) return;
  }
}
