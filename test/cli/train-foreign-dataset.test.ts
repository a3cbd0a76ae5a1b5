// `train --dataset FILE` with a dataset built from other pages than the corpus's: each part's pages missing from it
// are counted on stderr with the first few named, not listed one by one (a WCXB run named 1,073 ids in one line).
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { corpusLines, TOWNS } from '../support/market-pages';
import { runCli } from '../support/run-cli';

describe('train with a dataset of other pages', () => {
  let dir: string;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts the pages missing from the dataset and names the first ten', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'w2t-foreign-dataset-'));
    const built = path.join(dir, 'built.jsonl');
    writeFileSync(built, corpusLines(TOWNS));
    const dataset = path.join(dir, 'built.w2td');
    expect(runCli(['dataset', '--corpus', 'jsonl', '--input', built, '--feature-set', 'modern', '--out', dataset]).status).toBe(0);

    const other = path.join(dir, 'other.jsonl');
    const towns = Array.from({ length: 40 }, (_, i) => `Town${String(i).padStart(2, '0')}`);
    writeFileSync(other, corpusLines(towns));
    const r = runCli(['train', '--corpus', 'jsonl', '--input', other, '--dataset', dataset, '--feature-set', 'modern', '--steps', '1', '--out', path.join(dir, 'model')]);
    expect(r.status).toBe(2);
    const line = r.stderr.split('\n').find((l) => / train page\(s\) not in the dataset/.test(l)) ?? '';
    const [, missing, more] = /(\d+) train page\(s\) not in the dataset: .* and (\d+) more$/.exec(line) ?? [];
    expect(Number(missing)).toBeGreaterThan(10);
    expect(Number(more)).toBe(Number(missing) - 10);
    expect(towns.filter((town) => line.includes(town))).toHaveLength(10);
  }, 120_000);
});
