import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { gzipSync } from 'zlib';
import type { CorpusEntry } from '../../src/corpora/corpus-entry';
import { readJsonlCorpus } from '../../src/corpora/jsonl-corpus';

async function readAll(file: string): Promise<CorpusEntry[]> {
  const entries: CorpusEntry[] = [];
  for await (const entry of readJsonlCorpus(file)) entries.push(entry);
  return entries;
}

describe('JSONL corpus reader', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'w2t-jsonl-'));
  afterAll(() => fs.rmSync(dir, { recursive: true }));

  it('yields good lines as GoldPages and reports bad ones with their line number and reason', async () => {
    const file = path.join(dir, 'pages.jsonl');
    const lines = [
      JSON.stringify({ id: 'a', html: '<p>Alpha</p>', gold: 'Alpha', url: 'https://www.Example.org/post/1' }),
      '',
      '{"id": "b", "html": ',
      JSON.stringify({ id: 'c', html: '<p>Gamma</p>' }),
      JSON.stringify({ id: 7, html: '<p>Delta</p>', gold: 'Delta', pageType: 'forum', domain: 'Forum.Example.net', url: 'https://other.org/' }),
      JSON.stringify({ id: 'a', html: '<p>Again</p>', gold: 'Again' }),
      JSON.stringify({ html: '<p>Epsilon</p>', gold: 'Epsilon', url: 'not a url' }),
      JSON.stringify({ html: '<p>Zeta</p>', gold: 42 }),
      JSON.stringify({ html: '<p>Eta</p>', gold: '' }),
    ];
    fs.writeFileSync(file, lines.join('\n') + '\n');
    expect(await readAll(file)).toEqual([
      { page: { corpus: 'jsonl', id: 'a', html: '<p>Alpha</p>', gold: 'Alpha', domain: 'example.org', url: 'https://www.Example.org/post/1' } },
      { skipped: { corpus: 'jsonl', id: 'line 3', reason: expect.stringMatching(new RegExp(`^${file} line 3: invalid JSON \\(`)) } },
      { skipped: { corpus: 'jsonl', id: 'c', reason: `${file} line 4: gold: Invalid input: expected string, received undefined` } },
      { page: { corpus: 'jsonl', id: '7', html: '<p>Delta</p>', gold: 'Delta', pageType: 'forum', domain: 'forum.example.net', url: 'https://other.org/' } },
      { skipped: { corpus: 'jsonl', id: 'a', reason: `${file} line 6: duplicate id "a" (first on line 1)` } },
      { skipped: { corpus: 'jsonl', id: 'line 7', reason: `${file} line 7: url "not a url" is not a valid URL` } },
      { skipped: { corpus: 'jsonl', id: 'line 8', reason: `${file} line 8: gold: Invalid input: expected string, received number` } },
      { page: { corpus: 'jsonl', id: 'line 9', html: '<p>Eta</p>', gold: '' } },
    ]);
  });

  it('reads a gzipped file (.jsonl.gz) as the plain one', async () => {
    const lines = [JSON.stringify({ id: 'a', html: '<p>Alpha</p>', gold: 'Alpha' }), '', JSON.stringify({ id: 'b', html: '<p>Beta</p>', gold: 'Beta' })];
    const file = path.join(dir, 'pages.jsonl.gz');
    fs.writeFileSync(file, gzipSync(lines.join('\r\n')));
    expect(await readAll(file)).toEqual([
      { page: { corpus: 'jsonl', id: 'a', html: '<p>Alpha</p>', gold: 'Alpha' } },
      { page: { corpus: 'jsonl', id: 'b', html: '<p>Beta</p>', gold: 'Beta' } },
    ]);
  });

  it('fails at once, naming the file, when it cannot be read', async () => {
    const missing = path.join(dir, 'missing.jsonl');
    await expect(readAll(missing)).rejects.toThrow(`missing file ${missing}`);
    await expect(readAll(dir)).rejects.toThrow(`cannot read ${dir}: not a file`);
  });
});
