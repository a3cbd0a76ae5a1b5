// compare with a time limit per page: a page that would hang defuddle for minutes (1,000 nested <div>s: jsdom and
// defuddle grow faster than the nesting depth) fails for defuddle at the limit, scored as an empty output with the
// reason, and the run goes on; the other pages and methods are scored as without the limit.
import type { GoldPage } from '../../src/corpora/corpus';
import { compare } from '../../src/eval/compare';
import { ARTICLE } from '../support/article-page';

const DEPTH = 1000;
const DEEP_PAGE = `<!doctype html><html><body>${'<div>'.repeat(DEPTH)}<p>A sentence at the bottom of a thousand boxes.</p>${'</div>'.repeat(DEPTH)}</body></html>`;
// Far under the deep page's minutes, far over the first page's cold start on a loaded machine (a fresh worker's first
// jsdom window and defuddle parse: 3 s was too little with two test suites on 2 cores).
const LIMIT_MS = 10_000;

describe('compare with pageTimeoutMs', () => {
  it('fails a page that runs over the limit for the method it hangs, and scores the rest', async () => {
    const pages: GoldPage[] = [
      { corpus: 'jsonl', id: 'article', html: ARTICLE, gold: 'How rivers shaped the towns along them' },
      { corpus: 'jsonl', id: 'deep', html: DEEP_PAGE, gold: 'A sentence at the bottom of a thousand boxes.' },
    ];
    const ready: string[] = [];
    const t0 = Date.now();
    const timed = await compare({ pages, methods: ['cetd', 'defuddle'], pageTimeoutMs: LIMIT_MS, onReady: ({ name }) => ready.push(name) });
    // Two workers start and one is replaced; without the limit the deep page alone takes defuddle minutes.
    expect(Date.now() - t0).toBeLessThan(60_000);
    expect(ready).toEqual(['cetd', 'defuddle']);
    expect(timed.methods.defuddle.failures).toEqual([{ id: 'deep', reason: `over the time limit of ${LIMIT_MS / 1000} s` }]);
    expect(timed.totals.defuddle.pageWords[1].scores.f1).toBe(0);
    expect(timed.methods.cetd.failures).toEqual([]);

    // The pages the limit does not stop score as in this thread.
    const untimed = await compare({ pages: pages.slice(0, 1), methods: ['cetd', 'defuddle'] });
    for (const method of ['cetd', 'defuddle']) {
      expect([method, timed.totals[method].pageWords[0].scores]).toEqual([method, untimed.totals[method].pageWords[0].scores]);
    }
    expect(timed.totals.cetd.pageWords[1].scores.f1).toBeGreaterThan(0);
  });
});
