// A mistyped command line is an input error like any other: one line on stderr naming what is wrong, exit 2.
import { existsSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { runCli } from '../support/run-cli';

describe('web2text usage errors (CLI)', () => {
  it('an unknown option is one line with the suggestion, exit 2, no help dump', () => {
    const r = runCli(['extract', 'page.html', '--fromat', 'json']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("web2text: unknown option '--fromat' (did you mean --format?)\n");
    expect(r.stdout).toBe('');
  });

  it('an unknown command and a missing argument or option value are exit 2, one line each', () => {
    for (const args of [['extrakt'], ['align', 'page.html'], ['extract', '--jobs']]) {
      const r = runCli(args);
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^web2text: (unknown command|missing required argument|option .* argument missing)/);
    }
  });

  it('arguments beyond those a command takes are refused, not left unread', () => {
    for (const args of [['align', 'orig.html', 'clean.txt', 'more.txt'], ['eval', 'extra']]) {
      const r = runCli(args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(new RegExp(`^web2text: too many arguments for '${args[0]}'\\. Expected \\d arguments? but got \\d\\.\\n$`));
    }
  });

  it('extract of many pages (a shell pattern: extract *.html, --input *.html) says how a batch is read', () => {
    for (const args of [['extract', 'a.html', 'b.html', 'c.html'], ['extract', '--input', 'a.html', 'b.html', 'c.html']]) {
      const r = runCli(args);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/^web2text: too many arguments for 'extract'\. Expected 1 argument but got [23]\. \(extract reads one page; many are a batch: --input FOLDER, or JSONL or WARC\)\n$/);
    }
  });

  it('--help and --version still end with 0', () => {
    expect(runCli(['extract', '--help']).status).toBe(0);
    expect(runCli(['--version']).status).toBe(0);
  });

  it('an option of the learned method with another --method is refused, not ignored', () => {
    const r = runCli(['extract', 'page.html', '--method', 'cetd', '--favor', 'recall', '--model', 'models/default']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('web2text: --model, --favor: options of the learned method web2text, which --method cetd does not use\n');
    const worker = runCli(['worker', '--redis', 'redis://127.0.0.1:1', '--input-dir', '.', '--output-dir', 'out', '--method', 'bte', '--no-fallback']);
    expect(worker.status).toBe(2);
    expect(worker.stderr).toBe('web2text: --no-fallback: an option of the learned method web2text, which --method bte does not use\n');
  });

  it('an option of the learned method with --methods that leave it out is refused by compare and report, not ignored', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'w2t-compared-'));
    const corpus = path.join(dir, 'pages.jsonl');
    writeFileSync(corpus, JSON.stringify({ id: 'a', html: '<p>The ferry leaves at dawn from the old pier.</p>', gold: 'The ferry leaves at dawn from the old pier.' }) + '\n');
    const compared = runCli(['compare', '--corpus', 'jsonl', '--input', corpus, '--methods', 'cetd,bte', '--comments', 'keep']);
    expect(compared.status).toBe(2);
    expect(compared.stdout).toBe('');
    expect(compared.stderr).toBe('web2text: --comments: an option of the learned method web2text, which --methods cetd,bte does not use\n');
    const report = runCli(['report', '--input', corpus, '--out', path.join(dir, 'report'), '--methods', 'mce', '--model', 'models/wcxb', '--favor', 'recall']);
    expect(report.status).toBe(2);
    expect(report.stderr).toBe('web2text: --model, --favor: options of the learned method web2text, which --methods mce does not use\n');
    expect(existsSync(path.join(dir, 'report'))).toBe(false);
    expect(runCli(['compare', '--corpus', 'jsonl', '--input', corpus, '--methods', 'web2text,cetd', '--comments', 'keep', '-q']).status).toBe(0);
  });

  it('an option of a batch with one page is refused, not ignored', () => {
    const page = path.join(__dirname, '..', '..', 'examples', 'article.html');
    for (const [args, option] of [[['-j', '2'], '--jobs'], [['--resume', '-o', 'out.jsonl'], '--resume'], [['-r'], '--recursive'], [['--page-timeout', '5'], '--page-timeout'], [['--progress', '10'], '--progress']]) {
      const r = runCli(['extract', page, '--method', 'cetd', ...args]);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`web2text: ${option} is an option of a batch (--input); one page is extracted without it\n`);
    }
    // Their defaults are no choice of the user's.
    const r = runCli(['extract', page, '--method', 'cetd']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('The quiet return of the night train');
  });

  it('the options of a site\'s template without --site are refused, not ignored, by every command that takes them', () => {
    const page = path.join(__dirname, '..', '..', 'examples', 'article.html');
    for (const [args, option] of [
      [['extract', page, '--method', 'cetd', '--template-pages', '3'], '--template-pages'],
      [['extract', '--input', page, '--method', 'cetd', '--template-votes', '2'], '--template-votes'],
      [['compare', '--corpus', 'wcxb', '--methods', 'cetd', '--paper-text'], '--paper-text'],
      [['report', '--corpus', 'wcxb', '--methods', 'cetd', '--out', 'never-written', '--template-pages', '4'], '--template-pages'],
    ] as const) {
      const r = runCli([...args]);
      expect(r.stderr).toBe(`web2text: ${option} is an option of a site's template: give --site SITE with it\n`);
      expect(r.status).toBe(2);
    }
  });

  it('--links and --images without an output that keeps them are refused, not ignored', () => {
    const page = path.join(__dirname, '..', '..', 'examples', 'article.html');
    for (const [args, message] of [
      [['--links'], '--links keeps links in the Markdown: give --format markdown or --with markdown'],
      [['--links', '-f', 'html'], '--links keeps links in the Markdown: give --format markdown or --with markdown'],
      [['--images', '-f', 'json'], '--images keeps images in the Markdown and the HTML: give --format markdown|html or --with markdown|html'],
    ]) {
      const r = runCli(['extract', page, '--method', 'cetd', ...args]);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`web2text: ${message}\n`);
    }
    const batch = runCli(['extract', '--input', page, '--method', 'cetd', '--links', '--images', '--with', 'html']);
    expect(batch.stderr).toBe('web2text: --links keeps links in the Markdown: give --format markdown or --with markdown\n');
    expect(runCli(['extract', page, '--method', 'cetd', '-f', 'json', '--with', 'markdown', '--links', '--images']).status).toBe(0);
  });

  it('a batch output named as a WARC or HTML file is refused: its records are JSONL whatever the name', () => {
    const page = path.join(__dirname, '..', '..', 'examples', 'article.html');
    const dir = mkdtempSync(path.join(tmpdir(), 'w2t-output-name-'));
    for (const [name, format] of [['out.warc.gz', 'a WARC file'], ['out.html', 'an HTML page']]) {
      const output = path.join(dir, name);
      const r = runCli(['extract', '--input', page, '--output', output, '--method', 'cetd']);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(`web2text: ${output} is named as ${format}, but a batch writes JSONL records: name it .jsonl or .jsonl.gz\n`);
      expect(existsSync(output)).toBe(false);
    }
    expect(runCli(['extract', '--input', page, '--output', path.join(dir, 'out.txt'), '--method', 'cetd', '-q']).status).toBe(0);
  });

  it('a page file given as --model is named as a file, not a model folder, exit 2', () => {
    const page = path.join(__dirname, '..', '..', 'examples', 'article.html');
    const r = runCli(['extract', page, '--model', page]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`web2text: ${page}: a file, not a model folder (the folder that holds manifest.json and weights.bin)\n`);
  });

  it('the worker\'s help lists only the options it takes: --url, one page\'s address, is extract\'s alone', () => {
    expect(runCli(['extract', '--help']).stdout).toMatch(/--url <url>/);
    const help = runCli(['worker', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/--format <format>/);
    expect(help.stdout).not.toMatch(/--url/);
    const r = runCli(['worker', '--redis', 'redis://127.0.0.1:1', '--input-dir', '.', '--output-dir', 'out', '--url', 'https://example.org/']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("web2text: unknown option '--url'\n");
  });

  it('the queue worker takes the page options of extract, checked before it connects', () => {
    for (const [option, value, message] of [
      ['--encoding', 'klingon', 'web2text: option encoding: unknown encoding (give a WHATWG label such as utf-8, windows-1251, shift_jis, gbk) (given: "klingon")\n'],
      ['--max-blocks', '0', 'web2text: --max-blocks must be a whole number ≥ 1, not "0"\n'],
      ['--max-page-bytes', 'many', 'web2text: --max-page-bytes must be a whole number ≥ 1, not "many"\n'],
    ]) {
      const r = runCli(['worker', '--redis', 'redis://127.0.0.1:1', '--input-dir', '.', '--output-dir', 'out', option, value]);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(message);
    }
  });

  it("dataset refuses the options of the other kind of corpus instead of building every page", () => {
    const out = path.join(__dirname, '..', '..', 'examples', 'never-written.w2td');
    for (const [args, message] of [
      [['--corpus', 'wcxb', '--ids', '1-5'], 'web2text: --ids: for --corpus cleaneval, not --corpus wcxb (its pages: --part train|validation|test)\n'],
      [['--corpus', 'jsonl', '--input', 'pages.jsonl', '--split', 'web2text_test', '--skip-empty'], 'web2text: --split, --skip-empty: for --corpus cleaneval, not --corpus jsonl (its pages: --part train|validation|test)\n'],
      [['--part', 'test'], 'web2text: --part: for a corpus but cleaneval, not --corpus cleaneval (its pages: --ids, --split)\n'],
    ] as const) {
      const r = runCli(['dataset', ...args, '--out', out]);
      expect(r.stderr).toBe(message);
      expect(r.status).toBe(2);
    }
  });

  it('a missing or unreadable corpus file is named before a model loads or training starts, in one line, exit 2', () => {
    const dir = path.join(__dirname, '..', '..', 'examples');
    for (const [file, reason] of [['missing.jsonl', 'missing file missing.jsonl'], [dir, `cannot read ${dir}: not a file`]]) {
      for (const args of [
        ['eval', '--corpus', 'jsonl', '--input', file],
        ['compare', '--corpus', 'jsonl', '--input', file, '--methods', 'web2text'],
        ['train', '--corpus', 'jsonl', '--input', file, '--out', path.join(dir, 'never-written')],
        ['dataset', '--corpus', 'jsonl', '--input', file, '--out', path.join(dir, 'never-written.w2td')],
      ]) {
        const r = runCli(args);
        expect(r.status).toBe(2);
        expect(r.stderr).toBe(`web2text: ${reason}\n`);
      }
    }
  });

  it('train and dataset on CleanEval (their default corpus) without its folder say which option names it, not a Node error', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'w2t-no-data-'));
    const message = 'web2text: --corpus cleaneval needs --data DIR, the folder of its pages (or WEB2TEXT_DATA, the folder of the corpora\'s folders)\n';
    for (const args of [['train', '--out', path.join(dir, 'model')], ['dataset', '--out', path.join(dir, 'pages.w2td')], ['dataset', '--ids', '1-3', '--out', path.join(dir, 'pages.w2td')]]) {
      const r = runCli(args, undefined, { WEB2TEXT_DATA: '' });
      expect(r.stderr).toBe(message);
      expect(r.status).toBe(2);
    }
  });

  it('a missing corpus folder is named before a model loads, in one line, exit 2 (WCXB and L3S list their pages from splits/)', () => {
    const missing = path.join(__dirname, 'no-such-corpus');
    const page = path.join(__dirname, '..', '..', 'examples', 'article.html');
    for (const [args, message] of [
      [['eval', '--corpus', 'wcxb', '--data', missing], `missing folder ${missing} (is --data ${missing} the wcxb folder?)`],
      [['compare', '--corpus', 'l3s', '--data', page, '--methods', 'cetd'], `cannot read ${page}: not a folder (is --data ${page} the l3s folder?)`],
    ] as const) {
      const r = runCli([...args]);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`web2text: ${message}\n`);
    }
  });
});
