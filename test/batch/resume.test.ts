import { appendFileSync, copyFileSync, mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { gunzipSync, gzipSync } from 'zlib';
import { openRecordFile } from '../../src/batch/record-output';
import { afterWrittenPages, recoverRecordFile } from '../../src/batch/resume';
import { runBatch } from '../../src/batch/run';
import type { SourceEntry } from '../../src/batch/source';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-resume-'));
const line = (id: string | number) => JSON.stringify({ id, text: `text of ${id}`, method: 'cetd', ms: 1 }) + '\n';

async function writeRecords(file: string, ids: (string | number)[], append: boolean): Promise<void> {
  const out = await openRecordFile(file, { append });
  for (const id of ids) await out.write(line(id));
  await out.close();
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

async function* entries(...ids: (string | number | null)[]): AsyncGenerator<SourceEntry> {
  for (const [i, id] of ids.entries()) yield id === null ? { skipped: true, bytesRead: i } : { id, html: '<p>x</p>', bytesRead: i };
}

describe('resuming a batch output', () => {
  it('JSONL: keeps the whole lines, cuts off a half-written one, and names the last id', async () => {
    const file = path.join(dir, 'out.jsonl');
    writeFileSync(file, line('a') + line(2) + line('c') + '{"id":"d","te');
    expect(await recoverRecordFile(file)).toEqual({ count: 3, failed: 0, lastId: 'c' });
    expect(readFileSync(file, 'utf8')).toBe(line('a') + line(2) + line('c'));
    expect(await recoverRecordFile(file)).toEqual({ count: 3, failed: 0, lastId: 'c' });
    writeFileSync(file, '{"id":"x"');
    expect(await recoverRecordFile(file)).toEqual({ count: 0, failed: 0 });
    expect(readFileSync(file, 'utf8')).toBe('');
    expect(await recoverRecordFile(path.join(dir, 'none.jsonl'))).toEqual({ count: 0, failed: 0 });
  });

  it('.jsonl.gz: keeps the whole gzip members and cuts off one that is cut short', async () => {
    const file = path.join(dir, 'out.jsonl.gz');
    await writeRecords(file, ['a', 'b'], false);
    await writeRecords(file, [3, 'd', 'e'], true);
    const whole = readFileSync(file);
    const lost = gzipSync(line('f') + line('g'));
    appendFileSync(file, lost.subarray(0, lost.length - 5));
    expect(await recoverRecordFile(file)).toEqual({ count: 5, failed: 0, lastId: 'e' });
    expect(readFileSync(file).equals(whole)).toBe(true);
    expect(gunzipSync(readFileSync(file)).toString()).toBe(['a', 'b', 3, 'd', 'e'].map(line).join(''));
    // A cut inside the header of the next member, or a member whose lines do not end with a line feed.
    appendFileSync(file, lost.subarray(0, 6));
    expect(await recoverRecordFile(file)).toEqual({ count: 5, failed: 0, lastId: 'e' });
    appendFileSync(file, gzipSync('{"id":"h"}'));
    expect(await recoverRecordFile(file)).toEqual({ count: 5, failed: 0, lastId: 'e' });
    expect(readFileSync(file).equals(whole)).toBe(true);
  });

  it('counts the error records it keeps, also one whose error key a read of the file cuts (JSONL and .jsonl.gz)', async () => {
    const errorLine = (id: string) => JSON.stringify({ id, ms: 0, error: 'line is not valid JSON' }) + '\n';
    // The second line's `,"error":` (18 bytes into it) starts 2 bytes before the file's first 64 KiB read ends.
    const padded = JSON.stringify({ id: 'pad', text: 'x'.repeat(65_486), ms: 1 }) + '\n';
    const quoted = JSON.stringify({ id: 'q', text: 'a page about ,"error": keys', ms: 1 }) + '\n';
    const lines = [padded, errorLine('cut'), line('a'), quoted, errorLine('b'), line('c')];
    const file = path.join(dir, 'errors.jsonl');
    writeFileSync(file, lines.join('') + '{"id":"d","ms":0,"error":"half');
    expect(await recoverRecordFile(file)).toEqual({ count: 6, failed: 2, lastId: 'c' });
    const gz = path.join(dir, 'errors.jsonl.gz');
    const out = await openRecordFile(gz);
    for (const l of lines) await out.write(l);
    await out.close();
    expect(await recoverRecordFile(gz)).toEqual({ count: 6, failed: 2, lastId: 'c' });
  });

  it('refuses an output file that is not one it wrote', async () => {
    const file = path.join(dir, 'foreign.jsonl');
    writeFileSync(file, 'plain text\n');
    await expect(recoverRecordFile(file)).rejects.toThrow(/cannot resume .*foreign\.jsonl: its last record is not a batch record/);
    const gz = path.join(dir, 'foreign.jsonl.gz');
    writeFileSync(gz, 'not gzip at all');
    await expect(recoverRecordFile(gz)).rejects.toThrow(/foreign\.jsonl\.gz: byte 0 does not start a gzip member/);
  });

  it('leaves a file that is not one it wrote as it was, also when its last line has no line feed', async () => {
    // A pages file given as --output by mistake: whole lines that are no records, and a last line without its end.
    const pages = path.join(dir, 'pages.jsonl');
    const contents = '{"html":"<p>one</p>","id":"a"}\n{"id":"b","html":"<p>two</p>"}';
    writeFileSync(pages, contents);
    await expect(recoverRecordFile(pages)).rejects.toThrow(/cannot resume .*pages\.jsonl: its last record is not a batch record/);
    expect(readFileSync(pages, 'utf8')).toBe(contents);
    const notes = path.join(dir, 'notes.txt');
    writeFileSync(notes, 'one line of notes');
    await expect(recoverRecordFile(notes)).rejects.toThrow(/cannot resume .*notes\.txt: its line after byte 0 is not a batch record cut short/);
    expect(readFileSync(notes, 'utf8')).toBe('one line of notes');
  });

  it('passes over the pages already written, keeps skipped records, and checks the last id', async () => {
    const rest = await collect(afterWrittenPages(entries('a', null, 'b', 'c', null, 'd'), { count: 2, failed: 0, lastId: 'b' }, 'out'));
    expect(rest.map((e) => ('id' in e ? e.id : 'skipped'))).toEqual(['skipped', 'c', 'skipped', 'd']);
    await expect(collect(afterWrittenPages(entries('a', 'b', 'c'), { count: 2, failed: 0, lastId: 'x' }, 'out.jsonl'))).rejects.toThrow(
      /cannot resume out\.jsonl: its record 2 is "x" but page 2 of the input is "b"/,
    );
    await expect(collect(afterWrittenPages(entries('a'), { count: 2, failed: 0, lastId: 'b' }, 'out.jsonl'))).rejects.toThrow(/holds 2 records but the input has only 1 pages/);
  });

  it.each(['out.jsonl', 'out.jsonl.gz'])('runBatch with resume continues a cut output to the same records (%s)', async (name) => {
    const input = path.join(dir, `pages-${name}.jsonl`);
    const ids = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? i : `p${i}`));
    writeFileSync(input, ids.map((id) => JSON.stringify({ id, html: `<p>page ${id} has some text</p>` })).join('\n'));
    const full = path.join(dir, `full-${name}`);
    await runBatch({ input, output: full, method: 'cetd' });
    const read = (file: string) => {
      const bytes = readFileSync(file);
      const text = (name.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
      return text.trim().split('\n').map((l) => { const { ms, ...rest } = JSON.parse(l); return rest; });
    };
    const cut = path.join(dir, `cut-${name}`);
    if (name.endsWith('.gz')) {
      await writeRecords(cut, [], false);
      const firstTen = read(full).slice(0, 10).map((r) => JSON.stringify({ ...r, ms: 0 }) + '\n');
      const out = await openRecordFile(cut, { append: true });
      for (const l of firstTen) await out.write(l);
      await out.close();
      appendFileSync(cut, gzipSync('{"id":"p10"').subarray(0, 12));
    } else {
      copyFileSync(full, cut);
      truncateSync(cut, readFileSync(full, 'utf8').indexOf('"p11"') + 3);
    }
    const summary = await runBatch({ input, output: cut, method: 'cetd', resume: true });
    expect(summary.resumed).toBe(name.endsWith('.gz') ? 10 : 11);
    expect(summary.pages).toBe(30 - summary.resumed);
    expect(read(cut)).toEqual(read(full));
  });
});
