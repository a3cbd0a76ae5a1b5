// The command line's habits of the field: short flags, --quiet, a page piped in without `-`, and a clear refusal
// of a file that is not a page.
import { deflateRawSync } from 'zlib';
import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { ARTICLE } from '../support/article-page';
import { corpusLines, TOWNS } from '../support/market-pages';
import { runCli } from '../support/run-cli';
import { generateSite, siteJsonl } from '../support/generated-sites';
import { twoPageCleanEval } from '../support/two-page-cleaneval';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-habits-'));
const page = path.join(dir, 'page.html');
writeFileSync(page, ARTICLE);

/** A one-page PDF as writers start it: text syntax, then a binary stream. */
function pdfBytes(): Buffer {
  const stream = deflateRawSync(Buffer.from('BT /F1 12 Tf (A page of a PDF) Tj ET'));
  return Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n2 0 obj << /Length 40 >> stream\n'), stream, Buffer.from('\nendstream endobj\n%%EOF\n')]);
}

describe('extract: short flags and --quiet', () => {
  it('-m, -f and -o are --method, --format and --output; -q prints nothing on stderr', () => {
    const out = path.join(dir, 'short.json');
    const r = runCli(['extract', page, '-m', 'cetd', '-f', 'json', '-o', out, '-q']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('');
    const json = JSON.parse(readFileSync(out, 'utf8'));
    expect(json.method).toBe('cetd');
    expect(json.text).toContain('The first bridges were built where a river was narrow');
  });

  it('without --quiet, the method line is printed on stderr', () => {
    const r = runCli(['extract', page, '-m', 'cetd']);
    expect(r.stderr).toBe('web2text: method cetd\n');
  });

  it('--quiet still prints a warning', () => {
    const r = runCli(['extract', '-q', '-m', 'cetd', '-'], '<html><body></body></html>');
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('web2text: standard input: no text blocks\n');
    expect(r.stderr).not.toContain('method');
  });

  it('a batch with -i, -o, -j and -q writes its records and prints no progress or summary', () => {
    const folder = mkdtempSync(path.join(dir, 'pages-'));
    writeFileSync(path.join(folder, 'a.html'), ARTICLE);
    writeFileSync(path.join(folder, 'b.html'), '<p>A second page with a sentence of its own to extract.</p>');
    const out = path.join(dir, 'batch.jsonl');
    const r = runCli(['extract', '-i', folder, '-o', out, '-j', '1', '-m', 'cetd', '-q']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(readFileSync(out, 'utf8').trim().split('\n').map((line) => JSON.parse(line).id).sort()).toEqual(['a.html', 'b.html']);
  });
});

describe('--quiet on every command', () => {
  it('blocks, labels, align and template take -q as the other commands do, and print their output alone', () => {
    const blocks = runCli(['blocks', '-q', page]);
    expect(blocks.status).toBe(0);
    expect(blocks.stderr).toBe('');
    expect(blocks.stdout).toContain('The first bridges were built where a river was narrow');
    const clean = path.join(dir, 'clean.txt');
    writeFileSync(clean, 'The first bridges were built where a river was narrow');
    const align = runCli(['align', '-q', '--no-wrapper', page, clean]);
    expect(align.status).toBe(0);
    expect(align.stderr).toBe('');
    const data = twoPageCleanEval('w2t-habits-labels-');
    const labels = runCli(['labels', '-q', '--data', data, '--ids', '1']);
    expect(labels.status).toBe(0);
    expect(labels.stdout.trim().split('\n').length).toBeGreaterThan(0);
    const site = path.join(dir, 'site.jsonl');
    const news = generateSite('news', 6);
    writeFileSync(site, siteJsonl(news));
    const template = runCli(['template', '-q', '--site', site, '--key', news.pages[2].url]);
    expect(template.status).toBe(0);
    expect(JSON.parse(template.stdout)).toBeDefined();
  });
});

describe('extract: a page piped in without -', () => {
  it('reads standard input when no file is given and it is not a terminal', () => {
    const r = runCli(['extract', '-m', 'cetd'], ARTICLE);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('The first bridges were built where a river was narrow');
  });

  it('an empty standard input is no input: one line, exit 2', () => {
    const r = runCli(['extract'], '');
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('web2text: no input: standard input is empty (give a file, - for standard input, or --input)\n');
  });
});

describe('extract: a file that is not a page is refused in one line with exit 2', () => {
  const cases: [string, string | Buffer, string][] = [
    ['data.json', JSON.stringify({ title: 'A record', text: 'words of a record that is not a page' }, null, 2), 'not HTML: a JSON document'],
    ['records.jsonl', '{"id": "a", "html": "<p>one</p>"}\n{"id": "b", "html": "<p>two</p>"}\n', 'not HTML: JSON lines (a batch of {id, html} lines is read with --input)'],
    // One line is a JSON document too, but a batch of one page all the same.
    ['record.jsonl', '{"id": "a", "html": "<p>one</p>"}\n', 'not HTML: JSON lines (a batch of {id, html} lines is read with --input)'],
    ['paper.pdf', pdfBytes(), 'not HTML: a PDF document'],
    ['image.png', Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(64, 7)]), 'not HTML: a PNG image'],
  ];
  it.each(cases)('%s', (name, contents, reason) => {
    const file = path.join(dir, name);
    writeFileSync(file, contents);
    const r = runCli(['extract', file]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    // Refused before the model loads: no method line.
    expect(r.stderr).toBe(`web2text: ${file}: ${reason}\n`);
  });

  it('a JSON page in a batch is recorded with its error and the batch goes on', () => {
    const folder = mkdtempSync(path.join(dir, 'mixed-'));
    writeFileSync(path.join(folder, 'good.html'), ARTICLE);
    writeFileSync(path.join(folder, 'bad.html'), '{"not": "a page"}');
    const out = path.join(dir, 'mixed.jsonl');
    const r = runCli(['extract', '-i', folder, '-o', out, '-m', 'cetd', '-q']);
    expect(r.status).toBe(1);
    const records = readFileSync(out, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(records.find((record) => record.id === 'bad.html').error).toContain('not HTML: a JSON document');
    expect(records.find((record) => record.id === 'good.html').text).toContain('The first bridges were built');
  });
});

describe('dataset: --quiet as the other commands take it', () => {
  it('builds with -q, printing its summary and nothing on stderr', () => {
    const corpus = path.join(dir, 'towns.jsonl');
    writeFileSync(corpus, corpusLines(TOWNS));
    const out = path.join(dir, 'towns.w2td');
    const r = runCli(['dataset', '-q', '--corpus', 'jsonl', '--input', corpus, '--feature-set', 'modern', '--out', out]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toMatchObject({ out, pages: 8 });
  });
});
