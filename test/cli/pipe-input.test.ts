// A batch input that can be read only once: a pipe given by name (`--input <(zcat pages.jsonl.gz)`, a named pipe)
// or the standard input. Each is read from start to end once, its first line checked on the way.
import { spawnSync } from 'child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { gzipSync } from 'zlib';
import { cliCommand, runCli } from '../support/run-cli';

const PAGE = '<body><p>The river runs through the old town, past the market and under the first stone bridge.</p></body>';
const JSONL = [JSON.stringify({ id: 'x', html: PAGE }), JSON.stringify({ id: 'y', html: PAGE })].join('\n') + '\n';

/** The CLI run by bash, so that `<(…)` in `args` gives it a pipe's name (/dev/fd/N). */
function runCliInBash(args: string) {
  const command = cliCommand([]).map((word) => `'${word}'`).join(' ');
  const r = spawnSync('bash', ['-c', `${command} ${args}`], { encoding: 'utf8', env: { ...process.env, WEB2TEXT_DEBUG: '' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const idsOf = (jsonl: string) => jsonl.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line).id);

describe('a batch input read through a pipe', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-pipe-input-'));
  const pages = path.join(dir, 'pages.jsonl');
  writeFileSync(pages, JSONL);

  it('extracts every page of --input <(cat pages.jsonl), not none with exit 0', () => {
    const r = runCliInBash(`extract -q -m cetd --input <(cat '${pages}') --output -`);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(idsOf(r.stdout)).toEqual(['x', 'y']);
  });

  it('reports every page of report --input <(cat pages.jsonl)', () => {
    const out = path.join(dir, 'report');
    const r = runCliInBash(`report --methods cetd --input <(cat '${pages}') --out '${out}'`);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/report of 2 pages/);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('Pages');
  });

  it('refuses a pipe whose first line is no record as a whole, as it refuses such a file, before the output is written', () => {
    const output = path.join(dir, 'from-html.jsonl');
    const r = runCliInBash(`extract -q -m cetd --input <(printf '<!doctype html>\\n${PAGE}\\n') --output '${output}'`);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toMatch(/^web2text: cannot read batch input \/dev\/fd\/\d+: not JSONL \(an HTML page\? one page is read by extract FILE, or extract - from standard input, without --input\)/);
    expect(() => readFileSync(output)).toThrow(/ENOENT/);
  });

  it('refuses gzipped or HTML standard input in one line naming it, rather than a record of garbage per line or "- is UTF-16"', () => {
    const zipped = runCli(['extract', '-q', '-m', 'cetd', '--input', '-'], gzipSync(JSONL));
    expect(zipped.status).toBe(2);
    expect(zipped.stdout).toBe('');
    expect(zipped.stderr.trim()).toMatch(/^web2text: standard input is gzipped, not JSONL text: gzip data is unzipped when its file name ends in \.gz/);
    const html = runCli(['extract', '-q', '-m', 'cetd', '--input', '-'], `<!doctype html>\n${PAGE}\n`);
    expect(html.status).toBe(2);
    expect(html.stdout).toBe('');
    expect(html.stderr.trim()).toMatch(/^web2text: cannot read batch input standard input: not JSONL \(an HTML page\?/);
  });
});
