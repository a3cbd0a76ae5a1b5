// The corpus registry: corpora by name, their specs checked, their parts and default pages.
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { corpusDefinition, corpusPages, CORPUS_NAMES, openCorpus, resolveCorpusSpec } from '../../src/corpora/registry';
import type { GoldPage } from '../../src/corpora/corpus';

const CLEANEVAL = path.join('..', 'shared', 'cleaneval');
const WCXB = path.join('..', 'shared', 'wcxb');

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

  it('gives each corpus\'s default part to score: CleanEval\'s test pages, WCXB\'s validation pages', async () => {
    expect(corpusPages({ corpus: 'cleaneval', source: CLEANEVAL }).count).toBe(676);
    expect(corpusPages({ corpus: 'cleaneval', source: CLEANEVAL, split: 'web2text' }).count).toBe(148);
    const wcxb = corpusPages({ corpus: 'wcxb', source: WCXB }, undefined, 2);
    expect(wcxb.count).toBe(2);
    const entries = [];
    for await (const entry of wcxb.pages) entries.push(entry);
    expect(entries.map((entry) => ('page' in entry ? entry.page.corpus : entry))).toEqual(['wcxb', 'wcxb']);
  });

  it('opens CleanEval by its split; a page whose files are missing is skipped with the reason, not the end of the part', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'w2t-cleaneval-'));
    mkdirSync(path.join(dir, 'orig'));
    mkdirSync(path.join(dir, 'clean'));
    for (const id of [1, 2]) {
      copyFileSync(path.join(CLEANEVAL, 'orig', `${id}.html`), path.join(dir, 'orig', `${id}.html`));
      copyFileSync(path.join(CLEANEVAL, 'clean', `${id}.txt`), path.join(dir, 'clean', `${id}.txt`));
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
