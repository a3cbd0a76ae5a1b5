// A user's corpus whose gold matches none of its pages: every page of the validation part is skipped, and train is
// refused with a sentence that says so, after the lines naming each skipped page.
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { marketPage, TOWNS } from '../support/market-pages';
import { runCli } from '../support/run-cli';

it('train whose validation pages were all skipped says so in one sentence, exit 2', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-validation-skipped-'));
  const corpus = path.join(dir, 'wrong-gold.jsonl');
  const wrongGold = 'A gold text of another page: the harbour of the town was dredged last spring.';
  const lines = TOWNS.map((town) => JSON.stringify({ id: town, url: `https://${town.toLowerCase()}.example/market`, ...marketPage(town), gold: wrongGold }));
  writeFileSync(corpus, lines.join('\n') + '\n');
  const r = runCli(['train', '-q', '--corpus', 'jsonl', '--input', corpus, '--feature-set', 'modern', '--steps', '1', '--out', path.join(dir, 'model')]);
  expect(r.status).toBe(2);
  const stderrLines = r.stderr.split('\n').filter(Boolean);
  expect(stderrLines.slice(0, -1).every((line) => /^web2text: skipped jsonl page \w+: aligned share 0\.000/.test(line))).toBe(true);
  expect(stderrLines.at(-1)).toBe('web2text: no validation page to choose the model by: the 2 pages of the validation part of jsonl were all skipped (each is reported with its reason)');
});
