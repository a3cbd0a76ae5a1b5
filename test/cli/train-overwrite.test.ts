// train --out of a folder that holds a model replaced that model without a word, after the whole training: a
// command run again with another --out in mind lost the model it pointed at. It is refused before training now,
// and --overwrite replaces it.
import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { corpusLines, TOWNS } from '../support/market-pages';
import { runCli } from '../support/run-cli';

it('train --out of a folder holding a model is refused before training, exit 2, and the model is kept; --overwrite replaces it', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-train-overwrite-'));
  const corpus = path.join(dir, 'mine.jsonl');
  writeFileSync(corpus, corpusLines(TOWNS));
  const out = path.join(dir, 'model');
  const args = ['train', '--corpus', 'jsonl', '--input', corpus, '--feature-set', 'modern', '--steps', '1', '--backend', 'wasm', '--out', out, '-q'];
  expect(runCli([...args, '--seed', '1']).status).toBe(0);
  const manifest = readFileSync(path.join(out, 'manifest.json'), 'utf8');

  const again = runCli([...args, '--seed', '2']);
  expect(again.status).toBe(2);
  expect(again.stderr).toBe(`web2text: ${out} holds a model already: --overwrite (option overwrite) replaces it\n`);
  expect(readFileSync(path.join(out, 'manifest.json'), 'utf8')).toBe(manifest);

  const replaced = runCli([...args, '--seed', '2', '--overwrite']);
  expect(replaced.status).toBe(0);
  expect(readFileSync(path.join(out, 'manifest.json'), 'utf8')).not.toBe(manifest);
  expect(JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8')).members[0].seed).toBe(2);
}, 180_000);
