// A file that cannot be read is named with the reason in words in every command, as extract names a page's: the
// Redis password file and a corpus path gave the error's code ("EISDIR", "ENOTDIR").
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { runCli } from '../support/run-cli';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-file-errors-'));
const file = path.join(dir, 'page.html');
writeFileSync(file, '<p>A page.</p>');

describe('files that cannot be read (CLI)', () => {
  it('a Redis password file that is a folder', () => {
    const r = runCli(['worker', '--redis', 'redis://127.0.0.1:1', '--redis-password-file', dir, '--input-dir', dir, '--output-dir', path.join(dir, 'out')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`web2text: cannot read --redis-password-file ${dir}: is a folder, not a file\n`);
  });

  it('a corpus file below a file', () => {
    const corpus = path.join(file, 'pages.jsonl');
    const r = runCli(['compare', '--corpus', 'jsonl', '--input', corpus, '--methods', 'cetd']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`web2text: cannot read ${corpus}: a part of its path is a file, not a folder\n`);
  });
});
