// A user's corpus whose pages are all of one site: the split by site puts them all in one part, so training has no
// validation page, and the error says why instead of only that there is none.
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { marketPage, TOWNS } from '../support/market-pages';
import { runCli } from '../support/run-cli';

it('train on a JSONL corpus of one site is refused, saying that a site lies in one part, exit 2', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-one-site-'));
  const corpus = path.join(dir, 'one-site.jsonl');
  // Subdomains of one site are one site.
  const lines = TOWNS.map((town) => JSON.stringify({ id: town, url: `https://${town.toLowerCase()}.gazette.example.org/market`, ...marketPage(town) }));
  writeFileSync(corpus, lines.join('\n') + '\n');
  const r = runCli(['train', '-q', '--corpus', 'jsonl', '--input', corpus, '--feature-set', 'modern', '--steps', '1', '--out', path.join(dir, 'model')]);
  expect(r.status).toBe(2);
  expect(r.stderr).toMatch(/^web2text: no validation page: the split of jsonl puts none of its pages in its validation part, as it keeps each site's pages in one part; give pages of several sites/);
  expect(r.stderr.split('\n').filter(Boolean)).toHaveLength(1);
});
