// The corpus registry on the whole corpora beside the repository (../shared): each corpus's default part to score.
import { corpusPages } from '../../src/corpora/registry';
import { CLEANEVAL_DIR, WCXB_DIR } from '../support/shared-data';

describe('the corpus registry on the corpora', () => {
  it('gives each corpus\'s default part to score: CleanEval\'s test pages, WCXB\'s validation pages', async () => {
    expect(corpusPages({ corpus: 'cleaneval', source: CLEANEVAL_DIR }).count).toBe(676);
    expect(corpusPages({ corpus: 'cleaneval', source: CLEANEVAL_DIR, split: 'web2text' }).count).toBe(148);
    const wcxb = corpusPages({ corpus: 'wcxb', source: WCXB_DIR }, undefined, 2);
    expect(wcxb.count).toBe(2);
    const entries = [];
    for await (const entry of wcxb.pages) entries.push(entry);
    expect(entries.map((entry) => ('page' in entry ? entry.page.corpus : entry))).toEqual(['wcxb', 'wcxb']);
  });
});
