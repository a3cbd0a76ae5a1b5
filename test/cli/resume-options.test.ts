// extract --resume checks that it makes its records as the run that wrote the output made them (OUT.options.json
// beside it): a resume with another method, format or comments policy mixed two kinds of records in one file
// without a word. A run that differs is refused in one line naming the option, exit 2, the output untouched.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { ARTICLE } from '../support/article-page';
import { runCli, summaryOf } from '../support/run-cli';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-resume-options-'));
const pages = path.join(dir, 'pages');
const ids = ['a.html', 'b.html', 'c.html'];
mkdirSync(pages);
for (const id of ids) writeFileSync(path.join(pages, id), ARTICLE.replace('Rivers', `Rivers ${id}`));

const records = (file: string) => readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));

/** An output as a killed run leaves it: the first record of a whole run, and half of the second. */
function killedRun(name: string, options: string[]): string {
  const output = path.join(dir, name);
  const r = runCli(['extract', '--input', pages, '--output', output, '-q', ...options]);
  expect(r.status).toBe(0);
  const [first, second] = readFileSync(output, 'utf8').split('\n');
  writeFileSync(output, `${first}\n${second.slice(0, 40)}`);
  return output;
}

describe('extract --resume with the options of the output', () => {
  it('refuses another method, format or comments policy in one line, exit 2, leaving the output as it was', () => {
    const cases: [string[], string[], string][] = [
      [['--method', 'cetd'], ['--method', 'bte'], 'method "cetd", this run would make them with method "bte"'],
      [['--method', 'cetd'], ['--method', 'cetd', '--format', 'markdown'], 'markdown false, this run would make them with markdown true'],
      [['--comments', 'keep'], [], 'comments "keep", this run would make them with comments "drop"'],
    ];
    cases.forEach(([first, resumed, difference], k) => {
      const output = killedRun(`refused-${k}.jsonl`, first);
      const before = readFileSync(output);
      const r = runCli(['extract', '--input', pages, '--output', output, '--resume', ...resumed]);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(
        `web2text: cannot resume ${output}: its records were made with ${difference} (${output}.options.json); resume with the options it was made with, or write a new output\n`,
      );
      expect(readFileSync(output).equals(before)).toBe(true);
    });
  });

  it('resumes with the same options, defaults given or not, and the output holds every page once', () => {
    const output = killedRun('same.jsonl', ['--method', 'cetd', '--format', 'markdown']);
    const r = runCli(['extract', '--input', pages, '--output', output, '--resume', '-m', 'cetd', '-f', 'markdown', '--max-page-bytes', String(16 * 1024 * 1024)]);
    expect(r.status).toBe(0);
    expect(summaryOf(r.stderr)).toMatchObject({ pages: 2, resumed: 1 });
    const written = records(output);
    expect(written.map((record) => record.id)).toEqual(ids);
    expect(written.every((record) => record.method === 'cetd' && record.markdown.includes('# How rivers shaped'))).toBe(true);
  });

  it('resumes an output that no file describes (written before web2text kept one) with a warning, even with -q', () => {
    const output = killedRun('undescribed.jsonl', ['--method', 'cetd']);
    rmSync(`${output}.options.json`);
    const r = runCli(['extract', '--input', pages, '--output', output, '--resume', '--method', 'cetd', '-q']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(`web2text: warning: ${output} has no ${output}.options.json (written before web2text kept one): the options of its records cannot be checked against this run's\n`);
    expect(records(output).map((record) => record.id)).toEqual(ids);
    expect(existsSync(`${output}.options.json`)).toBe(false);
  });

  it('a new run over an output describes it anew', () => {
    const output = killedRun('again.jsonl', ['--method', 'cetd']);
    expect(runCli(['extract', '--input', pages, '--output', output, '--overwrite', '--method', 'bte', '-q']).status).toBe(0);
    const r = runCli(['extract', '--input', pages, '--output', output, '--resume', '--method', 'bte', '-q']);
    expect(r.status).toBe(0);
    expect(records(output).map((record) => [record.id, record.method])).toEqual(ids.map((id) => [id, 'bte']));
  });

  it('refuses to replace an output that holds records unless asked (--overwrite), leaving it as it was; an empty one is written', () => {
    const output = killedRun('kept.jsonl', ['--method', 'cetd']);
    const before = readFileSync(output);
    const again = runCli(['extract', '--input', pages, '--output', output, '--method', 'cetd', '-q']);
    expect(again.status).toBe(2);
    expect(again.stderr).toBe(`web2text: ${output} already holds records: --overwrite replaces them, --resume (a batch of --input) continues them (options overwrite, resume)
`);
    expect(readFileSync(output).equals(before)).toBe(true);
    const both = runCli(['extract', '--input', pages, '--output', output, '--method', 'cetd', '--resume', '--overwrite', '-q']);
    expect(both.status).toBe(2);
    expect(readFileSync(output).equals(before)).toBe(true);
    const site = path.join(dir, 'site.jsonl');
    writeFileSync(site, ids.map((id) => JSON.stringify({ url: `https://example.org/${id}`, html: ARTICLE })).join('\n') + '\n');
    const siteRun = runCli(['extract', '--method', 'cetd', '--site', site, '--output', output, '-q']);
    expect(siteRun.status).toBe(2);
    expect(siteRun.stderr).toMatch(/already holds records: --overwrite replaces them/);
    expect(readFileSync(output).equals(before)).toBe(true);
    const empty = path.join(dir, 'empty.jsonl');
    writeFileSync(empty, '');
    expect(runCli(['extract', '--input', pages, '--output', empty, '--method', 'cetd', '-q']).status).toBe(0);
    expect(runCli(['extract', '--input', pages, '--output', output, '--method', 'bte', '--overwrite', '-q']).status).toBe(0);
    expect(records(output).map((record) => [record.id, record.method])).toEqual(ids.map((id) => [id, 'bte']));
    expect(records(empty).map((record) => record.id)).toEqual(ids);
  });

  it('writes no options file beside an output that is not a file (/dev/null, a pipe)', () => {
    const beside = '/dev/null.options.json';
    const r = runCli(['extract', '--input', pages, '--output', '/dev/null', '--method', 'cetd', '-q']);
    const written = existsSync(beside);
    if (written) rmSync(beside);
    expect(r.status).toBe(0);
    expect(written).toBe(false);
  });
});
