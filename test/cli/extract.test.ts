import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { ARTICLE } from '../support/article-page';
import { runCli, summaryOf } from '../support/run-cli';
import { CLEANEVAL_DIR } from '../support/shared-data';

describe('web2text extract (CLI)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-cli-'));
  const page = path.join(dir, 'page.html');
  writeFileSync(page, ARTICLE);

  it('prints the article text and leaves out the menu and footer (shipped default model)', () => {
    const r = runCli(['extract', page]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('The first bridges were built where a river was narrow');
    expect(r.stdout).toContain('their oldest houses face it.');
    expect(r.stdout).not.toMatch(/Privacy|Archive/);
    expect(r.stderr).toMatch(/backend (wasm|node|cpu)/);
  });

  it('reads standard input and prints JSON with a label and pContent per block', () => {
    const r = runCli(['extract', '-', '--format', 'json'], ARTICLE);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.method).toBe('web2text');
    const home = json.blocks.find((b: { text: string }) => b.text === 'Home');
    expect(home.label).toBe(0);
    expect(home.pContent).toBeLessThan(0.5);
    const paragraph = json.blocks.find((b: { text: string }) => b.text.startsWith('For most of recorded history'));
    expect(paragraph.label).toBe(1);
  });

  it('runs a heuristic method by name', () => {
    const r = runCli(['extract', page, '--method', 'bte', '--format', 'json']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).method).toBe('bte');
  });

  it('says which file is missing, exits 2, and prints no stack trace', () => {
    const r = runCli(['extract', path.join(dir, 'missing.html')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/cannot read .*missing\.html: no such file/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('names the broken file of a corrupt model and exits non-zero', () => {
    const model = path.join(dir, 'broken-model');
    mkdirSync(model);
    writeFileSync(path.join(model, 'manifest.json'), '{ "formatVersion": 1, ');
    const r = runCli(['extract', page, '--model', model]);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain(path.join(model, 'manifest.json'));
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('--content-floor on|off is refused with any other value, exit 2, one line', () => {
    const r = runCli(['extract', page, '--content-floor', 'maybe']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe('web2text: --content-floor must be on or off, not "maybe"');
    expect(runCli(['extract', page, '--content-floor', 'off']).status).toBe(0);
  });

  it('--repeated-text keep|drop is refused with any other value, exit 2, one line', () => {
    const r = runCli(['extract', page, '--repeated-text', 'twice']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe('web2text: --repeated-text must be keep or drop, not "twice"');
    expect(runCli(['extract', page, '--repeated-text', 'keep']).status).toBe(0);
  });

  it('rejects an unknown method with the list of known ones', () => {
    const r = runCli(['extract', page, '--method', 'magic']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown method "magic".*web2text, cetd/);
  });

  it('runs a batch over a folder, recording a broken page and carrying on', () => {
    const pages = path.join(dir, 'pages');
    mkdirSync(pages);
    writeFileSync(path.join(pages, 'a.html'), ARTICLE);
    writeFileSync(path.join(pages, 'b.html'), Buffer.from([0, 255, 254, 1, 2, 3, 0, 0, 200]));
    writeFileSync(path.join(pages, 'c.html'), '');
    const out = path.join(dir, 'out.jsonl');
    const r = runCli(['extract', '--input', pages, '--output', out]);
    // The binary page is recorded as not HTML, the empty one as no page, and the exit code says pages failed.
    expect(r.status).toBe(1);
    const records = readFileSync(out, 'utf8').trim().split('\n').map((l: string) => JSON.parse(l));
    expect(records.map((x: { id: string }) => x.id)).toEqual(['a.html', 'b.html', 'c.html']);
    expect(records[0].text).toContain('The first bridges were built');
    expect(records[1].error).toMatch(/^not HTML: /);
    expect(records[2].error).toBe('empty page: nothing to read');
    expect(summaryOf(r.stderr)).toMatchObject({ pages: 3, failed: 2, skipped: 0, resumed: 0 });
  });

  it('creates the folders of a batch output path, and names an output it cannot write without a crash dump', () => {
    const pages = path.join(dir, 'one');
    mkdirSync(pages);
    writeFileSync(path.join(pages, 'a.html'), ARTICLE);
    const nested = path.join(dir, 'new', 'sub', 'out.jsonl');
    expect(runCli(['extract', '--input', pages, '--output', nested, '--method', 'cetd']).status).toBe(0);
    expect(readFileSync(nested, 'utf8')).toContain('"id":"a.html"');
    const blocked = path.join(page, 'out.jsonl'); // page.html is a file, so this path cannot be created
    const r = runCli(['extract', '--input', pages, '--output', blocked]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`cannot write ${blocked}`);
    expect(r.stderr.length).toBeLessThan(1000);
  });

  it('--jobs 2 extracts a batch on worker threads: same records in the same order as one thread', () => {
    const jsonl = path.join(dir, 'cleaneval.jsonl');
    const ids = [1, 2, 3, 4, 5, 6, 7, 8];
    const lines = ids.map((id) => JSON.stringify({ id, html: readFileSync(path.join(CLEANEVAL_DIR, 'orig', `${id}.html`), 'latin1') }));
    lines.splice(3, 0, '{broken');
    writeFileSync(jsonl, lines.join('\n'));
    const run = (jobs: string) => {
      const out = path.join(dir, `jobs-${jobs}.jsonl`);
      const r = runCli(['extract', '--input', jsonl, '--output', out, '--jobs', jobs]);
      // The broken line is a failed page: recorded, and the exit code says so.
      expect(r.status).toBe(1);
      const records = readFileSync(out, 'utf8').trim().split('\n').map((l: string) => JSON.parse(l));
      return { r, records: records.map(({ id, text, method, error }: Record<string, unknown>) => ({ id, text, method, error })) };
    };
    const one = run('1');
    const two = run('2');
    expect(two.r.stderr).toMatch(/2 worker threads/);
    expect(summaryOf(two.r.stderr)).toMatchObject({ pages: 9, failed: 1 });
    expect(two.records.map((x) => x.id)).toEqual([1, 2, 3, 'line 4', 4, 5, 6, 7, 8]);
    expect(two.records[3].error).toMatch(/not valid JSON/);
    expect(two.records.filter((x) => typeof x.text === 'string' && x.text.length > 100)).toHaveLength(8);
    expect(two.records).toEqual(one.records);
  });

  it('--jobs with a model that cannot load fails once, naming the file, with no crash dump', () => {
    const r = runCli(['extract', '--input', dir, '--jobs', '2', '--model', path.join(dir, 'no-model')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('no-model');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(runCli(['extract', '--input', dir, '--jobs', '0']).stderr).toMatch(/--jobs must be a whole number ≥ 1/);
  });
});
