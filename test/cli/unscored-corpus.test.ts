// eval and compare on a corpus of which no page can be scored end with exit 2 and the reasons; they wrote the JSON
// and markdown results of such a run first, every score 0.0000, as if it were one.
import { existsSync, mkdtempSync, writeFileSync } from 'fs';
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
});
