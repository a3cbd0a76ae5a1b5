
import { cleanevalPages, cleanevalSplitPages } from '../../src/corpora/cleaneval-pages';
import type { GoldPage } from '../../src/corpora/corpus';
import { InputError } from '../../src/errors';
import type { Extractor } from '../../src/extractor';
import { compare } from '../../src/eval/compare';
import { evaluate } from '../../src/eval/evaluate';
import { median, pageBlockF1, scorePages, summarise, type PageScores } from '../../src/eval/score-pages';
import { CLEANEVAL_DIR } from '../support/shared-data';

const DATA = CLEANEVAL_DIR;

describe('per-page F1 for the paired test', () => {
  it('counts an all-boilerplate page labelled all-boilerplate as perfect', () => {
    expect(pageBlockF1([0, 0, 0], [0, 0, 0])).toBe(1);
    expect(pageBlockF1([1, 0, 0], [0, 0, 0])).toBe(0);
    expect(pageBlockF1([1, 1, 0], [1, 0, 0])).toBeCloseTo(2 / 3);
  });

  it('takes the median of an even and odd count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});

describe('scorePages on CleanEval pages', () => {
  const all: Extractor = { name: 'all', label: (page) => ({ labels: new Uint8Array(page.blocks.length).fill(1) }) };
  const none: Extractor = { name: 'none', label: (page) => ({ labels: new Uint8Array(page.blocks.length) }) };
  // A page whose body has no text has no blocks to label: it is scored on its (empty) text only, with the reason.
  const empty: GoldPage = { corpus: 'jsonl', id: 'empty', html: '<html><body> </body></html>', gold: 'some gold text', pageType: 'article' };
  const [page64, page65] = cleanevalPages([64, 65], DATA);
  // A corpus reader's entry for a page it could not read counts in no metric, and is reported.
  const unread = { skipped: { corpus: 'jsonl' as const, id: 'line 3', reason: 'invalid JSON' } };
  // A method that fails on a page (as a backend may: here on page 65, whose first block is 'OSTG') gives an empty
  // output there, with the reason.
  const fragile: Extractor = {
    name: 'fragile',
    label: (page) => {
      if (page.blocks.length > 0 && page.blocks[0].text === 'OSTG') throw new Error('backend lost');
      return { labels: new Uint8Array(page.blocks.length).fill(1) };
    },
  };
  let scores: PageScores;
  beforeAll(async () => {
    scores = await scorePages([page64, empty, unread, { page: { ...page65, pageType: 'forum' } }], [all, none, fragile]);
  });

  it('scores a failed method as an empty output on that page only, and says why', () => {
    const { fragile: failed, all: whole } = scores.methods;
    expect(failed.failures).toEqual([{ id: '65', reason: 'failed: backend lost' }]);
    expect(failed.pageWords[2].scores.f1).toBe(0);
    expect(failed.pageWords[0]).toEqual(whole.pageWords[0]);
    expect(failed.pageF1).toHaveLength(2);
    expect(failed.pageF1[1]).toBe(0);
    expect(whole.failures).toEqual([]);
  });

  it('scores a page without blocks on its text, leaves it out of the block metrics with the reason, and reports unread pages', () => {
    expect(scores.pages.map((p) => [p.id, p.pageType, p.notInBlockMetrics])).toEqual([
      ['64', undefined, undefined],
      ['empty', 'article', 'the page body has no text blocks'],
      ['65', 'forum', undefined],
    ]);
    expect(scores.skipped).toEqual([{ id: 'line 3', reason: 'invalid JSON' }]);
    for (const totals of Object.values(scores.methods)) {
      expect(totals.pageF1).toHaveLength(2);
      expect(totals.pageWords.map((page) => page.pageType)).toEqual([undefined, 'article', 'forum']);
      // the empty page's gold has words and no method has text there
      expect(totals.pageWords[1].scores.f1).toBe(0);
    }
  });

  it('gives the always-content baseline recall 1 and precision = the content share', () => {
    const s = summarise(scores.methods.all);
    const c = scores.methods.all.confusion;
    expect(s.recall).toBe(1);
    expect(c.tp + c.fp).toBe(scores.blocks);
    expect(s.precision).toBeCloseTo(c.tp / scores.blocks);
    // page 64 is mostly article text (reference: 23 of 28 blocks content), so the shingle F1 of all text is high
    expect(scores.methods.all.pageShingleF1[0]).toBeGreaterThan(0.8);
    // nearly every gold word is in some block (CleanEval's clean text was made from the page)
    expect(scores.methods.all.pageWords[0].scores.recall).toBeGreaterThan(0.95);
  });

  it('gives the never-content method zero F1 and zero text score', () => {
    const s = summarise(scores.methods.none);
    expect(s.f1).toBe(0);
    expect(s.shingleF1).toBe(0);
    expect(s.wordF1.overall).toEqual({ pages: 3, precision: 0, recall: 0, f1: 0 });
    expect(scores.methods.none.pageMs.every((ms) => ms > 0)).toBe(true);
  });
});

describe('evaluate() and compare() on the first web2text test pages', () => {
  const firstPages = (n: number) => [...cleanevalSplitPages('web2text', 'test', DATA)].slice(0, n);

  it('evaluate() scores the default model, Viterbi and unary-only, on the same pages', async () => {
    const ready: string[] = [];
    const pages = firstPages(5);
    const evaluation = await evaluate({ pages, onReady: (extractor) => ready.push(extractor.info.modelDir) });
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatch(/models[/\\]default$/);
    expect(evaluation.lambda).toBe(0); // the λ stored with models/default (the block nets alone)
    expect(evaluation.pages.map((p) => p.id)).toEqual(pages.map((p) => p.id));
    expect(evaluation.totals.viterbi.pageF1).toHaveLength(5);
    expect(evaluation.viterbi.f1).toBeGreaterThan(0.75);
    expect(evaluation.unary.f1).toBeGreaterThan(0.75);
  });

  it('compare() scores each method once, tests the others against web2text, and refuses an unknown method first', async () => {
    const pages = firstPages(8);
    const comparison = await compare({ pages, methods: ['web2text', 'cetd', 'bte', 'cetd'] });
    expect(Object.keys(comparison.methods)).toEqual(['web2text', 'cetd', 'bte']);
    expect(comparison.methods.web2text.pValueVsWeb2text).toBeNull();
    expect(comparison.methods.cetd.pValueVsWeb2text).toBeGreaterThan(0);
    expect(comparison.pages).toHaveLength(8);
    const alone = await compare({ pages, methods: ['bte'] });
    expect(alone.methods.bte.pValueVsWeb2text).toBeNull();
    expect(alone.methods.bte.f1).toBe(comparison.methods.bte.f1);
    await expect(compare({ pages, methods: ['cetd', 'magic'] })).rejects.toThrow(InputError);
  });
});
