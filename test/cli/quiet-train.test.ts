// train -q: the lines that only inform (the backend, the page counts, progress) go; warnings, errors and the JSON
// summary on stdout stay.
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { corpusLines, TOWNS } from '../support/market-pages';
import { runCli } from '../support/run-cli';

describe('train --quiet', () => {
  it('leaves out the backend line and the page counts; the model and its summary are written', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'w2t-quiet-train-'));
    const corpus = path.join(dir, 'mine.jsonl');
    writeFileSync(corpus, corpusLines(TOWNS));
    const args = ['train', '--corpus', 'jsonl', '--input', corpus, '--feature-set', 'modern', '--steps', '1', '--backend', 'wasm'];
    const loud = runCli([...args, '--out', path.join(dir, 'loud')]);
    expect(loud.status).toBe(0);
    expect(loud.stderr).toMatch(/^web2text: training on backend wasm$/m);
    expect(loud.stderr).toMatch(/^web2text: 6 train and 2 validation pages \(jsonl\)$/m);
    const quiet = runCli([...args, '--out', path.join(dir, 'quiet'), '-q']);
    expect(quiet.status).toBe(0);
    expect(quiet.stderr).toBe('');
    expect(JSON.parse(quiet.stdout)).toMatchObject({ model: path.join(dir, 'quiet'), trainPages: 6, validationPages: 2 });
  }, 120_000);
});
