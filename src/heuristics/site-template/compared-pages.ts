// Which pages of the site the key page is compared with (docs/methods/site-template.md §2.3, §3 step 4): the n-complete
// subdigraph of its linked pages, else the largest smaller one; when that has fewer than two pages, the first
// pages it links to, else the pages of its site whose top levels map best onto its own. Each choice says which.
import { findCompleteSubdigraph } from './complete-subdigraph';
import { orderLinks } from './link-order';
import { topLevels, type MappingTree } from './mapping-tree';
import type { PageLink } from '../../site/page-links';
import type { SiteContext } from '../../site/site-context';
import { pageKey, siteHost } from '../../site/site-urls';
import { SITE_TREES } from './site-trees';
import { mapTopDown } from './top-down-mapping';

/** How the compared pages were chosen. */
export type PageChoice =
  /** n pages pairwise mutually linked (§2.3). */
  | 'complete subdigraph'
  /** No n were: the largest set of at least two that are (§2.3, "the biggest CS with a size under"). */
  | 'largest complete subdigraph'
  /** No two linked pages link to each other: the first linked pages in exploration order (§3 step 4 (a)). */
  | 'linked pages'
  /** Fewer than two linked pages in the site: the pages of its host most like it (§3 step 4 (b)). */
  | 'similar pages';

export interface ComparedPages {
  /** Identities of the pages, at most n. */
  keys: string[];
  choice: PageChoice;
  /** Linked pages read while looking for the complete subdigraph (the paper's loads, less the key page). */
  linkedPagesRead: number;
  /** What the reader of the result should know: links to missing pages, pages that could not be read, a fallback. */
  notes: string[];
}

/** The pages to compare the key page with; none when its site holds no other usable page. */
export function choosePages(site: SiteContext, keyUrl: URL, keyTree: MappingTree, links: readonly PageLink[]): ComparedPages {
  const { pages: n, maxLoads } = site.options;
  const trees = site.get(SITE_TREES);
  const notes: string[] = [];
  const missing = links.filter((link) => site.urlOfKey(link.key) === undefined).length;
  if (missing > 0) notes.push(`${missing} of its ${links.length} links to pages of its site lead to pages not in the site context`);
  const ordered = (function* () {
    for (const link of orderLinks(keyUrl, links)) if (site.urlOfKey(link.key) !== undefined) yield link.key;
  })();
  const search = findCompleteSubdigraph({ candidates: ordered, linksOf: (key) => trees.linksOf(key), size: n, maxLoads });
  if (search.unavailable.length > 0) {
    const first = search.unavailable[0];
    notes.push(`${search.unavailable.length} linked pages could not be read (first: ${trees.failureOf(first) ?? first})`);
  }
  const linkedPagesRead = search.loaded.length;
  if (search.complete) return { keys: search.pages, choice: 'complete subdigraph', linkedPagesRead, notes };
  if (search.pages.length >= 2) {
    notes.push(`no ${n} of the ${linkedPagesRead} linked pages read link to each other: the largest such set has ${search.pages.length}`);
    return { keys: search.pages, choice: 'largest complete subdigraph', linkedPagesRead, notes };
  }
  if (linkedPagesRead >= 2) {
    const keys = search.loaded.slice(0, n);
    notes.push(`no two of its linked pages link to each other: comparing the first ${keys.length} it links to`);
    return { keys, choice: 'linked pages', linkedPagesRead, notes };
  }
  const keys = [...search.loaded, ...similarPages(site, keyUrl, keyTree, n - search.loaded.length, new Set(search.loaded))];
  if (keys.length > 0) notes.push(`it links to ${linkedPagesRead === 0 ? 'no' : 'only one'} readable page of the site context: comparing ${keys.length} pages of ${siteHost(keyUrl)} most like it`);
  return { keys, choice: 'similar pages', linkedPagesRead, notes };
}

/** Up to `count` other pages of the key page's host whose top levels map onto the key page's in most nodes (more than the root). */
function similarPages(site: SiteContext, keyUrl: URL, keyTree: MappingTree, count: number, chosen: ReadonlySet<string>): string[] {
  if (count <= 0) return [];
  const keyTopLevels = topLevels(keyTree);
  const self = pageKey(keyUrl);
  const overlaps: { key: string; overlap: number }[] = [];
  for (const key of site.keysOfHost(siteHost(keyUrl))) {
    if (key === self || chosen.has(key)) continue;
    const theirs = site.get(SITE_TREES).topLevelsOf(key);
    if (theirs === undefined) continue;
    const overlap = mapTopDown(keyTopLevels, theirs, site.options.textMatching).reduce((sum, flag) => sum + flag, 0);
    if (overlap > 1) overlaps.push({ key, overlap });
  }
  // A stable sort: equal overlaps keep the site's order.
  return overlaps.sort((a, b) => b.overlap - a.overlap).slice(0, count).map(({ key }) => key);
}
