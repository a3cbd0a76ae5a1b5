// `report --input FOLDER` reads a folder's subfolders with --recursive, as `extract --input` does; without it the
// line naming the subfolders it did not read says how to read them.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { runCli } from '../support/run-cli';

const page = (town: string) => `<body><nav>Home About</nav><p>The river runs through ${town}, past the market and under the first stone bridge.</p></body>`;

describe('report of a folder of pages with a subfolder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-report-recursive-'));
  const pages = path.join(dir, 'pages');
  mkdirSync(path.join(pages, '2024'), { recursive: true });
  writeFileSync(path.join(pages, 'arles.html'), page('Arles'));
  writeFileSync(path.join(pages, '2024', 'bergen.html'), page('Bergen'));

  it('without --recursive reports the folder\'s own pages and says how to read the subfolder', () => {
    const r = runCli(['report', '--input', pages, '--methods', 'cetd', '--out', path.join(dir, 'flat')]);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain(`web2text: 1 subfolder of ${pages} not read (--recursive reads them)`);
    expect(r.stderr).toMatch(/report of 1 page /);
  });

  it('with --recursive reports the subfolder\'s pages too, by their paths', () => {
    const out = path.join(dir, 'deep');
    const r = runCli(['report', '--input', pages, '-r', '--methods', 'cetd', '--out', out]);
    expect(r.status).toBe(0);
    expect(r.stderr).not.toContain('not read');
    expect(r.stderr).toMatch(/report of 2 pages /);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('2024/bergen.html');
  });

  it('refuses --recursive with a gold corpus, which has no subfolders to read', () => {
    const r = runCli(['report', '--corpus', 'wcxb', '--data', dir, '-r', '--methods', 'cetd', '--out', path.join(dir, 'gold')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('web2text: --recursive reads the subfolders of an --input folder of pages, and a gold corpus has none\n');
  });
});
