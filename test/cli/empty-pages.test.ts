// An empty input (no bytes, or only white space: a download that failed, a file saved before it was written) is no
// page: one page is refused in one line naming it, exit 2, as a file that is not HTML is; a batch records it with
// that reason and goes on, whatever its input. A page of HTML that shows no text is a page: its text is empty.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { articleResponse, serialized, writeWarc } from '../support/warc-files';
import { runCli, summaryOf } from '../support/run-cli';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-empty-pages-'));
const PAGE = '<html><body><p>A paragraph about the river and the bridge that crosses it near the old mill.</p></body></html>';

function recordsOf(file: string): Record<string, unknown>[] {
  return readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
}

describe('empty pages (CLI)', () => {
  it('refuses an empty page file, or one of white space, in one line naming it, exit 2, printing nothing', () => {
    const empty = path.join(dir, 'empty.html');
    const blank = path.join(dir, 'blank.html');
    writeFileSync(empty, '');
    writeFileSync(blank, ' \r\n\t\n');
    for (const format of ['text', 'json']) {
      const r = runCli(['extract', empty, '--method', 'cetd', '--format', format]);
      expect(r).toMatchObject({ status: 2, stdout: '', stderr: `web2text: ${empty}: empty page: nothing to read\n` });
    }
    expect(runCli(['extract', blank, '--method', 'cetd'])).toMatchObject({ status: 2, stdout: '', stderr: `web2text: ${blank}: empty page: only white space\n` });
    expect(runCli(['extract', '-', '--method', 'cetd'], '\n\n')).toMatchObject({ status: 2, stdout: '', stderr: 'web2text: standard input: empty page: only white space\n' });
  });

  it('extracts a page of HTML that shows no text as an empty text, exit 0, and says so', () => {
    const shell = path.join(dir, 'shell.html');
    writeFileSync(shell, '<html><head><title>App</title></head><body><div id="root"></div></body></html>');
    const r = runCli(['extract', shell, '--method', 'cetd', '-q']);
    expect(r).toMatchObject({ status: 0, stdout: '\n' });
    expect(r.stderr).toContain(`web2text: ${shell}: no text blocks\n`);
  });

  it('records an empty page of a folder, a JSONL file or a WARC with its reason and goes on, exit 1', async () => {
    const folder = path.join(dir, 'pages');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'a.html'), PAGE);
    writeFileSync(path.join(folder, 'b.html'), '');
    writeFileSync(path.join(folder, 'c.html'), '\n \n');
    const jsonl = path.join(dir, 'pages.jsonl');
    writeFileSync(jsonl, [{ id: 'a', html: PAGE }, { id: 'b', html: '' }, { id: 'c', html: '  ' }].map((record) => JSON.stringify(record) + '\n').join(''));
    const warc = path.join(dir, 'crawl.warc');
    const emptyResponse = { type: 'response' as const, url: 'https://example.org/b', id: '<urn:uuid:b>', statusline: 'HTTP/1.1 200 OK', httpHeaders: { 'Content-Type': 'text/html' }, block: '' };
    await writeWarc(warc, serialized([{ ...articleResponse(1), id: '<urn:uuid:a>' }, emptyResponse], false));
    const expected = {
      [folder]: [{ id: 'a.html' }, { id: 'b.html', error: 'empty page: nothing to read' }, { id: 'c.html', error: 'empty page: only white space' }],
      [jsonl]: [{ id: 'a' }, { id: 'b', error: 'empty page: nothing to read' }, { id: 'c', error: 'empty page: only white space' }],
      [warc]: [{ id: '<urn:uuid:a>' }, { id: '<urn:uuid:b>', url: 'https://example.org/b', status: 200, error: 'empty page: nothing to read' }],
    };
    for (const [input, records] of Object.entries(expected)) {
      const out = path.join(dir, `${path.basename(input)}.out.jsonl`);
      const r = runCli(['extract', '--input', input, '--output', out, '--method', 'cetd']);
      expect(r.status).toBe(1);
      expect(summaryOf(r.stderr)).toMatchObject({ pages: records.length, failed: records.length - 1 });
      const written = recordsOf(out);
      expect(written).toMatchObject(records);
      expect(written[0].text).toMatch(/river|bridge/);
      expect(written.slice(1).every((record) => record.text === undefined)).toBe(true);
    }
  });
});
