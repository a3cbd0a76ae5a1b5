// `extract page.html --output FILE` writes the page's output to FILE, as a batch writes its records there; an
// output path that cannot be made says why in words.
import { spawnSync } from 'child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { gunzipSync } from 'zlib';
import { ARTICLE } from '../support/article-page';
import { cliCommand, runCli } from '../support/run-cli';

/** The CLI run in folder `cwd` (where a file named "-" would appear), killed after `timeout` ms. */
function spawnCli(args: string[], cwd: string, timeout?: number): { status: number | null; stdout: string; stderr: string } {
  const [command, ...rest] = cliCommand(args);
  const r = spawnSync(command, rest, { cwd, encoding: 'utf8', timeout });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('web2text extract --output (CLI)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-extract-output-'));
  const page = path.join(dir, 'page.html');
  writeFileSync(page, ARTICLE);

  it('writes one page\'s text or JSON to the file, its folders created, and nothing to stdout', () => {
    const text = path.join(dir, 'out', 'page.txt');
    const r = runCli(['extract', page, '--method', 'cetd', '--output', text]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('');
    expect(readFileSync(text, 'utf8')).toBe(runCli(['extract', page, '--method', 'cetd']).stdout);
    const json = path.join(dir, 'out', 'page.json');
    expect(runCli(['extract', page, '--method', 'cetd', '--format', 'json', '--output', json]).status).toBe(0);
    expect(JSON.parse(readFileSync(json, 'utf8')).text).toContain('The first bridges were built');
  });

  it('gzips one page\'s output written to a name ending in .gz, as a batch\'s .jsonl.gz and a page.html.gz read', () => {
    const zipped = path.join(dir, 'out', 'page.md.gz');
    const r = runCli(['extract', page, '--method', 'cetd', '--format', 'markdown', '--output', zipped]);
    expect(r.status).toBe(0);
    expect(gunzipSync(readFileSync(zipped)).toString('utf8')).toBe(runCli(['extract', page, '--method', 'cetd', '--format', 'markdown']).stdout);
  });

  it('an output path through a file is one line saying so, exit 2', () => {
    const blocked = path.join(page, 'page.txt');
    const pages = mkdtempSync(path.join(tmpdir(), 'w2t-extract-output-pages-'));
    writeFileSync(path.join(pages, 'a.html'), ARTICLE);
    for (const args of [[page], ['--input', pages]]) {
      const r = runCli(['extract', ...args, '--method', 'cetd', '--output', blocked]);
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n').pop()).toBe(`web2text: cannot write ${blocked}: a part of its path is a file, not a folder`);
    }
  });

  it('--with on one page\'s text is refused in one line (it only adds to JSON and batch records)', () => {
    const r = runCli(['extract', page, '--with', 'markdown']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('web2text: --with adds to --format json and to batch records; one page in another format is --format markdown or html\n');
    const json = runCli(['extract', page, '--method', 'cetd', '--format', 'json', '--with', 'markdown']);
    expect(JSON.parse(json.stdout).markdown).toContain('# How rivers shaped the towns along them');
  });

  it('--output - is standard output, for one page and for a batch, and makes no file named "-"', () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'w2t-extract-output-dash-'));
    const one = spawnCli(['extract', page, '--method', 'cetd', '--output', '-'], cwd);
    expect(one.status).toBe(0);
    expect(one.stdout).toContain('The first bridges were built');
    const batch = spawnCli(['extract', '--input', page, '--method', 'cetd', '--output', '-'], cwd);
    expect(batch.status).toBe(0);
    expect(JSON.parse(batch.stdout).id).toBe('page.html');
    expect(existsSync(path.join(cwd, '-'))).toBe(false);
  });

  it('--output that is the page itself is refused and the page keeps its bytes', () => {
    const own = path.join(dir, 'own.html');
    writeFileSync(own, ARTICLE);
    const r = runCli(['extract', own, '--method', 'cetd', '--output', own]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`web2text: --output ${own} is the page ${own} itself: the page would be overwritten by its text\n`);
    expect(readFileSync(own, 'utf8')).toBe(ARTICLE);
  });

  it('an output folder the system cannot make (under /proc) is one line and exit 2, not a process spinning for ever', () => {
    const out = '/proc/web2text-no-such-folder/page.txt';
    const r = spawnCli(['extract', page, '--method', 'cetd', '--output', out], dir, 60_000);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n').pop()).toBe(`web2text: cannot write ${out}: no such file`);
  });
});
