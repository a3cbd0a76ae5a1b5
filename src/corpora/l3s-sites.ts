// The sites of L3S-GN1's pages, which carry no URL (the corpus README): a page's site is the registered domain its
// own links point to most, links to hosts found on many of the corpus's pages (ad servers, social bookmarks,
// search engines) counting less; a canonical, og:url or <base> address names it outright. Pages whose markup
// shares most of its class and id names share a template and are put in one site whatever their links say, so
// that no template lies on both sides of a split.
import { parseHtml, isElement } from '../dom/parse';
import type { DomNode } from '../dom/types';
import { siteOf } from './domains';

/** Two pages whose class/id name sets overlap at least this much (Jaccard) share a template. */
export const TEMPLATE_SIMILARITY = 0.5;
/** A page needs this many class/id names for its template to be compared at all. */
const MIN_TEMPLATE_NAMES = 10;

export interface PageLinks {
  id: string;
  /** Registered domain of each absolute link of the page (`<a href>`), repeated as often as linked. */
  linkSites: string[];
  /** Registered domain the page declares itself (canonical link, og:url, <base>), if any. */
  declaredSite?: string;
  /** `tag.class` and `tag#id` names of its elements. */
  templateNames: Set<string>;
}

function hostSite(url: string | undefined): string | undefined {
  if (url === undefined || !/^https?:\/\//i.test(url.trim())) return undefined;
  try {
    const host = new URL(url.trim()).hostname;
    return host.includes('.') ? siteOf(host) : undefined;
  } catch {
    return undefined;
  }
}

/** What the site grouping needs of one page's HTML. */
export function pageLinks(id: string, html: string): PageLinks {
  const linkSites: string[] = [];
  const templateNames = new Set<string>();
  let declaredSite: string | undefined;
  const stack: DomNode[] = [parseHtml(html)];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isElement(node)) {
      const attr = (name: string) => node.attrs.find((a) => a.name === name)?.value;
      if (node.tagName === 'a') {
        const site = hostSite(attr('href'));
        if (site !== undefined) linkSites.push(site);
      } else if (declaredSite === undefined && node.tagName === 'link' && attr('rel')?.toLowerCase() === 'canonical') {
        declaredSite = hostSite(attr('href'));
      } else if (declaredSite === undefined && node.tagName === 'meta' && attr('property') === 'og:url') {
        declaredSite = hostSite(attr('content'));
      } else if (declaredSite === undefined && node.tagName === 'base') {
        declaredSite = hostSite(attr('href'));
      }
      for (const name of (attr('class') ?? '').split(/\s+/)) if (name !== '') templateNames.add(`${node.tagName}.${name}`);
      const elementId = attr('id');
      if (elementId) templateNames.add(`${node.tagName}#${elementId}`);
    }
    if ('childNodes' in node) for (const child of node.childNodes) stack.push(child);
  }
  return declaredSite === undefined ? { id, linkSites, templateNames } : { id, linkSites, declaredSite, templateNames };
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const name of a) if (b.has(name)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Each page's site: its declared or most linked domain, merged with the sites of pages of its template. */
export function pageSites(pages: readonly PageLinks[]): Map<string, string> {
  // Inverse page frequency: a domain linked from many pages of many sites says little about any one of them.
  const pagesLinking = new Map<string, number>();
  for (const page of pages) for (const site of new Set(page.linkSites)) pagesLinking.set(site, (pagesLinking.get(site) ?? 0) + 1);
  const ownSite = pages.map((page) => {
    if (page.declaredSite !== undefined) return page.declaredSite;
    const votes = new Map<string, number>();
    for (const site of page.linkSites) votes.set(site, (votes.get(site) ?? 0) + Math.log(pages.length / pagesLinking.get(site)!));
    const best = [...votes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
    return best === undefined || best[1] <= 0 ? `page ${page.id}` : best[0];
  });
  // Union-find over pages: same site, or same template.
  const parent = pages.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const union = (a: number, b: number) => {
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  const firstOfSite = new Map<string, number>();
  ownSite.forEach((site, i) => {
    const first = firstOfSite.get(site);
    if (first === undefined) firstOfSite.set(site, i);
    else union(first, i);
  });
  for (let i = 0; i < pages.length; i++) {
    if (pages[i].templateNames.size < MIN_TEMPLATE_NAMES) continue;
    for (let j = i + 1; j < pages.length; j++) {
      if (pages[j].templateNames.size >= MIN_TEMPLATE_NAMES && jaccard(pages[i].templateNames, pages[j].templateNames) >= TEMPLATE_SIMILARITY) union(i, j);
    }
  }
  // A group is named by its most common own site (ties: the first in name order).
  const members = new Map<number, string[]>();
  ownSite.forEach((site, i) => members.set(find(i), [...(members.get(find(i)) ?? []), site]));
  const names = new Map<number, string>();
  for (const [root, sites] of members) {
    const counts = new Map<string, number>();
    for (const site of sites) counts.set(site, (counts.get(site) ?? 0) + 1);
    names.set(root, [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0]);
  }
  return new Map(pages.map((page, i) => [page.id, names.get(find(i))!]));
}
