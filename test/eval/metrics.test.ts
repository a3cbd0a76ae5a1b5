import { addToConfusion, emptyConfusion, scoresOf } from '../../src/eval/metrics';
import { shingleF1 } from '../../src/eval/shingles';

describe('block metrics', () => {
  it('pools confusion counts over pages (micro average)', () => {
    const c = emptyConfusion();
    addToConfusion(c, [1, 1, 0, 0], [1, 0, 1, 0]);
    addToConfusion(c, [1, 1], [1, 1]);
    expect(c).toEqual({ tp: 3, fp: 1, fn: 1, tn: 1 });
    const s = scoresOf(c);
    expect(s.accuracy).toBeCloseTo(4 / 6);
    expect(s.precision).toBeCloseTo(3 / 4);
    expect(s.recall).toBeCloseTo(3 / 4);
    expect(s.f1).toBeCloseTo(3 / 4);
  });

  it('gives 0 instead of NaN when nothing is predicted content', () => {
    const s = scoresOf(addToConfusion(emptyConfusion(), [0, 0], [1, 0]));
    expect(s.precision).toBe(0);
    expect(s.f1).toBe(0);
    expect(s.accuracy).toBe(0.5);
  });

  it('refuses label arrays of different length', () => {
    expect(() => addToConfusion(emptyConfusion(), [1], [1, 0])).toThrow(/mismatch/);
  });
});

describe('shingle F1', () => {
  it('is 1 for the same words whatever the case, spacing and punctuation', () => {
    expect(shingleF1('The quick brown fox jumps.', 'the  quick\nbrown fox — jumps')).toBe(1);
  });

  it('drops when extra boilerplate words are extracted', () => {
    const gold = 'one two three four five six';
    const f = shingleF1('Home About Contact one two three four five six', gold);
    // extracted has 6 shingles, 3 of which are gold's 3: precision 1/2, recall 1 → F1 2/3
    expect(f).toBeCloseTo(2 / 3);
  });

  it('is 0 when only one side has text', () => {
    expect(shingleF1('', 'some gold text here')).toBe(0);
    expect(shingleF1('', '')).toBe(1);
  });
});
