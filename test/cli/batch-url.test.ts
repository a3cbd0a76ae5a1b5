// `--url` is one page's address. Given to a batch of many pages it gave every page that address: each page's links
// resolved against it and every record's metadata pointing there. It is refused there now, and a batch of one page
// file takes it as that page's url.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { runCli } from '../support/run-cli';
import { articleResponse, serialized, writeWarc } from '../support/warc-files';
import { runBatch } from '../../src/batch/run';
import { runShardWorker } from '../../src/queue/worker';
import { InputError } from '../../src/errors';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-batch-url-'));
const PAGE = `<html><head><title>Rivers</title></head><body><article><h1>How rivers shaped towns</h1>
<p>For most of recorded history, people have settled where water was close at hand, and <a href="bridges.html">the first bridges</a>
were built where a river was narrow and its banks were firm. Markets grew around those crossings.</p></article></body></html>`;

const folder = path.join(dir, 'pages');
mkdirSync(folder);
writeFileSync(path.join(folder, 'a.html'), PAGE);
writeFileSync(path.join(folder, 'b.html'), PAGE);
const jsonl = path.join(dir, 'pages.jsonl');
writeFileSync(jsonl, `${JSON.stringify({ id: 'a', html: PAGE })}\n${JSON.stringify({ id: 'b', url: 'https://b.example/news/b.html', html: PAGE })}\n`);

describe('--url with a batch', () => {
  it('is refused for a folder, a JSONL file, standard input and a WARC, in one line with exit code 2, before any output is written', async () => {
    const warc = path.join(dir, 'crawl.warc.gz');
    await writeWarc(warc, serialized([articleResponse(1), articleResponse(2)], true));
    const cases: [string[], RegExp, string?][] = [
      [['--input', folder], /is a folder of pages/],
      [['--input', jsonl], /is JSONL of pages, each with its own url/],
      [['--input', '-'], /standard input is JSONL of pages/, readFileSync(jsonl, 'utf8')],
      [['--input', warc], /is a WARC of pages, each with its own WARC-Target-URI/],
    ];
    for (const [[flag, input], message, stdin] of cases) {
      const output = path.join(dir, `out-${path.basename(input)}.jsonl`);
      const r = runCli(['extract', flag, input, '--output', output, '--url', 'https://example.org/', '--format', 'markdown', '--links'], stdin);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^web2text: --url https://example.org/ is one page's address, but .*${message.source}.*\\n$`));
      expect(r.stderr.split('\n')).toHaveLength(2);
      expect(existsSync(output)).toBe(false);
    }
  });

  it('is refused by runBatch and runShardWorker as an InputError, and by a site batch', async () => {
    const output = path.join(dir, 'library.jsonl');
    await expect(runBatch({ input: folder, output, url: 'https://example.org/' })).rejects.toThrow(InputError);
    await expect(runBatch({ input: folder, output, url: 'https://example.org/' })).rejects.toThrow(/is one page's address, but .* is a folder of pages/);
    const worker = runShardWorker({ redis: 'redis://127.0.0.1:1', inputDir: folder, outputDir: path.join(dir, 'shards'), url: 'https://example.org/' });
    await expect(worker).rejects.toThrow(/--url https:\/\/example.org\/ is one page's address, but .* is a folder of shards/);
    const site = runCli(['extract', '--site', jsonl, '--url', 'https://example.org/', '--output', path.join(dir, 'site.jsonl')]);
    expect(site.status).toBe(2);
    expect(site.stderr).toMatch(/is one page's address, but .* is a site's pages, each with its own url/);
  });

  it('is the url of the one page of a page-file batch, which its record names and its links resolve against, as extract of the page does', () => {
    const file = path.join(folder, 'a.html');
    const output = path.join(dir, 'one.jsonl');
    const url = 'https://news.example/towns/rivers.html';
    const batch = runCli(['extract', '--input', file, '--output', output, '--url', url, '--format', 'markdown', '--links', '-q']);
    expect(batch.status).toBe(0);
    const [record] = readFileSync(output, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(record.url).toBe(url);
    expect(record.markdown).toContain('[the first bridges](https://news.example/towns/bridges.html)');
    const single = runCli(['extract', file, '--url', url, '--format', 'markdown', '--links', '-q']);
    expect(single.stdout.trim()).toBe(record.markdown.trim());
  });
});
