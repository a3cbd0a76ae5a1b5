// eval, compare and report on a corpus of which no page can be scored end with exit 2 and the reasons; eval and
// compare wrote the JSON and markdown results of such a run first, every score 0.0000, as if it were one, and
// report wrote the report of 0 pages and ended with 0, of a gold corpus as of pages without gold.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { runCli } from '../support/run-cli';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-unscored-'));
const ARTICLE = '<html><body><h1>Harbour</h1><p>The ferry leaves the harbour at dawn, and the fishing boats follow it out past the lighthouse.</p></body></html>';

describe('eval and compare with no page to score (CLI)', () => {
  it('write no results, on stdout nor in --out, for an empty corpus or one whose pages are all left out', () => {
    const empty = path.join(dir, 'empty.jsonl');
    writeFileSync(empty, '');
    const noGold = path.join(dir, 'no-gold.jsonl');
    writeFileSync(noGold, JSON.stringify({ id: 'harbour', html: ARTICLE }) + '\n');
    for (const [file, reason] of [[empty, 'it holds none'], [noGold, 'all 1 were left out (reasons above)']]) {
      for (const args of [['eval'], ['compare', '--methods', 'cetd']]) {
        const out = path.join(dir, `${args[0]}-${path.basename(file)}.json`);
        const r = runCli([...args, '--corpus', 'jsonl', '--input', file]);
        expect(r.status).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).not.toContain('0.0000');
        expect(r.stderr.trimEnd().split('\n').pop()).toBe(`web2text: no page of jsonl ${file} could be scored: ${reason}`);
        expect(runCli([...args, '--corpus', 'jsonl', '--input', file, '--out', out, '-q']).status).toBe(2);
        expect(existsSync(out)).toBe(false);
      }
    }
  });

  it('write no report index, with report on a gold corpus nor with compare --report', () => {
    const noGold = path.join(dir, 'report-no-gold.jsonl');
    writeFileSync(noGold, JSON.stringify({ id: 'harbour', html: ARTICLE }) + '\n');
    for (const args of [['report', '--out'], ['compare', '--report']]) {
      const folder = path.join(dir, `${args[0]}-site`);
      const r = runCli([args[0], '--corpus', 'jsonl', '--input', noGold, '--methods', 'cetd', args[1], folder]);
      expect(r.status).toBe(2);
      expect(r.stderr.trimEnd().split('\n').pop()).toBe(`web2text: no page of jsonl ${noGold} could be scored: all 1 were left out (reasons above)`);
      expect(existsSync(path.join(folder, 'index.html'))).toBe(false);
    }
  });

  it('report --input of pages without gold of which none can be labelled is exit 2 with the reasons, and no index', () => {
    const emptyFolder = path.join(dir, 'no-pages');
    mkdirSync(emptyFolder);
    const relativeUrls = path.join(dir, 'relative-urls.jsonl');
    writeFileSync(relativeUrls, JSON.stringify({ id: 'harbour', url: 'example.org/harbour', html: ARTICLE }) + '\n');
    for (const [input, reason] of [[emptyFolder, 'it holds none'], [relativeUrls, 'all 1 were left out (reasons above)']]) {
      const folder = path.join(dir, `report-of-${path.basename(input)}`);
      const r = runCli(['report', '--input', input, '--methods', 'cetd', '--out', folder]);
      expect(r.status).toBe(2);
      expect(r.stderr.trimEnd().split('\n').pop()).toBe(`web2text: no page of ${input} could be labelled: ${reason}`);
      expect(existsSync(path.join(folder, 'index.html'))).toBe(false);
    }
  });
});
