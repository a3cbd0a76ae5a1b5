// eval and compare leave out a page of a corpus that is no page (not HTML, empty, over a size limit) with its id and
// reason, and score the others, as report --input does; such a page stopped the whole run with a line that named
// neither the page nor its file.
import { cpSync, mkdtempSync, readdirSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { gzipSync } from 'zlib';
import { runCli } from '../support/run-cli';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-unreadable-gold-'));
const PAGE = '<html><body><nav><a href="/">Home</a> <a href="/news">News</a></nav><p>The ferry leaves the harbour at dawn, and the fishing boats follow it out past the lighthouse.</p></body></html>';
const GOLD = 'The ferry leaves the harbour at dawn, and the fishing boats follow it out past the lighthouse.';

describe('eval and compare on a corpus with pages that cannot be read (CLI)', () => {
  it('score the readable pages of a JSONL corpus and name each page left out with the reason', () => {
    const input = path.join(dir, 'gold.jsonl');
    const records = [
      { id: 'a', html: PAGE, gold: GOLD },
      { id: 'b', html: '', gold: GOLD },
      { id: 'c', html: '{"title": "a JSON document"}', gold: GOLD },
    ];
    writeFileSync(input, records.map((record) => JSON.stringify(record) + '\n').join(''));
    for (const args of [['eval'], ['compare', '--methods', 'cetd,bte']]) {
      const out = path.join(dir, `${args[0]}.json`);
      const r = runCli([...args, '--corpus', 'jsonl', '--input', input, '--out', out, '-q']);
      expect(r.status).toBe(0);
      expect(r.stderr).toContain('web2text: page b left out of every metric: cannot parse: empty page: nothing to read\n');
      expect(r.stderr).toContain('web2text: page c left out of every metric: cannot parse: not HTML: a JSON document\n');
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('name the page of a WCXB folder whose HTML file is empty, and score the others', () => {
    const wcxb = path.join(dir, 'wcxb');
    cpSync(path.join(__dirname, '..', 'fixtures', 'wcxb'), wcxb, { recursive: true });
    writeFileSync(path.join(wcxb, 'html', '0003.html.gz'), gzipSync(''));
    const r = runCli(['compare', '--corpus', 'wcxb', '--data', wcxb, '--part', 'all', '--methods', 'cetd', '-q']);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('web2text: page 0003 left out of every metric: cannot parse: empty page: nothing to read\n');
    const result = JSON.parse(r.stdout);
    // Every committed page but the emptied one and 4802, whose ground truth has no main_content.
    expect(result.pages).toBe(readdirSync(path.join(wcxb, 'html')).length - 2);
    expect(result.skipped).toContainEqual({ id: '0003', reason: 'cannot parse: empty page: nothing to read' });
  });
});
