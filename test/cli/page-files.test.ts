// Pages as files: gzipped pages (.html.gz, as WCXB ships them) are read like plain ones, alone and in a folder,
// and a page that is refused says which file it was.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { gzipSync } from 'zlib';
import { ARTICLE } from '../support/article-page';
import { runCli, summaryOf } from '../support/run-cli';

/** WCXB pages committed for the tests (test/fixtures/wcxb/ATTRIBUTION.md). */
const WCXB_HTML = path.join(__dirname, '..', 'fixtures', 'wcxb', 'html');

const lastLine = (stderr: string): string => stderr.trim().split('\n').pop() ?? '';

describe('web2text page files (CLI)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-page-files-'));
  const plain = path.join(dir, 'article.html');
  const gzipped = path.join(dir, 'article.html.gz');
  writeFileSync(plain, ARTICLE);
  writeFileSync(gzipped, gzipSync(ARTICLE));

  it('extract reads a gzipped page as the page itself', () => {
    const r = runCli(['extract', gzipped, '--method', 'cetd']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('The first bridges were built where a river was narrow');
    expect(r.stdout).toBe(runCli(['extract', plain, '--method', 'cetd']).stdout);
  });

  it('a folder of WCXB .html.gz pages is a batch of those pages; a cut-short one is recorded with its reason', () => {
    const pages = path.join(dir, 'wcxb');
    mkdirSync(pages);
    for (const id of ['0001', '0003']) copyFileSync(path.join(WCXB_HTML, `${id}.html.gz`), path.join(pages, `${id}.html.gz`));
    writeFileSync(path.join(pages, '0006.html.gz'), readFileSync(path.join(WCXB_HTML, '0006.html.gz')).subarray(0, 2000));
    const out = path.join(dir, 'wcxb.jsonl');
    const r = runCli(['extract', '--input', pages, '--output', out, '--method', 'cetd']);
    expect(r.status).toBe(1);
    expect(summaryOf(r.stderr)).toMatchObject({ pages: 3, failed: 1 });
    const records = readFileSync(out, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(records.map((record) => record.id)).toEqual(['0001.html.gz', '0003.html.gz', '0006.html.gz']);
    expect(records[0].text).toContain('pumpkin spice season');
    expect(records[2].error).toBe('cannot read 0006.html.gz: gzip data is cut short (a truncated file?)');
  });

  it('a gzipped page that inflates past --max-page-bytes is refused before it is inflated, naming file and option', () => {
    const r = runCli(['extract', gzipped, '--max-page-bytes', '1000']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`web2text: ${gzipped} is over the limit of 1000 bytes once gunzipped (option maxPageBytes, --max-page-bytes)`);
  });

  it('a page that is not HTML, or too large, names its file in one line with exit 2', () => {
    const png = path.join(dir, 'picture.png');
    writeFileSync(png, Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2000, 0)]));
    const notHtml = runCli(['extract', png, '--method', 'cetd']);
    expect(notHtml.status).toBe(2);
    expect(lastLine(notHtml.stderr)).toMatch(new RegExp(`^web2text: ${png}: not HTML: `));
    const tooLarge = runCli(['extract', plain, '--method', 'cetd', '--max-page-bytes', '100']);
    expect(tooLarge.status).toBe(2);
    expect(lastLine(tooLarge.stderr)).toMatch(new RegExp(`^web2text: ${plain}: page is \\d+ bytes, over the limit of 100`));
    const blocks = runCli(['blocks', png]);
    expect(blocks.status).toBe(2);
    expect(blocks.stderr).toMatch(new RegExp(`^web2text: ${png}: not HTML: `));
  });

  it('a URL or a folder given as the page says what would read it', () => {
    const url = runCli(['extract', 'https://example.org/a.html']);
    expect(url.status).toBe(2);
    expect(url.stderr).toBe('web2text: cannot read https://example.org/a.html: no such file (web2text reads files, and - for standard input: curl -s URL | web2text extract -)\n');
    const folder = runCli(['extract', dir]);
    expect(folder.status).toBe(2);
    expect(folder.stderr).toBe(`web2text: cannot read ${dir}: is a folder, not a file (extract --input reads a folder of pages)\n`);
    const blocks = runCli(['blocks', dir]);
    expect(blocks.status).toBe(2);
    expect(blocks.stderr).toContain(`web2text: cannot read ${dir}: is a folder, not a file (blocks reads page files: give them, e.g. DIR/*.html)\n`);
  });

  it('a folder without page files is a warning naming it, and one worker is one worker thread', () => {
    const notes = path.join(dir, 'notes');
    mkdirSync(notes);
    writeFileSync(path.join(notes, 'a.txt'), 'not a page');
    const r = runCli(['extract', '--input', notes, '--method', 'cetd']);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain(`web2text: warning: ${notes} holds no HTML pages (by file name or content)\n`);
    expect(r.stderr).toContain('web2text: 1 worker thread\n');
    expect(summaryOf(r.stderr)).toMatchObject({ pages: 0, failed: 0 });
  });

  it('--input of one page file is a batch of that page, not a JSONL file of broken lines', () => {
    const r = runCli(['extract', '--input', gzipped, '--method', 'cetd']);
    expect(r.status).toBe(0);
    const records = r.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ id: 'article.html.gz', method: 'cetd' });
    expect(records[0].text).toContain('The first bridges were built where a river was narrow');
  });

  it('a page on standard input is named so in messages', () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2000, 0)]);
    const notHtml = runCli(['extract', '-', '--method', 'cetd'], png);
    expect(notHtml.status).toBe(2);
    expect(lastLine(notHtml.stderr)).toMatch(/^web2text: standard input: not HTML: /);
    const empty = runCli(['extract', '-', '--method', 'cetd'], '');
    expect(empty.status).toBe(2);
    expect(lastLine(empty.stderr)).toBe('web2text: standard input: empty page: nothing to read');
    const textless = runCli(['extract', '-', '--method', 'cetd'], '<html><body></body></html>');
    expect(textless.status).toBe(0);
    expect(textless.stderr).toContain('web2text: standard input: no text blocks\n');
  });
});
