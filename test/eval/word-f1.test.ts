import { benchmarkWords, summariseWordScores, wordScores } from '../../src/eval/word-f1';

describe("the WCXB benchmark's word F1", () => {
  it('counts bags of lower-cased words', () => {
    // extracted: the×2 cat sat on mat (6 words); gold: the×2 cat dog (4); overlap the×2 + cat = 3
    const s = wordScores('The cat sat on the mat.', 'the cat, the dog');
    expect(s.precision).toBeCloseTo(3 / 6, 12);
    expect(s.recall).toBeCloseTo(3 / 4, 12);
    expect(s.f1).toBeCloseTo((2 * 0.5 * 0.75) / 1.25, 12); // 0.6
  });

  it("splits words as Python's \\w does: letters, digits and '_' of any script, not combining marks", () => {
    // Python: re.findall(r'\w+', 'cafe\u0301s ﬁne ²x Ⅻ_1 हिन्दी'.lower()) gives these eight words.
    expect(benchmarkWords('cafe\u0301s ﬁne ²x Ⅻ_1 हिन्दी')).toEqual(['cafe', 's', 'ﬁne', '²x', 'ⅻ_1', 'ह', 'न', 'द']);
    // 3 shared words of 3 extracted and 4 gold: P 1, R 0.75, F1 6/7
    const s = wordScores('Ünïcode CAFÉ_AU_LAIT 42', 'ünïcode café_au_lait 42 — 42');
    expect([s.precision, s.recall, s.f1]).toEqual([1, 0.75, 6 / 7]);
  });

  it('scores an empty gold 1 only when the output is empty too', () => {
    expect(wordScores('', '')).toEqual({ precision: 1, recall: 1, f1: 1 });
    expect(wordScores('— ...', ' ')).toEqual({ precision: 1, recall: 1, f1: 1 }); // no words is empty
    expect(wordScores('menu', '')).toEqual({ precision: 0, recall: 0, f1: 0 });
    expect(wordScores('', 'the text')).toEqual({ precision: 0, recall: 0, f1: 0 });
    expect(wordScores('other words', 'the text')).toEqual({ precision: 0, recall: 0, f1: 0 });
  });

  it('averages per page, overall and per page type', () => {
    const page = (pageType: string | undefined, precision: number, recall: number, f1: number) => ({ pageType, scores: { precision, recall, f1 } });
    const summary = summariseWordScores([
      page('forum', 1, 1, 1),
      page('article', 0.5, 1, 2 / 3),
      page('article', 1, 0.5, 2 / 3),
      page(undefined, 0, 0, 0),
    ]);
    expect(summary.overall.pages).toBe(4);
    expect(summary.overall.precision).toBeCloseTo(2.5 / 4, 12);
    expect(summary.overall.recall).toBeCloseTo(2.5 / 4, 12);
    expect(summary.overall.f1).toBeCloseTo((1 + 4 / 3) / 4, 12);
    expect(Object.keys(summary.byPageType)).toEqual(['article', 'forum']);
    expect(summary.byPageType.article).toEqual({ pages: 2, precision: 0.75, recall: 0.75, f1: 2 / 3 });
    expect(summary.byPageType.forum).toEqual({ pages: 1, precision: 1, recall: 1, f1: 1 });
    expect(summariseWordScores([]).overall).toEqual({ pages: 0, precision: 0, recall: 0, f1: 0 });
  });
});
