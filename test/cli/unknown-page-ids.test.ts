// Page ids that are no labelled page of the CleanEval folder are an error naming them, before any work, in every
// command that takes --ids: dataset listed them under "skipped" and exited 0, labels printed the others first.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { runCli } from '../support/run-cli';

const data = mkdtempSync(path.join(tmpdir(), 'w2t-page-ids-'));
mkdirSync(path.join(data, 'orig'));
mkdirSync(path.join(data, 'clean'));
writeFileSync(
  path.join(data, 'orig', '1.html'),
  '<text id="http://example.org/a" title="A" encoding="utf-8">\n<html><body><div>Menu</div><p>The ferry leaves at dawn from the old pier on the island.</p></body></html>\n</text>\n',
);
writeFileSync(path.join(data, 'clean', '1.txt'), 'URL: http://example.org/a\n\n<p>The ferry leaves at dawn from the old pier on the island.\n');
// An orig file without its clean file is no labelled page.
writeFileSync(path.join(data, 'orig', '2.html'), '<text id="http://example.org/b" title="B" encoding="utf-8">\n<p>Unlabelled.</p>\n</text>\n');

describe('--ids naming pages the corpus does not have (CLI)', () => {
  it('labels and dataset refuse them by name, exit 2, and write nothing', () => {
    const out = path.join(data, 'pages.w2td');
    for (const args of [['labels', '--data', data, '--ids', '1,2,99999'], ['dataset', '--data', data, '--ids', '99999,1-2', '--out', out]]) {
      const r = runCli(args);
      expect(r.stderr).toBe(`web2text: no labelled page ${args[0] === 'labels' ? '2, 99999' : '99999, 2'}: a labelled page N has orig/N.html and clean/N.txt (--data ${data})\n`);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
    }
    expect(existsSync(out)).toBe(false);
  });

  it('a range far beyond the corpus is refused by its count, not spelled out (a billion ids crashed node)', () => {
    const r = runCli(['labels', '--data', data, '--ids', '1-1000000000']);
    expect(r.stderr).toBe(`web2text: no labelled page 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 999999989 more: a labelled page N has orig/N.html and clean/N.txt (--data ${data})\n`);
    expect(r.status).toBe(2);
    // An id past what a number holds exactly is no id.
    const huge = runCli(['labels', '--data', data, '--ids', '1-99999999999999999999']);
    expect(huge.stderr).toBe(`web2text: bad page id "1-99999999999999999999" in "1-99999999999999999999" (too large to be one) (--data ${data})\n`);
    expect(huge.status).toBe(2);
  });

  it('the labelled pages alone are read', () => {
    const labels = runCli(['labels', '--data', data, '--ids', '1']);
    expect(labels.status).toBe(0);
    expect(labels.stdout).toContain('The ferry leaves at dawn');
    const built = runCli(['dataset', '--data', data, '--ids', '1', '--out', path.join(data, 'one.w2td')]);
    expect(built.status).toBe(0);
    expect(JSON.parse(built.stdout)).toMatchObject({ pages: 1, skipped: [] });
  });
});
