// Where batch records go: a JSONL file, a .jsonl.gz file, or a stream (standard output). Records are whole lines;
// a .jsonl.gz file is a series of gzip members, each a run of whole lines (256 KiB or 10 s of records; the file
// is 0.6% larger than one member would make it on CleanEval output), so a run that is killed leaves whole
// members and at most one cut-short member at the end (resume.ts).
import { once } from 'events';
import { promises as fs } from 'fs';
import type { Writable } from 'stream';
import { promisify } from 'util';
import { gzip } from 'zlib';
import { InputError, OutputError } from '../errors';
import { openOutputStream } from '../files/output-files';
import { fileErrorReason } from '../files/error-reason';
import { isGzipped } from '../files/input-bytes';
import { PAGE_FILE_NAME } from './page-file';
import { WARC_FILE } from './source';

export interface RecordOutput {
  /** Appends one line (ending in '\n'); resolves when the output can take more. */
  write(line: string): Promise<void>;
  /** Writes what is held back and, for a file, closes it; resolves once everything is in the file. */
  close(): Promise<void>;
}

/** A gzip member ends once it holds this many bytes of lines … */
export const GZIP_MEMBER_BYTES = 256 << 10;
/** … or once its first line is this old, so a killed run loses little work. */
const GZIP_MEMBER_MS = 10_000;

const gzipAsync = promisify(gzip);

/** A record file named as a WARC or an HTML file, which it would not be: the records are JSONL whatever the name. */
function refuseRecordFileOfOtherFormat(file: string): void {
  const format = WARC_FILE.test(file) ? 'a WARC file' : PAGE_FILE_NAME.test(file) ? 'an HTML page' : undefined;
  if (format !== undefined) throw new InputError(`${file} is named as ${format}, but a batch writes JSONL records: name it .jsonl or .jsonl.gz`);
}

/**
 * A file that already holds records is replaced only when asked: a long run's records are not lost to a command run
 * again without --resume. Not a file (/dev/null, a pipe) or an empty one holds none.
 */
async function refuseReplacingRecords(file: string): Promise<void> {
  const existing = await fs.stat(file).catch(() => null);
  if (existing !== null && existing.isFile() && existing.size > 0) {
    throw new InputError(`${file} already holds records: --overwrite replaces them, --resume (a batch of --input) continues them (options overwrite, resume)`);
  }
}

/**
 * Opens a record file (folders created; `append` continues a resumed one, `replace` lets a new one replace a file
 * that holds records); .gz names are gzip-compressed. A name of another format, or records not to be replaced, are
 * refused before the file is touched.
 */
export async function openRecordFile(file: string, { append = false, replace = false } = {}): Promise<RecordOutput> {
  refuseRecordFileOfOtherFormat(file);
  if (!append && !replace) await refuseReplacingRecords(file);
  const lines = new StreamWriter(await openOutputStream(file, { append }), file, true);
  return isGzipped(file) ? new GzipMembers(lines) : { write: (line) => lines.write(line), close: () => lines.close() };
}

/** Records on a stream the caller owns (standard output): written, never closed. */
export function streamRecordOutput(stream: Writable): RecordOutput {
  const lines = new StreamWriter(stream, 'the output stream', false);
  return { write: (line) => lines.write(line), close: () => lines.close() };
}

/** Writes with back-pressure; a stream error becomes an OutputError at the next write or close. */
class StreamWriter {
  private failure: Error | null = null;

  constructor(
    private readonly stream: Writable,
    private readonly name: string,
    private readonly owned: boolean,
  ) {
    stream.on('error', (err) => {
      this.failure ??= err;
    });
  }

  async write(chunk: string | Uint8Array): Promise<void> {
    this.throwIfFailed();
    if (!this.stream.write(chunk)) await once(this.stream, 'drain').catch((err) => this.fail(err));
  }

  async close(): Promise<void> {
    this.throwIfFailed();
    if (!this.owned) return;
    this.stream.end();
    await once(this.stream, 'close').catch((err) => this.fail(err));
    this.throwIfFailed();
  }

  private throwIfFailed(): void {
    if (this.failure !== null) this.fail(this.failure);
  }

  private fail(err: unknown): never {
    throw new OutputError(`cannot write ${this.name}: ${fileErrorReason(err)}`);
  }
}

class GzipMembers implements RecordOutput {
  private lines: string[] = [];
  private bytes = 0;
  private firstLineAt = 0;

  constructor(private readonly file: StreamWriter) {}

  async write(line: string): Promise<void> {
    if (this.lines.length === 0) this.firstLineAt = performance.now();
    this.lines.push(line);
    this.bytes += Buffer.byteLength(line);
    if (this.bytes >= GZIP_MEMBER_BYTES || performance.now() - this.firstLineAt >= GZIP_MEMBER_MS) await this.endMember();
  }

  async close(): Promise<void> {
    await this.endMember();
    await this.file.close();
  }

  private async endMember(): Promise<void> {
    if (this.lines.length === 0) return;
    const member = await gzipAsync(this.lines.join(''));
    this.lines = [];
    this.bytes = 0;
    await this.file.write(member);
  }
}
