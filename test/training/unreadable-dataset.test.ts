// A dataset file that cannot be read is named with the reason in words, as other files are: it said
// "cannot read (ENOENT)".
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { DatasetFileError } from '../../src/errors';
import { loadDataset } from '../../src/training/dataset-file';
import { runCli } from '../support/run-cli';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-unreadable-dataset-'));

describe('a dataset file that cannot be read', () => {
  it('is named with the reason by loadDataset', () => {
    const missing = path.join(dir, 'missing.w2td');
    expect(() => loadDataset(missing)).toThrow(DatasetFileError);
    expect(() => loadDataset(missing)).toThrow(`${missing}: cannot read: no such file`);
    expect(() => loadDataset(dir)).toThrow(`${dir}: cannot read: is a folder, not a file`);
  });

  it('is one line and exit 2 from train --dataset', () => {
    const corpus = path.join(dir, 'pages.jsonl');
    writeFileSync(corpus, JSON.stringify({ id: 'a', html: '<p>The ferry leaves at dawn.</p>', gold: 'The ferry leaves at dawn.' }) + '\n');
    const missing = path.join(dir, 'not-built.w2td');
    const r = runCli(['train', '--corpus', 'jsonl', '--input', corpus, '--dataset', missing, '--steps', '1', '--out', path.join(dir, 'model')]);
    expect(r.status).toBe(2);
    expect(r.stderr.trimEnd().split('\n').pop()).toBe(`web2text: dataset file ${missing}: cannot read: no such file`);
  });
});
