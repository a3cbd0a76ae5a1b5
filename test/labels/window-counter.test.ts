import seedrandom from 'seedrandom';
import { WindowCounter } from '../../src/labels/window-counter';

function codes(text: string): Uint16Array {
  return Uint16Array.from(text, (ch) => ch.charCodeAt(0));
}

describe('WindowCounter', () => {
  it('counts overlapping occurrences and the first start, sharing ids between equal needles', () => {
    const counter = new WindowCounter(2, 3);
    const aa = counter.add(codes('aa'), 0);
    const ab = counter.add(codes('xab'), 1);
    expect(counter.add(codes('aa'), 0)).toBe(aa);
    counter.countIn(codes('baaab'));
    expect([counter.count(aa), counter.first(aa)]).toEqual([2, 1]);
    expect([counter.count(ab), counter.first(ab)]).toEqual([1, 3]);
    expect(() => [counter.add(codes('zz'), 0), counter.add(codes('yy'), 0)]).toThrow(/more than 3 needles/);
  });

  it('agrees with naive string counting on random texts', () => {
    const rng = seedrandom('windows');
    const text = Array.from({ length: 3000 }, () => 'ab c'[Math.floor(rng() * 4)]).join('');
    const needles = Array.from({ length: 200 }, () => Array.from({ length: 5 }, () => 'ab c'[Math.floor(rng() * 4)]).join(''));
    const counter = new WindowCounter(5, needles.length);
    const ids = needles.map((needle) => counter.add(codes(needle), 0));
    counter.countIn(codes(text));
    needles.forEach((needle, k) => {
      let count = 0;
      for (let p = text.indexOf(needle); p >= 0; p = text.indexOf(needle, p + 1)) count++;
      expect(counter.count(ids[k])).toBe(count);
      expect(counter.first(ids[k])).toBe(text.indexOf(needle));
    });
  });
});
