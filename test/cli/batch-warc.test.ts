// `extract --input X.warc.gz` from the command line: records with id and url, progress lines on a stderr that is
// not a terminal, the JSON summary last; a truncated WARC.gz is one line and exit code 2, after the pages before it.
import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { articlePageIds, articleResponse, serialized, writeWarc, type WarcEntry } from '../support/warc-files';
import { runCli, summaryOf } from '../support/run-cli';

// Enough pages that the run lasts well over the 1-second progress interval on a fast machine (100 took 0.96 s in CI).
const PAGES = 400;

describe('extract --input WARC.gz (CLI)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-warc-cli-'));
  const warc = path.join(dir, 'crawl.warc.gz');
  const entries: WarcEntry[] = articlePageIds(PAGES).map((id) => ({ ...articleResponse(id), id: `<urn:uuid:p${id}>` }));
  entries.splice(1, 0, { type: 'metadata', url: 'http://x.example/', block: 'a: b\r\n', contentType: 'application/warc-fields' });
  beforeAll(() => writeWarc(warc, serialized(entries, true)));

  it('writes a record per HTML response, progress lines every --progress seconds, and the summary last', () => {
    const output = path.join(dir, 'out.jsonl');
    const r = runCli(['extract', '--input', warc, '--output', output, '--progress', '1']);
    expect(r.status).toBe(0);
    const records = readFileSync(output, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(records).toHaveLength(PAGES);
    expect(records[0]).toMatchObject({ id: entries[0].id, url: entries[0].url, method: 'web2text' });
    expect(r.stderr).toMatch(/web2text: extract: \d+ pages, [\d.]+ pages\/s, 0 failed, 1 skipped, \d+% of the input, ETA \d+s\n/);
    expect(summaryOf(r.stderr)).toMatchObject({ pages: PAGES, failed: 0, skipped: 1, resumed: 0 });
  });

  it('stops at a truncated WARC.gz with one line and exit code 2, keeping the pages before the cut', () => {
    const whole = readFileSync(warc);
    const cut = path.join(dir, 'cut.warc.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const output = path.join(dir, 'cut.jsonl');
    const r = runCli(['extract', '--input', cut, '--output', output, '--method', 'cetd']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n').pop()).toMatch(/^web2text: cannot read .*cut\.warc\.gz at byte \d+: gzip data is cut short \(a truncated file\?\)$/);
    const ids = readFileSync(output, 'utf8').trim().split('\n').map((l) => JSON.parse(l).id);
    expect(ids.length).toBeGreaterThan(10);
    expect(ids).toEqual(entries.filter((e) => e.type === 'response').slice(0, ids.length).map((e) => e.id));
  });
});
