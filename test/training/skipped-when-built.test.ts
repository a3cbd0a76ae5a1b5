// `dataset` names each page it skips with the reason; `train --dataset` then says how many of the split's pages
// are left out for that reason instead of listing every one again as "not in the dataset". The dataset file keeps
// the skipped pages and their reasons. On a JSONL corpus made of the committed WCXB pages (CC-BY-4.0), four of
// which the build skips (labels too poor, no gold words, two without text blocks).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { gunzipSync } from 'zlib';
import { loadDataset } from '../../src/training/dataset';
import { runCli } from '../support/run-cli';

const WCXB = path.join(__dirname, '..', 'fixtures', 'wcxb');

/** The WCXB fixture pages as a user's JSONL corpus: {id, html, gold, domain, pageType}. */
function wcxbAsJsonl(file: string): void {
  const files: Record<string, { domain: string; page_type: string }> = JSON.parse(readFileSync(path.join(WCXB, 'metadata.json'), 'utf8')).files;
  const lines = readdirSync(path.join(WCXB, 'html'))
    .sort()
    .map((name) => {
      const id = name.replace('.html.gz', '');
      const gold = JSON.parse(readFileSync(path.join(WCXB, 'ground-truth', `${id}.json`), 'utf8')).ground_truth.main_content;
      const html = gunzipSync(readFileSync(path.join(WCXB, 'html', name))).toString('utf8');
      return JSON.stringify({ id, html, gold, domain: files[id].domain, pageType: files[id].page_type });
    });
  writeFileSync(file, lines.join('\n') + '\n');
}

describe('pages the dataset build skipped, in train --dataset (CLI)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-skipped-when-built-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const corpus = path.join(dir, 'mine.jsonl');
  const dataset = path.join(dir, 'mine.w2td');
  wcxbAsJsonl(corpus);

  it('are named once, by dataset, and counted by train', () => {
    const built = runCli(['dataset', '--corpus', 'jsonl', '--input', corpus, '--feature-set', 'web2text', '--out', dataset]);
    expect(built.status).toBe(0);
    const { skipped } = JSON.parse(built.stdout) as { skipped: { id: string; reason: string }[] };
    // The lines the reader refused are no page of the split; the rest the build skipped.
    const skippedByBuild = skipped.filter(({ reason }) => !reason.startsWith(corpus));
    expect(skippedByBuild.map(({ id }) => id).sort()).toEqual(['0582', '4788', '4838', '4871']);
    expect(loadDataset(dataset).skipped).toEqual(skipped);

    const trained = runCli(['train', '--corpus', 'jsonl', '--input', corpus, '--dataset', dataset, '--steps', '1', '--out', path.join(dir, 'model')]);
    expect(trained.status).toBe(0);
    expect(trained.stderr).not.toContain('not in the dataset');
    for (const { id } of skipped) expect(trained.stderr).not.toContain(id);
    const [, train, validation] = /(\d+) train and (\d+) validation page\(s\) left out, skipped when the dataset was built/.exec(trained.stderr) ?? [];
    expect(Number(train) + Number(validation)).toBe(skippedByBuild.length);
  });
});
