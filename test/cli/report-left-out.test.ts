// `report` names on stderr each page of its input that the report leaves out, as eval and compare do: its
// closing line counts only the pages in it.
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { runCli } from '../support/run-cli';

const PAGE = '<body><nav>Home About</nav><p>The river runs through the old town, past the market and under the first stone bridge.</p></body>';
const GOLD = 'The river runs through the old town, past the market and under the first stone bridge.';

describe('report on an input with records it cannot read', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-report-left-out-'));

  it('names each record left out of a report of pages without gold', () => {
    const input = path.join(dir, 'pages.jsonl');
    writeFileSync(input, [{ id: 'a', html: PAGE }, { id: 'b', html: null }, { id: 'c', html: PAGE }].map((r) => JSON.stringify(r)).join('\n') + '\n');
    const r = runCli(['report', '--input', input, '--methods', 'cetd', '--out', path.join(dir, 'pages-report')]);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('web2text: page b left out of every metric: record has no string field "html"');
    expect(r.stderr).toMatch(/report of 2 pages/);
  });

  it('names each page left out of a report of a gold corpus', () => {
    const input = path.join(dir, 'gold.jsonl');
    const pages = [{ id: 'a', html: PAGE, gold: GOLD, url: 'https://a.example/1' }, { id: 'b', html: PAGE, gold: null, url: 'https://b.example/1' }];
    writeFileSync(input, pages.map((r) => JSON.stringify(r)).join('\n') + '\n');
    const r = runCli(['report', '--corpus', 'jsonl', '--input', input, '--methods', 'cetd', '--out', path.join(dir, 'gold-report')]);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/web2text: page b left out of every metric: .*gold/);
    expect(r.stderr).toMatch(/report of 1 page /);
  });
});
