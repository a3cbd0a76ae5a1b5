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

  it('reads pages as extract does: a page over --max-blocks is refused naming the option, which raises the limit; --encoding decodes', () => {
    const many = path.join(dir, 'many.html');
    const manyPage = '<body>' + '<p>a paragraph</p>'.repeat(60) + '</body>';
    writeFileSync(many, manyPage);
    const refused = runCli(['blocks', many, '--max-blocks', '50']);
    expect(refused).toMatchObject({ status: 2, stdout: '', stderr: `web2text: ${many}: page has more text blocks than the limit of 50 (option maxBlocks, --max-blocks)\n` });
    expect(runCli(['blocks', many, '--max-blocks', '60']).stdout.trim().split('\n')).toHaveLength(60);
    expect(runCli(['blocks', many, '--max-page-bytes', '100']).stderr).toBe(`web2text: ${many}: page is ${manyPage.length} bytes, over the limit of 100 (option maxPageBytes, --max-page-bytes)\n`);
    const cyrillic = path.join(dir, 'cyrillic.html');
    // "Привет" in windows-1251 on a page that declares another encoding.
    writeFileSync(cyrillic, Buffer.concat([Buffer.from('<meta charset="iso-8859-2"><p>'), Buffer.from([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2]), Buffer.from('</p>')]));
    expect(JSON.parse(runCli(['blocks', cyrillic, '--encoding', 'windows-1251']).stdout).text).toBe('Привет');
  });

  it('refuses an empty file, which is no page, as extract does', () => {
    expect(runCli(['blocks', empty])).toMatchObject({ status: 2, stdout: '', stderr: `web2text: ${empty}: empty page: nothing to read\n` });
  });
});
