// A batch never loses its input, and no single page stalls it (issue 16).
import { createWriteStream, linkSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { createGzip } from 'zlib';
import { tmpdir } from 'os';
import * as path from 'path';
import { runBatch } from '../../src/batch/run';
import { InputError, PageLimitError } from '../../src/errors';
import { loadPage } from '../../src/dom/page';
import { DEFAULT_MAX_BLOCKS } from '../../src/dom/page-limits';
import { runCli } from '../support/run-cli';

const ARTICLE = '<body><p>The river runs through the old town, past the market and under the first stone bridge.</p></body>';

function records(file: string): Record<string, unknown>[] {
  return readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
}

describe('batch safety', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-hostile-'));

  it('refuses an output that is the input file, and leaves the input as it was', async () => {
    const input = path.join(dir, 'pages.jsonl');
    const content = JSON.stringify({ id: 'a', html: ARTICLE }) + '\n';
    writeFileSync(input, content);
    await expect(runBatch({ input, output: input, method: 'cetd' })).rejects.toThrow(InputError);
    await expect(runBatch({ input, output: path.join(dir, '.', 'pages.jsonl'), method: 'cetd' })).rejects.toThrow(/is the batch input itself/);
    expect(readFileSync(input, 'utf8')).toBe(content);
  });

  it('refuses an output that is a hard link of the input (the same file by device and inode), in a batch and for one page', async () => {
    const input = path.join(dir, 'linked.jsonl');
    const content = JSON.stringify({ id: 'a', html: ARTICLE }) + '\n';
    writeFileSync(input, content);
    const link = path.join(dir, 'link-of-input.jsonl');
    linkSync(input, link);
    await expect(runBatch({ input, output: link, method: 'cetd' })).rejects.toThrow(/--output .*link-of-input\.jsonl is the batch input itself/);
    await expect(runBatch({ input, output: link, method: 'cetd', resume: true })).rejects.toThrow(/is the batch input itself/);
    expect(readFileSync(input, 'utf8')).toBe(content);
    // A page file of an input folder, linked from outside it.
    const folder = path.join(dir, 'linked-site');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'a.html'), ARTICLE);
    const outside = path.join(dir, 'records-linked.jsonl');
    linkSync(path.join(folder, 'a.html'), outside);
    await expect(runBatch({ input: folder, output: outside, method: 'cetd' })).rejects.toThrow(/is the page file .*a\.html of the batch input/);
    expect(readFileSync(path.join(folder, 'a.html'), 'utf8')).toBe(ARTICLE);
    const page = path.join(dir, 'one.html');
    writeFileSync(page, ARTICLE);
    linkSync(page, path.join(dir, 'one-link.txt'));
    const one = runCli(['extract', page, '--method', 'cetd', '--output', path.join(dir, 'one-link.txt')]);
    expect(one.status).toBe(2);
    expect(one.stderr.trim()).toMatch(/^web2text: --output .*one-link\.txt is the page .*one\.html itself/);
    expect(readFileSync(page, 'utf8')).toBe(ARTICLE);
  });

  it('refuses an output inside the input folder', async () => {
    const folder = path.join(dir, 'site');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'a.html'), ARTICLE);
    await expect(runBatch({ input: folder, output: path.join(folder, 'out', 'records.jsonl'), method: 'cetd' })).rejects.toThrow(
      /inside the batch input folder/,
    );
  });

  it('records a page over its time budget as {error: "timeout"}, replaces its worker and goes on', async () => {
    const input = path.join(dir, 'slow.jsonl');
    // web2text's own methods are linear on every page now (the nesting cap, src/dom/nesting-cap.ts); Readability.js
    // is not: it took 18 s on 520 nested <div>s and grows faster than the depth, so 3,000 of them are over the
    // budget on any machine, while the small pages take a fraction of it, a fresh worker's first page on a loaded
    // machine included (3 s was too little for it with two test suites on 2 cores).
    const slow = '<body>' + '<div>x'.repeat(3000);
    const pages = [
      { id: 'first', html: ARTICLE },
      { id: 'slow', html: slow },
      { id: 'last', html: ARTICLE },
    ];
    writeFileSync(input, pages.map((p) => JSON.stringify(p)).join('\n'));
    const output = path.join(dir, 'slow-out.jsonl');
    // One worker: the page after the slow one waits in its port and must go to the worker that replaces it.
    const summary = await runBatch({ input, output, method: 'readability', pageTimeoutMs: 10_000, jobs: 1 });
    expect(summary).toMatchObject({ pages: 3, failed: 1 });
    const out = records(output);
    expect(out.map((r) => r.id)).toEqual(['first', 'slow', 'last']);
    expect(out[1]).toMatchObject({ error: 'timeout', ms: 10_000 });
    expect(out[2].text).toContain('first stone bridge');
  });

  it('takes a budget longer than a timer can wait (--page-timeout 3000000) as no limit, not as 1 ms', async () => {
    const input = path.join(dir, 'long-budget.jsonl');
    writeFileSync(input, JSON.stringify({ id: 'a', html: ARTICLE }) + '\n');
    const output = path.join(dir, 'long-budget-out.jsonl');
    const summary = await runBatch({ input, output, method: 'cetd', pageTimeoutMs: 3_000_000_000 });
    expect(summary).toMatchObject({ pages: 1, failed: 0 });
    expect(records(output)[0].text).toContain('first stone bridge');
  });

  it('refuses pages over the byte and block limits with an error naming the option; a batch records it', async () => {
    const many = '<body>' + '<p>x</p>'.repeat(DEFAULT_MAX_BLOCKS + 1);
    expect(() => loadPage(many)).toThrow(PageLimitError);
    expect(() => loadPage(many)).toThrow(/more text blocks than the limit of 50000 \(option maxBlocks/);
    expect(loadPage(many, { maxBlocks: 60_000 }).blocks).toHaveLength(DEFAULT_MAX_BLOCKS + 1);
    expect(() => loadPage(new Uint8Array(2000), { maxPageBytes: 1000 })).toThrow(/2000 bytes, over the limit of 1000 \(option maxPageBytes/);
    expect(() => loadPage('é'.repeat(600), { maxPageBytes: 1000 })).toThrow(/1200 bytes/);
    const big = '<p>' + 'a'.repeat(17 * 1024 * 1024) + '</p>';
    expect(() => loadPage(big)).toThrow(PageLimitError);

    const input = path.join(dir, 'limits.jsonl');
    writeFileSync(input, [{ id: 'many', html: many }, { id: 'ok', html: ARTICLE }].map((p) => JSON.stringify(p)).join('\n'));
    const output = path.join(dir, 'limits-out.jsonl');
    await runBatch({ input, output, method: 'cetd', pageTimeoutMs: 0, maxBlocks: 1000 });
    const out = records(output);
    expect(out[0].error).toMatch(/more text blocks than the limit of 1000 \(option maxBlocks/);
    expect(out[1].text).toContain('first stone bridge');
  });

  it('refuses a page over the block limit while parsing it, not after (12 MB of 3 million paragraphs took 75 s and 4 GB)', () => {
    const huge = '<body>' + '<p>x'.repeat(1_000_000);
    const cpu0 = process.cpuUsage();
    // Counted only up to the first block over the limit, so the message names no count (it said 50001 of 1,000,000).
    expect(() => loadPage(huge)).toThrow(/^page has more text blocks than the limit of 50000 \(option maxBlocks, --max-blocks\)$/);
    // CPU time, which other processes' load does not stretch: the refusal parses ≈ 50,000 paragraphs (0.3 s);
    // the whole page took 12 s.
    const cpu = process.cpuUsage(cpu0);
    expect((cpu.user + cpu.system) / 1e6).toBeLessThan(3);
    // Blank text, and text inside skipped elements (scripts, options, <template>), are no blocks and count for nothing.
    const notBlocks = '<body><p>one</p>' + '<script>x</script>\n<select><option>o</option></select><template>t</template>'.repeat(60_000) + '<p>two</p>';
    expect(loadPage(notBlocks).blocks.map((block) => block.text)).toEqual(['one', 'two']);
  });

  it('a JSONL line over V8\'s longest string (600 MB, in a 0.6 MB .jsonl.gz) is an error record, and the lines after it are read', async () => {
    const input = path.join(dir, 'long-line.jsonl.gz');
    const gz = createGzip({ level: 1 });
    const file = createWriteStream(input);
    gz.pipe(file);
    gz.write(JSON.stringify({ id: 'before', html: ARTICLE }) + '\n{"id":"huge","html":"<p>');
    const piece = Buffer.alloc(1 << 24, 0x61);
    for (let written = 0; written < 600_000_000; written += piece.length) if (!gz.write(piece)) await new Promise<void>((resolve) => gz.once('drain', () => resolve()));
    gz.end('</p>"}\n' + JSON.stringify({ id: 'after', html: ARTICLE }) + '\n');
    await new Promise<void>((resolve) => file.once('close', () => resolve()));
    const output = path.join(dir, 'long-line-out.jsonl');
    const summary = await runBatch({ input, output, method: 'cetd', pageTimeoutMs: 0 });
    expect(summary).toMatchObject({ pages: 3, failed: 1 });
    const out = records(output);
    expect(out.map((r) => r.id)).toEqual(['before', 'line 2', 'after']);
    expect(out[1].error).toMatch(/^line is \d+ bytes, over the limit of 268435456 \(one line holds one page\)$/);
    expect(out[2].text).toContain('first stone bridge');
  });

  it('refuses an input not named .jsonl whose first line is no JSON object nor a page, as a whole and saying what it may be; reads one whose first line is', async () => {
    const cases: [string, string, RegExp][] = [
      ['urls.txt', 'https://example.com/a\nhttps://example.com/b\n', /not JSONL \(one \{id, html\} object per line\)/],
      ['sitemap.txt', '<?xml version="1.0"?>\n<urlset><url><loc>https://example.com/a</loc></url></urlset>\n', /not JSONL \(markup, but no HTML page by its first tag\)/],
      ['pages.json', JSON.stringify([{ id: 'a', html: ARTICLE }]) + '\n', /not JSONL \(a JSON array\? write one \{id, html\} object per line\)/],
    ];
    for (const [name, content, message] of cases) {
      const input = path.join(dir, name);
      writeFileSync(input, content);
      const output = path.join(dir, `${name}.out.jsonl`);
      await expect(runBatch({ input, output, method: 'cetd' })).rejects.toThrow(message);
      expect(() => readFileSync(output)).toThrow(/ENOENT/);
    }
    const cli = runCli(['extract', '--input', path.join(dir, 'urls.txt'), '--method', 'cetd', '-q']);
    expect(cli.status).toBe(2);
    expect(cli.stderr).toMatch(/^web2text: cannot read batch input .*urls\.txt: not JSONL/);
    expect(cli.stdout).toBe('');
    // A page named .txt is a batch of that page, as it would be in a folder.
    const page = path.join(dir, 'page.txt');
    writeFileSync(page, `<!doctype html>\n${ARTICLE}\n`);
    await runBatch({ input: page, output: path.join(dir, 'page-out.jsonl'), method: 'cetd' });
    expect(records(path.join(dir, 'page-out.jsonl')).map((r) => [r.id, r.text])).toEqual([['page.txt', expect.stringContaining('first stone bridge')]]);
    // Not named .jsonl but JSONL all the same (blank lines first), and a .jsonl file whose first line is broken: read, the broken line an error record.
    const named = path.join(dir, 'records.txt');
    writeFileSync(named, '\n\n' + JSON.stringify({ id: 'a', html: ARTICLE }) + '\n');
    await runBatch({ input: named, output: path.join(dir, 'records-out.jsonl'), method: 'cetd' });
    expect(records(path.join(dir, 'records-out.jsonl')).map((r) => r.id)).toEqual(['a']);
    const broken = path.join(dir, 'broken-first.jsonl');
    writeFileSync(broken, 'garbage\n' + JSON.stringify({ id: 'b', html: ARTICLE }) + '\n');
    const summary = await runBatch({ input: broken, output: path.join(dir, 'broken-out.jsonl'), method: 'cetd' });
    expect(summary).toMatchObject({ pages: 2, failed: 1 });
    expect(records(path.join(dir, 'broken-out.jsonl')).map((r) => r.error ?? r.id)).toEqual(['line is not valid JSON', 'b']);
  });
});

