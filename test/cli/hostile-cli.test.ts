// The command line with bad setups, failing pages and closed pipes (issue 16): documented exit codes
// (0 done, 1 some pages failed, 2 usage or input error), one-line messages, no stack dumps.
import { spawn, spawnSync } from 'child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, symlinkSync, writeFileSync } from 'fs';
import { availableParallelism, tmpdir } from 'os';
import * as path from 'path';
import { cliCommand, runCli, summaryOf } from '../support/run-cli';

const PAGE = '<body><p>The river runs through the old town, past the market and under the first stone bridge.</p></body>';

function runCliWithEnv(args: string[], env: Record<string, string>) {
  const [command, ...rest] = cliCommand(args);
  return spawnSync(command, rest, { encoding: 'utf8', env: { ...process.env, WEB2TEXT_DEBUG: '', ...env } });
}

function lines(file: string): Record<string, unknown>[] {
  return readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
}

describe('web2text CLI on hostile setups', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-hostile-cli-'));
  const page = path.join(dir, 'page.html');
  writeFileSync(page, PAGE);

  it('--backend node without tfjs-node is exit 2 with one line, not a quiet CETD run', () => {
    const r = runCli(['extract', page, '--backend', 'node']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe('web2text: backend "node" could not be initialised (is @tensorflow/tfjs-node installed?)');
    expect(r.stdout).toBe('');
  });

  it('a mistyped WEB2TEXT_BACKEND is exit 2 naming the variable', () => {
    const r = runCliWithEnv(['extract', page], { WEB2TEXT_BACKEND: 'wsam' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^web2text: WEB2TEXT_BACKEND: unknown backend "wsam"/);
  });

  it('--output equal to --input is exit 2 and the input keeps its bytes', () => {
    const input = path.join(dir, 'same.jsonl');
    const content = JSON.stringify({ id: 1, html: PAGE }) + '\n';
    writeFileSync(input, content);
    const r = runCli(['extract', '--input', input, '--output', input, '--method', 'cetd']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/is the batch input itself/);
    expect(readFileSync(input, 'utf8')).toBe(content);
  });

  it('a batch whose pages failed exits 1, the records keep each error, and a fallback names its reason', () => {
    const input = path.join(dir, 'failing.jsonl');
    writeFileSync(input, [JSON.stringify({ id: 'a' }), JSON.stringify({ id: 'b', html: PAGE })].join('\n'));
    const output = path.join(dir, 'failing-out.jsonl');
    const r = runCli(['extract', '--input', input, '--output', output, '--method', 'cetd']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/1 of 2 pages failed/);
    expect(lines(output).map((rec) => [rec.id, rec.error ?? 'ok'])).toEqual([['a', 'record has no string field "html"'], ['b', 'ok']]);
    const all = runCli(['extract', '--input', input, '--output', output, '--overwrite', '--method', 'cetd', '--max-blocks', '1']);
    expect(all.status).toBe(1);

    // A page of links only: the CleanEval-trained model finds no content in its 30+ words, so CETD steps in and
    // says why.
    const long = path.join(dir, 'links.jsonl');
    const links = '<body>' + Array.from({ length: 30 }, (_, i) => `<a href="/p${i}">link number ${i}</a>`).join(' | ') + '</body>';
    writeFileSync(long, JSON.stringify({ id: 'links', html: links }));
    const longOut = path.join(dir, 'links-out.jsonl');
    const model = path.join(__dirname, '..', '..', 'models', 'web2text-split');
    expect(runCli(['extract', '--input', long, '--output', longOut, '--model', model]).status).toBe(0);
    expect(lines(longOut)[0]).toMatchObject({ method: 'cetd', fallbackReason: 'learned extractor found no content on a page with text' });
  });

  it('a resumed batch whose output holds a failed page exits 1, counting the records it kept', () => {
    const input = path.join(dir, 'resumed.jsonl');
    writeFileSync(input, ['a', 'b', 'c'].map((id) => JSON.stringify(id === 'a' ? { id } : { id, html: PAGE })).join('\n'));
    const output = path.join(dir, 'resumed-out.jsonl');
    expect(runCli(['extract', '--input', input, '--output', output, '--method', 'cetd']).status).toBe(1);
    // Killed after two records: the error record is among those a resumed run keeps.
    writeFileSync(output, readFileSync(output, 'utf8').split('\n').slice(0, 2).join('\n') + '\n');
    const r = runCli(['extract', '--input', input, '--output', output, '--method', 'cetd', '--resume']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('web2text: 1 of 3 pages failed (recorded with their error)\n');
    expect(summaryOf(r.stderr)).toMatchObject({ pages: 1, failed: 0, resumed: 2, resumedFailed: 1 });
    expect(lines(output).map((rec) => rec.id)).toEqual(['a', 'b', 'c']);
  });

  it('reads JSONL pages from standard input with --input -', () => {
    const stdin = [JSON.stringify({ id: 'x', html: PAGE }), JSON.stringify({ id: 'y', html: '<p>second page</p>' })].join('\n');
    const r = runCli(['extract', '--input', '-', '--method', 'cetd'], stdin);
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n').map((l) => JSON.parse(l).id)).toEqual(['x', 'y']);
  });

  it('says which subfolders and which other files it did not read, and reads the subfolders with --recursive', () => {
    const site = path.join(dir, 'site');
    mkdirSync(path.join(site, 'blog', '2024'), { recursive: true });
    writeFileSync(path.join(site, 'index.html'), PAGE);
    writeFileSync(path.join(site, 'blog', '2024', 'post.html'), PAGE);
    writeFileSync(path.join(site, 'page.xhtml'), PAGE);
    writeFileSync(path.join(site, 'notes.txt'), 'not a page');
    writeFileSync(path.join(site, '.DS_Store'), 'hidden');
    writeFileSync(path.join(site, 'blog', '2024', 'photo.jpg'), 'not a page either');
    // A hidden folder (a repository's .git) is neither counted nor walked, as a shell's ** leaves it out.
    mkdirSync(path.join(site, '.git', 'hooks'), { recursive: true });
    writeFileSync(path.join(site, '.git', 'config'), '[core]');
    writeFileSync(path.join(site, '.git', 'hooks', 'readme.html'), PAGE);
    const flat = runCli(['extract', '--input', site, '--method', 'cetd']);
    expect(flat.stderr).toMatch(/1 subfolder of .*site not read \(--recursive reads them\)/);
    expect(flat.stderr).toMatch(/1 file of .*site not read, not an HTML page by name or content: notes\.txt\n/);
    expect(flat.stdout.trim().split('\n').map((l) => JSON.parse(l).id)).toEqual(['index.html', 'page.xhtml']);
    const deep = runCli(['extract', '--input', site, '--method', 'cetd', '--recursive']);
    expect(deep.status).toBe(0);
    expect(deep.stderr).toMatch(/2 files of .*site not read, not HTML pages by name or content: blog\/2024\/photo\.jpg, notes\.txt\n/);
    expect(deep.stdout.trim().split('\n').map((l) => JSON.parse(l).id)).toEqual(['blog/2024/post.html', 'index.html', 'page.xhtml']);
  });

  it('refuses --recursive with an input file, which has no subfolders to read, before the output is touched', () => {
    const input = path.join(dir, 'pages.jsonl');
    writeFileSync(input, JSON.stringify({ id: 'x', html: PAGE }) + '\n');
    const output = path.join(dir, 'kept.jsonl');
    writeFileSync(output, 'records of another run\n');
    const r = runCli(['extract', '--input', input, '--output', output, '--method', 'cetd', '--recursive']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`web2text: cannot read ${input} recursively: only a folder has subfolders (option recursive, --recursive)\n`);
    expect(readFileSync(output, 'utf8')).toBe('records of another run\n');
  });

  it('says in words why an output cannot be written: a name too long for the file system', () => {
    const output = path.join(dir, `${'a'.repeat(300)}.jsonl`);
    for (const args of [['extract', page, '-m', 'cetd', '-q', '-o', output], ['extract', '--input', page, '-m', 'cetd', '-q', '--output', output]]) {
      const r = runCli(args);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(`web2text: cannot write ${output}: a name in its path is too long\n`);
    }
  });

  it('refuses --encoding with JSONL input, whose pages are text already, before the output is touched; a folder\'s pages take it', () => {
    const input = path.join(dir, 'encoded.jsonl');
    writeFileSync(input, JSON.stringify({ id: 'x', html: PAGE }) + '\n');
    const output = path.join(dir, 'kept-encoded.jsonl');
    writeFileSync(output, 'records of another run\n');
    const r = runCli(['extract', '--input', input, '--output', output, '--method', 'cetd', '--encoding', 'windows-1251']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`web2text: cannot read ${input} in the encoding windows-1251: JSONL holds each page's html as text, decoded already (option encoding, --encoding)\n`);
    expect(readFileSync(output, 'utf8')).toBe('records of another run\n');
    const piped = runCli(['extract', '--input', '-', '--method', 'cetd', '--encoding', 'koi8-r'], readFileSync(input));
    expect(piped.status).toBe(2);
    expect(piped.stderr).toMatch(/^web2text: cannot read standard input in the encoding koi8-r: JSONL holds/);
    const folder = path.join(dir, 'encoded-pages');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'page.html'), PAGE);
    expect(runCli(['extract', '--input', folder, '--method', 'cetd', '--encoding', 'windows-1251']).status).toBe(0);
  });

  it('does not read hidden files, and names those named as pages: no error record for a macOS ._ copy or an editor lock', () => {
    const saved = path.join(dir, 'with-hidden');
    mkdirSync(saved);
    writeFileSync(path.join(saved, 'index.html'), PAGE);
    writeFileSync(path.join(saved, '.draft.html'), PAGE);
    // macOS writes a file's attributes beside it on a foreign disk as '._NAME' (AppleDouble: binary).
    writeFileSync(path.join(saved, '._index.html'), Buffer.concat([Buffer.from([0, 5, 22, 7, 0, 2, 0, 0]), Buffer.alloc(80, 0)]));
    writeFileSync(path.join(saved, '.DS_Store'), Buffer.alloc(64, 1));
    // Emacs locks a file it edits with a link that points nowhere.
    symlinkSync('user@host.1234:1700000000', path.join(saved, '.#index.html'));
    const r = runCli(['extract', '--input', saved, '--method', 'cetd', '-q']);
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n').map((l) => JSON.parse(l).id)).toEqual(['index.html']);
    expect(r.stderr).toBe(`web2text: 3 hidden files of ${saved} not read, hidden by a name that starts with '.': .#index.html, ._index.html, .draft.html\n`);
  });

  it('reads a linked page file, records a link that points nowhere, and walks a linked folder once', () => {
    const saved = path.join(dir, 'saved');
    const elsewhere = path.join(dir, 'elsewhere');
    mkdirSync(path.join(elsewhere, 'more'), { recursive: true });
    mkdirSync(saved);
    writeFileSync(path.join(saved, 'own.html'), PAGE);
    writeFileSync(path.join(elsewhere, 'linked.html'), PAGE);
    writeFileSync(path.join(elsewhere, 'more', 'deep.html'), PAGE);
    symlinkSync(path.join(elsewhere, 'linked.html'), path.join(saved, 'linked.html'));
    symlinkSync(path.join(dir, 'no-such-page.html'), path.join(saved, 'gone.html'));
    symlinkSync(elsewhere, path.join(saved, 'folder'));
    symlinkSync(saved, path.join(saved, 'loop'));
    symlinkSync('self.html', path.join(saved, 'self.html'));
    const flat = runCli(['extract', '--input', saved, '--method', 'cetd']);
    expect(flat.status).toBe(1);
    expect(flat.stderr).toMatch(/2 subfolders of .*saved not read \(--recursive reads them\)/);
    const records = flat.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(records.map((r) => r.id)).toEqual(['gone.html', 'linked.html', 'own.html', 'self.html']);
    expect(records[0].error).toBe('cannot read gone.html: no such file');
    expect(records[3].error).toBe('cannot read self.html: too many symbolic links (one that leads back to itself?)');
    expect(records[1].text).toContain('The river runs');
    const deep = runCli(['extract', '--input', saved, '--method', 'cetd', '--recursive']);
    expect(deep.stdout.trim().split('\n').map((l) => JSON.parse(l).id)).toEqual(
      ['folder/linked.html', 'folder/more/deep.html', 'gone.html', 'linked.html', 'own.html', 'self.html'],
    );
  });

  it('caps --jobs at the number of cores, with a warning', () => {
    const input = path.join(dir, 'one.jsonl');
    writeFileSync(input, JSON.stringify({ id: 1, html: PAGE }));
    const cores = availableParallelism();
    const r = runCli(['extract', '--input', input, '--method', 'cetd', '--jobs', String(cores + 62)]);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain(`warning: --jobs ${cores + 62} is more than the ${cores} cores of this machine: using ${cores}`);
    expect(r.stderr).toContain(`web2text: ${cores} worker threads\n`);
    expect(JSON.parse(r.stdout).text).toContain('The river runs');
  });

  it('strips control characters from the text it prints', () => {
    const bell = path.join(dir, 'bell.html');
    writeFileSync(bell, '<body><p>ring\u0007 the \u001b]0;owned\u0007 bell</p></body>');
    const r = runCli(['extract', bell, '--method', 'cetd']);
    expect(r.stdout).toBe('ring the ]0;owned bell\n');
  });

  it('ends quietly with exit 0 when the reader closes the pipe (| head)', async () => {
    const input = path.join(dir, 'many.jsonl');
    writeFileSync(input, Array.from({ length: 3000 }, (_, i) => JSON.stringify({ id: i, html: PAGE })).join('\n'));
    const [command, ...rest] = cliCommand(['extract', '--input', input, '--method', 'cetd', '--page-timeout', '0']);
    const child = spawn(command, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    // Like `head -1`: read the first line, then close the pipe.
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(stderr).not.toMatch(/EPIPE|internal error/);
    expect(code).toBe(0);
  });

  it('a standard output that cannot be written (a full disk: /dev/full) is exit 2 saying so, not an internal error', () => {
    const [command, ...rest] = cliCommand([]);
    const full = openSync('/dev/full', 'w');
    try {
      const input = path.join(dir, 'to-full.jsonl');
      writeFileSync(input, JSON.stringify({ id: 1, html: PAGE }) + '\n');
      for (const args of [['extract', page, '-m', 'cetd', '-q'], ['extract', '--input', input, '-m', 'cetd', '-q']]) {
        const r = spawnSync(command, [...rest, ...args], { stdio: ['ignore', full, 'pipe'], encoding: 'utf8', env: { ...process.env, WEB2TEXT_DEBUG: '' } });
        expect(r.stderr.trim()).toBe('web2text: cannot write standard output: no space left on the device');
        expect(r.status).toBe(2);
      }
    } finally {
      closeSync(full);
    }
  });

  it('ids, file names and messages with terminal control characters reach stderr escaped (report\'s largest page line, errors)', () => {
    const evil = 'page\u001b]0;owned\u0007\u001b[2J\u009b1m';
    const corpus = path.join(dir, 'evil.jsonl');
    writeFileSync(corpus, JSON.stringify({ id: evil, html: PAGE, gold: 'The river runs through the old town' }) + '\n');
    const report = runCli(['report', '--corpus', 'jsonl', '--input', corpus, '--methods', 'cetd', '--out', path.join(dir, 'evil-report')]);
    expect(report.status).toBe(0);
    expect(report.stderr).toContain('largest page file');
    expect(report.stderr).toContain('page\\x1b]0;owned\\x07\\x1b[2J\\x9b1m');
    const missing = runCli(['extract', path.join(dir, `no\u001b[31mpage.html`)]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('no\\x1b[31mpage.html');
    for (const run of [report, missing]) expect(run.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });
});

