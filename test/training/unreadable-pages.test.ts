// A page of a corpus that is no page (empty, not HTML) is skipped by the dataset build with the reason as the library
// words it, as the pages whose labels are too poor are; it was named with the error's class ("EmptyPageError: …").
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { runCli } from '../support/run-cli';

const PAGE = '<html><body><nav><a href="/">Home</a></nav><p>The ferry leaves the harbour at dawn, and the fishing boats follow it out past the lighthouse.</p></body></html>';
const GOLD = 'The ferry leaves the harbour at dawn, and the fishing boats follow it out past the lighthouse.';

it('dataset names a page that is no page with the reason alone', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-unreadable-pages-'));
  const corpus = path.join(dir, 'mine.jsonl');
  const records = [
    { id: 'a', html: PAGE, gold: GOLD, domain: 'a.example' },
    { id: 'b', html: ' \n', gold: GOLD, domain: 'b.example' },
    { id: 'c', html: '[1, 2]', gold: GOLD, domain: 'c.example' },
  ];
  writeFileSync(corpus, records.map((record) => JSON.stringify(record) + '\n').join(''));
  const r = runCli(['dataset', '--corpus', 'jsonl', '--input', corpus, '--part', 'train,validation,test', '--feature-set', 'web2text', '--out', path.join(dir, 'mine.w2td')]);
  expect(r.status).toBe(0);
  const skipped: { id: string }[] = JSON.parse(r.stdout).skipped;
  expect(skipped.sort((x, y) => x.id.localeCompare(y.id))).toEqual([
    { corpus: 'jsonl', id: 'b', reason: 'empty page: only white space' },
    { corpus: 'jsonl', id: 'c', reason: 'not HTML: a JSON document' },
  ]);
});
