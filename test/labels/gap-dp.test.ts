import seedrandom from 'seedrandom';
import { alignGap, DP_LIMITS, DpLimits } from '../../src/labels/gap-dp';
import { prepareText } from '../../src/labels/prepared-text';

/**
 * docs/methods/web2text.md §6.2 `dpalignment` written out naively (2-D arrays, string chars) as an independent oracle.
 */
function naiveDp(src: string, clean: string): string {
  const n = src.length;
  const m = clean.length;
  const ws = (c: string) => /[ \t\n\r\f]/.test(c);
  const S: number[][] = [];
  const G: boolean[][] = [];
  const D: string[][] = [];
  for (let i = 0; i <= n; i++) {
    S.push([]), G.push([]), D.push([]);
    for (let j = 0; j <= m; j++) {
      if (i === 0 || j === 0) {
        S[i][j] = i === 0 ? -j : 0;
        G[i][j] = true;
        D[i][j] = i === 0 ? 'clean' : 'source';
        continue;
      }
      const s = src[i - 1];
      const c = clean[j - 1];
      const skipClean = S[i][j - 1] + (ws(c) ? 0 : -6);
      const skipSource = S[i - 1][j] + (G[i - 1][j] ? 0 : -2);
      let [best, dec, gap] = skipClean > skipSource ? [skipClean, 'clean', G[i][j - 1]] : [skipSource, 'source', true];
      if (s.toLowerCase() === c.toLowerCase() || (ws(s) && ws(c))) {
        const gain = /[A-Za-z0-9]/.test(s) && s === c ? 3 : s.toLowerCase() === c.toLowerCase() ? 1 : 0;
        if (S[i - 1][j - 1] + gain > (best as number)) [best, dec, gap] = [S[i - 1][j - 1] + gain, 'match', false];
      }
      [S[i][j], D[i][j], G[i][j]] = [best as number, dec as string, gap as boolean];
    }
  }
  const out: string[] = [];
  for (let i = n, j = m; i > 0 || j > 0; ) {
    const d = D[i][j];
    if (d === 'match') out.unshift(src[--i]), j--;
    else if (d === 'source') out.unshift('□'), i--;
    else j--;
  }
  return out.join('');
}

function dpMask(src: string, clean: string, limits?: DpLimits): string {
  const mask = new Uint8Array(src.length);
  const gap = { src: prepareText(src), srcStart: 0, srcEnd: src.length, clean: prepareText(clean), cleanStart: 0, cleanEnd: clean.length };
  alignGap(gap, mask, limits);
  return Array.from(mask, (bit, i) => (bit ? src[i] : '□')).join('');
}

/** Random text; sources also get GAP runs (masked markup). */
function randomText(rng: () => number, length: number, alphabet = 'aAbBc .,\n\t1'): string {
  return Array.from({ length }, () => alphabet[Math.floor(rng() * alphabet.length)]).join('');
}

describe('gap DP (§6.2 dpalignment)', () => {
  it('matches a clean text inside boilerplate, preferring exact letters', () => {
    expect(dpMask('Menu | Hello World | Footer', 'hello World')).toBe('□□□□□□□Hello World□□□□□□□□□');
  });

  it('agrees with a naive implementation of the spec on random inputs', () => {
    const rng = seedrandom('gap-dp');
    for (let t = 0; t < 300; t++) {
      const src = randomText(rng, Math.floor(rng() * 40), 'aAbBc .,\n\t1□□□□');
      // A clean text with GAP chars (they can then match) turns the GAP-run shortcut off.
      const clean = randomText(rng, Math.floor(rng() * 25), t % 3 === 0 ? 'aAb .□' : undefined);
      expect(dpMask(src, clean)).toBe(naiveDp(src, clean));
    }
  });

  it('gives the same alignment with checkpoints (bounded memory) as with the full table', () => {
    const rng = seedrandom('checkpoints');
    for (let t = 0; t < 200; t++) {
      const src = randomText(rng, 1 + Math.floor(rng() * 120), 'aAbBc .,\n\t1□□□□');
      const clean = randomText(rng, 1 + Math.floor(rng() * 60));
      expect(dpMask(src, clean, { ...DP_LIMITS, maxFullTableCells: 0 })).toBe(dpMask(src, clean));
    }
  });

  it('refuses a gap beyond its time or memory limits instead of running for minutes', () => {
    const src = 'a'.repeat(30);
    expect(() => dpMask(src, 'a'.repeat(30), { maxFullTableCells: 100, maxCells: 900, maxCheckpointBytes: 1e6 })).toThrow(
      /alignment gap too large: 30 source × 30 clean chars \(more than 900 DP cells\)/,
    );
    expect(() => dpMask(src, 'a'.repeat(20), { maxFullTableCells: 100, maxCells: 1e6, maxCheckpointBytes: 100 })).toThrow(/bytes of DP memory/);
    expect(dpMask(src, 'a'.repeat(20), { maxFullTableCells: 100, maxCells: 1e6, maxCheckpointBytes: 1e6 })).toBe('□'.repeat(10) + 'a'.repeat(20));
  });

  it('handles empty sides', () => {
    expect(dpMask('abc', '')).toBe('□□□');
    expect(dpMask('', 'abc')).toBe('');
  });
});
