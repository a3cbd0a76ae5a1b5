// Page ids that are no labelled page of the CleanEval folder are an error naming them, before any work, in every
// command that takes --ids: dataset listed them under "skipped" and exited 0, labels printed the others first. A
// range takes the labelled pages within it.
import { existsSync } from 'fs';
import * as path from 'path';
import { runCli } from '../support/run-cli';
import { twoPageCleanEval } from '../support/two-page-cleaneval';

const data = twoPageCleanEval('w2t-page-ids-');

describe('--ids naming pages the corpus does not have (CLI)', () => {
  it('labels and dataset refuse them by name, exit 2, and write nothing', () => {
    const out = path.join(data, 'pages.w2td');
    for (const args of [['labels', '--data', data, '--ids', '1,2,99999'], ['dataset', '--data', data, '--ids', '99999,1-2', '--out', out]]) {
      const r = runCli(args);
      // An id named alone must be a labelled page; a range takes the labelled pages within it (1-2: page 1).
      expect(r.stderr).toBe(`web2text: no labelled page ${args[0] === 'labels' ? '2, 99999' : '99999'}: a labelled page N has orig/N.html and clean/N.txt (--data ${data})\n`);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
    }
    expect(existsSync(out)).toBe(false);
  });

  it('a range reads the labelled pages within it, never spelled out, and one that holds none is refused', () => {
    // A billion ids spelled out crashed node.
    const far = runCli(['labels', '--data', data, '--ids', '1-1000000000']);
    expect(far.status).toBe(0);
    expect(far.stdout).toContain('The ferry leaves at dawn');
    const none = runCli(['labels', '--data', data, '--ids', '2-9']);
    expect(none.stderr).toBe(`web2text: no labelled page in 2-9: a labelled page N has orig/N.html and clean/N.txt (--data ${data})\n`);
    expect(none.status).toBe(2);
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
