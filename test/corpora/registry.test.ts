// The corpus registry: corpora by name, their specs checked, their parts (registry-corpora.test.ts: the default
// parts of the whole corpora).
import { mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { corpusDefinition, corpusPages, CORPUS_NAMES, openCorpus, resolveCorpusSpec } from '../../src/corpora/registry';
import type { GoldPage } from '../../src/corpora/corpus';

/** Folders named only: the checks below refuse a spec before reading anything. */
const CLEANEVAL = path.join('corpora', 'cleaneval');
const WCXB = path.join('corpora', 'wcxb');

describe('the corpus registry', () => {
  it('knows every corpus by name, and refuses what a corpus does not have, naming it', () => {
    expect(CORPUS_NAMES).toEqual(['cleaneval', 'wcxb', 'jsonl']);
    expect(() => corpusDefinition('commoncrawl')).toThrow('unknown corpus "commoncrawl" (known: cleaneval, wcxb, jsonl)');
    expect(() => resolveCorpusSpec({ corpus: 'cleaneval', source: CLEANEVAL, split: 'paper' })).toThrow('unknown split "paper" of cleaneval (known: cleaneval, web2text)');
    expect(() => resolveCorpusSpec({ corpus: 'wcxb', source: WCXB, split: 'cleaneval' })).toThrow('the wcxb corpus has no split "cleaneval"');
    expect(() => resolveCorpusSpec({ corpus: 'jsonl' })).toThrow('the jsonl corpus needs its file');
    expect(resolveCorpusSpec({ corpus: 'cleaneval', source: CLEANEVAL })).toEqual({ corpus: 'cleaneval', source: CLEANEVAL, split: 'cleaneval' });
  });

  it('has no default folder: the caller names it (the CLI looks beside the repository)', () => {
    expect(() => resolveCorpusSpec({ corpus: 'cleaneval' })).toThrow('the cleaneval corpus needs its folder');
    expect(() => corpusPages({ corpus: 'wcxb' })).toThrow('the wcxb corpus needs its folder');
  });

  it('opens CleanEval by its split; a page whose files are missing is skipped with the reason, not the end of the part', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'w2t-cleaneval-'));
    mkdirSync(path.join(dir, 'orig'));
    mkdirSync(path.join(dir, 'clean'));
    // Two made-up pages, as CleanEval writes them: the orig file in its <text> wrapper, the clean file after its URL line.
    for (const id of [1, 2]) {
      const text = `Page ${id} says what a page of the corpus says, in a paragraph of its own.`;
      writeFileSync(path.join(dir, 'orig', `${id}.html`), `<text id="http://example.org/${id}" title="Page ${id}" encoding="utf-8">\n<html><body><p>${text}</p></body></html>\n</text>\n`);
      writeFileSync(path.join(dir, 'clean', `${id}.txt`), `URL: http://example.org/${id}\n<p>${text}\n`);
    }
    const split = { train: [1, 9999, 2], validation: [1], test: [2] };
    writeFileSync(path.join(dir, 'splits.json'), JSON.stringify({ cleaneval: split, web2text: split }));
    const corpus = await openCorpus({ corpus: 'cleaneval', source: dir });
    expect(corpus.ids.train).toEqual(['1', '9999', '2']);
    const pages: GoldPage[] = [...corpus.pages('train')];
    expect(pages.map((page) => page.id)).toEqual(['1', '2']);
    expect(corpus.skipped).toEqual([{ corpus: 'cleaneval', id: '9999', reason: expect.stringMatching(/9999/) }]);
  });
});
