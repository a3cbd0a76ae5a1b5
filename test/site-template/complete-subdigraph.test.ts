import { findCompleteSubdigraph, largestClique } from '../../src/heuristics/site-template/complete-subdigraph';

/** A link graph: page → the pages it links to; pages not in it cannot be loaded. */
function graph(edges: Record<string, string>): (page: string) => ReadonlySet<string> | undefined {
  return (page) => (page in edges ? new Set(edges[page].split(' ').filter(Boolean)) : undefined);
}

describe('n-complete subdigraph search (docs/methods/site-template.md §2.3, A3, A4)', () => {
  it('stops at the first n pages in load order that link to each other pairwise', () => {
    // a, c, d are a menu (mutually linked); b links to them but no page links back to it; e is never loaded.
    const linksOf = graph({ a: 'c d b', b: 'a c d', c: 'a d', d: 'a c e', e: 'a c d' });
    const result = findCompleteSubdigraph({ candidates: ['a', 'b', 'c', 'd', 'e'], linksOf, size: 3, maxLoads: 50 });
    expect(result).toEqual({ pages: ['a', 'c', 'd'], complete: true, loaded: ['a', 'b', 'c', 'd'], unavailable: [] });
  });

  it('needs links both ways: a page that is only linked to is no member', () => {
    const linksOf = graph({ a: 'b c', b: 'c', c: '' });
    const result = findCompleteSubdigraph({ candidates: ['a', 'b', 'c'], linksOf, size: 2, maxLoads: 50 });
    expect(result.complete).toBe(false);
    expect(result.pages).toEqual(['a']);
  });

  it('returns the largest smaller complete subdigraph when none of size n exists, and says it is not complete', () => {
    // Two mutually linked pairs (a–b, c–d) and no triangle.
    const linksOf = graph({ a: 'b', b: 'a c', c: 'd', d: 'c a' });
    const result = findCompleteSubdigraph({ candidates: ['a', 'b', 'c', 'd'], linksOf, size: 3, maxLoads: 50 });
    expect(result).toEqual({ pages: ['a', 'b'], complete: false, loaded: ['a', 'b', 'c', 'd'], unavailable: [] });
  });

  it('counts pages it cannot load as unavailable, not as loads, and stops after maxLoads loads', () => {
    const linksOf = graph({ a: 'b', b: 'a', c: 'a b', d: 'a b c' });
    const capped = findCompleteSubdigraph({ candidates: ['missing', 'a', 'gone', 'b', 'c', 'd'], linksOf, size: 3, maxLoads: 2 });
    expect(capped).toEqual({ pages: ['a', 'b'], complete: false, loaded: ['a', 'b'], unavailable: ['missing', 'gone'] });
  });

  it('finds nothing among no candidates', () => {
    expect(findCompleteSubdigraph({ candidates: [], linksOf: graph({}), size: 3, maxLoads: 50 })).toEqual({
      pages: [], complete: false, loaded: [], unavailable: [],
    });
  });

  it('backtracks to the first largest clique in vertex order', () => {
    // 0–1–2 is a triangle, 3 is joined to 0 and 1 only, 4 to everything.
    const edges = new Set(['0-1', '0-2', '1-2', '0-3', '1-3', '0-4', '1-4', '2-4', '3-4']);
    const mutual = (a: number, b: number) => edges.has(`${Math.min(a, b)}-${Math.max(a, b)}`);
    expect(largestClique([0, 1, 2, 3, 4], 3, mutual)).toEqual([0, 1, 2]);
    expect(largestClique([0, 1, 2, 3, 4], 4, mutual)).toEqual([0, 1, 2, 4]);
    expect(largestClique([2, 3], 4, mutual)).toEqual([2]);
  });
});
