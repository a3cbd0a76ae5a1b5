// train and dataset check that their output can be written before the work, not after it: a model trained for
// hours was lost to an --out path through a file (exit 3, "internal error: ENOTDIR").
import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { corpusLines, TOWNS } from '../support/market-pages';
import { runCli } from '../support/run-cli';

describe('train and dataset with an output that cannot be written (CLI)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-training-output-'));
  const file = path.join(dir, 'a-file');
  writeFileSync(file, '');

  it('train --out through a file is one line and exit 2 before any dataset is read', () => {
    const out = path.join(file, 'model');
    const r = runCli(['train', '--split', 'web2text', '--data', dir, '--dataset', path.join(dir, 'not-built.w2td'), '--steps', '1', '--out', out]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`web2text: cannot write ${out}: a part of its path is a file, not a folder\n`);
  });

  it('dataset --out of a file with content is refused before any page is labelled, and kept; --overwrite replaces it', () => {
    const corpus = path.join(dir, 'mine.jsonl');
    writeFileSync(corpus, corpusLines(TOWNS));
    const out = path.join(dir, 'kept.w2td');
    writeFileSync(out, 'an earlier dataset');
    const args = ['dataset', '--corpus', 'jsonl', '--input', corpus, '--feature-set', 'modern', '--out', out];
    const r = runCli(args);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`web2text: ${out} holds data already: --overwrite replaces it\n`);
    expect(readFileSync(out, 'utf8')).toBe('an earlier dataset');
    const replaced = runCli([...args, '--overwrite']);
    expect(replaced.status).toBe(0);
    expect(JSON.parse(replaced.stdout)).toMatchObject({ out, pages: 8 });
  });

  it('dataset --out through a file is one line and exit 2 before any page is labelled', () => {
    const out = path.join(file, 'pages.w2td');
    const r = runCli(['dataset', '--ids', '64', '--out', out]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`web2text: cannot write ${file}: a part of its path is a file, not a folder\n`);
  });
});
