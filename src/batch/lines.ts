// Splitting a byte stream into lines, for JSONL inputs of any size (a line is joined and decoded only once it is
// whole, so a long line costs one copy).
const LF = 0x0a;
const CR = 0x0d;

/** The lines of `chunks` without their line ends (LF or CRLF); a last line without a line end counts too. */
export async function* byteLines(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  for await (const chunk of chunks) {
    let start = 0;
    for (let end = chunk.indexOf(LF); end >= 0; end = chunk.indexOf(LF, start)) {
      const piece = chunk.subarray(start, end);
      yield withoutCr(pending.length > 0 ? Buffer.concat([...pending, piece]) : piece);
      pending = [];
      start = end + 1;
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pending.length > 0) yield withoutCr(Buffer.concat(pending));
}

function withoutCr(line: Buffer): Buffer {
  return line.length > 0 && line[line.length - 1] === CR ? line.subarray(0, -1) : line;
}
