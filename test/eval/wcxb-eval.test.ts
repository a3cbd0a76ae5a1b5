import * as path from 'path';
import type { GoldPage } from '../../src/corpora/corpus';
import { isSkipped } from '../../src/corpora/corpus-entry';
import { readWcxbPages } from '../../src/corpora/wcxb-files';
import { compare, type Comparison } from '../../src/eval/compare';
import { evaluate, type ModelEvaluation } from '../../src/eval/evaluate';
import { loadPage } from '../../src/dom/page';
import { benchmarkWords, wordScores } from '../../src/eval/word-f1';
import { createExtractor } from '../../src/inference/registry';
import { extractWith } from '../../src/inference/extract';

/** WCXB pages committed for the tests (test/fixtures/wcxb/ATTRIBUTION.md). */
const WCXB = path.join(__dirname, '..', 'fixtures', 'wcxb');

/**
 * Real WCXB pages of five types: two articles, a forum thread, a documentation page; 4838 (a forum thread whose
 * posts are only in a script's data, a training page) has no text blocks; 4788 (a listing) has blocks and an empty
 * gold; 4871 (a service page) has neither.
 */
const IDS = ['0003', '0010', '0513', '4838', '0239', '4788', '4871'];
const NO_BLOCKS = ['4838', '4871'];

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('word F1 in compare() and evaluate() on real WCXB pages', () => {
  const pages: GoldPage[] = [...readWcxbPages(WCXB, IDS)].map((entry) => {
    if (isSkipped(entry)) throw new Error(`page ${entry.skipped.id} skipped`);
    return entry.page;
  });
  let comparison: Comparison;
  let evaluation: ModelEvaluation;

  beforeAll(async () => {
    comparison = await compare({ pages, methods: ['web2text', 'cetd', 'readability', 'defuddle'] });
    evaluation = await evaluate({ pages });
  });

  it('scores every page on its text, and leaves the pages without blocks out of the block metrics only, saying why', () => {
    expect(comparison.skipped).toEqual([]);
    expect(comparison.pages.map((page) => page.id)).toEqual(IDS);
    const notInBlocks = comparison.pages.filter((page) => page.notInBlockMetrics !== undefined);
    expect(notInBlocks.map((page) => [page.id, page.notInBlockMetrics])).toEqual(NO_BLOCKS.map((id) => [id, 'the page body has no text blocks']));
    for (const name of ['web2text', 'cetd', 'readability', 'defuddle']) {
      const totals = comparison.totals[name];
      expect(totals.pageWords).toHaveLength(IDS.length);
      expect(totals.pageF1).toHaveLength(IDS.length - NO_BLOCKS.length);
      expect(comparison.methods[name].wordF1.overall.pages).toBe(IDS.length);
    }
    expect(evaluation.pages.map((page) => page.id)).toEqual(IDS);
    expect(evaluation.viterbi.wordF1.overall.pages).toBe(IDS.length);
  });

  it('scores an empty gold 1 when the output has no words and 0 otherwise, and a gold with words but no output 0', async () => {
    const f1Of = (name: string, id: string) => comparison.totals[name].pageWords[IDS.indexOf(id)].scores.f1;
    // 4788: an empty gold on a page with blocks; CETD keeps some of the listing's text, which makes it wrong.
    const cetd = await createExtractor('cetd');
    const listing = pages[IDS.indexOf('4788')];
    expect(benchmarkWords(extractWith(cetd, listing.html).text).length).toBeGreaterThan(0);
    expect(f1Of('cetd', '4788')).toBe(0);
    for (const name of ['web2text', 'cetd', 'readability', 'defuddle']) {
      // 4871: no blocks and an empty gold, so every method's empty output is right.
      expect(f1Of(name, '4871')).toBe(1);
      // 4838: a gold with words, and no method finds text (the forum's posts are only in a script's data).
      expect(f1Of(name, '4838')).toBe(0);
    }
  });

  it('gives the mean word F1 per page type of each page\'s own output', async () => {
    const cetd = await createExtractor('cetd');
    const f1 = pages.map((page) => wordScores(extractWith(cetd, page.html).text, page.gold).f1);
    const types = [...new Set(pages.map((page) => page.pageType!))].sort();
    const { byPageType, overall } = comparison.methods.cetd.wordF1;
    expect(Object.keys(byPageType)).toEqual(types);
    for (const type of types) {
      const ofType = pages.flatMap((page, i) => (page.pageType === type ? [f1[i]] : []));
      expect(byPageType[type].pages).toBe(ofType.length);
      expect(byPageType[type].f1).toBeCloseTo(mean(ofType), 12);
    }
    expect(overall.f1).toBeCloseTo(mean(f1), 12);
    expect(byPageType.article.pages).toBe(2);
  });

  it.each(['readability', 'defuddle'])('scores %s on its own text', async (name) => {
    const extractor = await createExtractor(name);
    const article = pages[0];
    const { text } = extractor.label(loadPage(article.html));
    expect(benchmarkWords(text!).length).toBeGreaterThan(100);
    expect(comparison.totals[name].pageWords[0].scores).toEqual(wordScores(text!, article.gold));
  });

  it('tests per-page word F1 against web2text, and evaluate() gives the same word F1 as compare() for the same model', () => {
    expect(comparison.methods.web2text.wordF1PValueVsWeb2text).toBeNull();
    const p = comparison.methods.cetd.wordF1PValueVsWeb2text!;
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThanOrEqual(1);
    expect(evaluation.viterbi.wordF1).toEqual(comparison.methods.web2text.wordF1);
    expect(Object.keys(evaluation.unary.wordF1.byPageType)).toEqual(Object.keys(evaluation.viterbi.wordF1.byPageType));
  });
});
