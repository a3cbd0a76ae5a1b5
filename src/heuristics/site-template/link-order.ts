// The order in which the key page's links are explored (docs/methods/site-template.md §2.2, A1, A2): by hyperlink
// distance first (0, then 1, 2, … below the key page's directory, then −1, −2, … above it), and within one distance
// farthest-first by DOM distance, so the pages explored share the key page's template yet differ from each other.
import type { PageLink } from '../../site/page-links';
import { hyperlinkDistance } from '../../site/site-urls';

/** Tree distance between two nodes given by their child-index paths from one root (§2.2: [H]'s formula). */
export function domDistance(a: readonly number[], b: readonly number[]): number {
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return a.length + b.length - 2 * common;
}

/** Rank of a hyperlink distance in the exploration order: 0, 1, 2, …, then −1, −2, …. */
function distanceRank(h: number, maxPositive: number): number {
  return h >= 0 ? h : maxPositive - h;
}

/**
 * The links in exploration order, lazily (a search stops once it has its pages). Within a hyperlink distance the
 * next link is the one whose smallest DOM distance to every link ordered so far — of any distance (A2) — is
 * largest; ties, and the first pick, go to the first in document order.
 */
export function* orderLinks(key: URL, links: readonly PageLink[]): Generator<PageLink> {
  const h = links.map((link) => hyperlinkDistance(key, link.url));
  const maxPositive = Math.max(0, ...h);
  const rank = h.map((distance) => distanceRank(distance, maxPositive));
  const minDistance = new Float64Array(links.length).fill(Infinity);
  const left = links.map((_, i) => i);
  while (left.length > 0) {
    let best = 0;
    for (let k = 1; k < left.length; k++) {
      const i = left[k];
      const b = left[best];
      if (rank[i] < rank[b] || (rank[i] === rank[b] && minDistance[i] > minDistance[b])) best = k;
    }
    const [chosen] = left.splice(best, 1);
    yield links[chosen];
    for (const i of left) minDistance[i] = Math.min(minDistance[i], domDistance(links[i].path, links[chosen].path));
  }
}
