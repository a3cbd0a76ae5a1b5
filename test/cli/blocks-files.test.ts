// `web2text blocks` over page files written here (the corpus test blocks.test.ts reads CleanEval).
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { runCli } from '../support/run-cli';

describe('web2text blocks (CLI)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-blocks-'));
  const good = path.join(dir, 'good.html');
  const empty = path.join(dir, 'empty.html');
  const textless = path.join(dir, 'textless.html');
  const deep = path.join(dir, 'deep.html');
  writeFileSync(good, '<body><ul><li><a href="/">Home</a></li><li><a href="/b">Blog</a></li></ul><p>Hello &amp; welcome</p></body>');
  writeFileSync(empty, '');
  writeFileSync(textless, '<html><head><title>App</title></head><body><div id="root"></div></body></html>');
  writeFileSync(deep, '<div>'.repeat(100_000) + 'deep text' + '</div>'.repeat(100_000));

  it('prints one JSON line per block of every readable file, reports the missing one, and exits 1 as a batch with a failed page', () => {
    const r = runCli(['blocks', good, path.join(dir, 'missing.html'), textless, deep, '--features']);
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n').pop()).toBe(`web2text: 1 of 4 files failed: ${path.join(dir, 'missing.html')}`);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => [path.basename(l.file), l.text])).toEqual([
      ['good.html', 'Home'],
      ['good.html', 'Blog'],
      ['good.html', 'Hello & welcome'],
      ['deep.html', 'deep text'],
    ]);
    expect(lines[0].tags).toEqual(['li', 'a', '#text']);
    expect(lines[0].features).toHaveLength(128);
    expect(lines[0].edge).toHaveLength(25);
    expect(lines[2].edge).toBeUndefined();
    expect(r.stderr).toMatch(/missing\.html: no such file/);
    expect(r.stderr).toMatch(/textless\.html: no text blocks/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('one file that cannot be read is its error alone, exit 2', () => {
    const r = runCli(['blocks', path.join(dir, 'missing.html')]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^web2text: .*missing\.html: no such file$/)]);
  });

  it('exits 0 when every file was read, even with zero blocks', () => {
    const r = runCli(['blocks', textless]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('');
  });

  it('refuses an empty file, which is no page, as extract does', () => {
    expect(runCli(['blocks', empty])).toMatchObject({ status: 2, stdout: '', stderr: `web2text: ${empty}: empty page: nothing to read\n` });
  });
});
