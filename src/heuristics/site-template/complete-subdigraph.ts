// The n-complete subdigraph search (docs/methods/site-template.md §2.3, A3, A4, A7): load the key page's linked pages
// in exploration order until n of them are pairwise mutually linked; when no n of them are, the largest such set.

export interface SubdigraphSearch {
  /** Pages in exploration order (their keys). */
  candidates: Iterable<string>;
  /** A page's links (keys of the pages it links to); undefined when the page cannot be loaded (missing, broken). */
  linksOf(page: string): ReadonlySet<string> | undefined;
  /** n: the pages wanted besides the key page (A3). */
  size: number;
  /** Pages loaded at most (A7). */
  maxLoads: number;
}

export interface SubdigraphResult {
  /** The first n-complete subdigraph found in load order, else the largest complete one (in load order). */
  pages: string[];
  /** pages.length === size. */
  complete: boolean;
  /** Pages loaded. */
  loaded: string[];
  /** Candidates that could not be loaded. */
  unavailable: string[];
}

/**
 * Greedy exploration (§2.3): after each load, the largest clique of mutually linked loaded pages that holds the new
 * page (any larger clique without it was found before), up to `size` pages; the search stops at the first of
 * `size` pages (A4) or after `maxLoads` loads.
 */
export function findCompleteSubdigraph({ candidates, linksOf, size, maxLoads }: SubdigraphSearch): SubdigraphResult {
  const loaded: string[] = [];
  const links: ReadonlySet<string>[] = [];
  const unavailable: string[] = [];
  let best: number[] = [];
  for (const candidate of candidates) {
    if (best.length >= size || loaded.length >= maxLoads) break;
    const out = linksOf(candidate);
    if (out === undefined) {
      unavailable.push(candidate);
      continue;
    }
    const added = loaded.length;
    loaded.push(candidate);
    links.push(out);
    const mutual = (a: number, b: number): boolean => links[a].has(loaded[b]) && links[b].has(loaded[a]);
    const neighbours: number[] = [];
    for (let other = 0; other < added; other++) if (mutual(added, other)) neighbours.push(other);
    const clique = largestClique(neighbours, size - 1, mutual);
    if (clique.length + 1 > best.length) best = [...clique, added];
  }
  return { pages: best.map((i) => loaded[i]), complete: best.length === size, loaded, unavailable };
}

/**
 * The largest set of pairwise `mutual` vertices among `vertices` (ascending), at most `limit` of them: backtracking in
 * vertex order, so the first set of `limit` found in load order wins; a branch that cannot beat the best is cut.
 */
export function largestClique(vertices: readonly number[], limit: number, mutual: (a: number, b: number) => boolean): number[] {
  let best: number[] = [];
  const chosen: number[] = [];
  const extend = (from: number): boolean => {
    if (chosen.length > best.length) best = [...chosen];
    if (best.length >= limit) return true;
    for (let k = from; k < vertices.length; k++) {
      if (chosen.length + vertices.length - k <= best.length) return false;
      const v = vertices[k];
      if (!chosen.every((u) => mutual(u, v))) continue;
      chosen.push(v);
      if (extend(k + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  extend(0);
  return best;
}
