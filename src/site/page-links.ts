// The links of a page to other pages of its site (docs/methods/site-template.md §2.2, A5): every <a href> and <area
// href> resolved against the page's base URL (its <base href>, itself resolved against the page's URL), kept when it is
// an http(s) link to a page of the same site, one per page (the first in document order), never the page itself.
import { isElement } from '../dom/parse';
import type { DomDocument, DomElement, DomNode } from '../dom/types';
import { attribute } from '../dom/attributes';
import { httpUrl, isPageUrl, pageKey, siteHost } from './site-urls';

export interface PageLink {
  /** The linked page's identity (pageKey). */
  key: string;
  url: URL;
  /** Child indices from the document to the link's element, for the DOM distance (§2.2). */
  path: readonly number[];
}

const LINK_TAGS: ReadonlySet<string> = new Set(['a', 'area']);

function childNodes(node: DomNode): DomNode[] {
  return 'childNodes' in node ? node.childNodes : [];
}

/**
 * Every element of the document in document order with its child-index path from the document; iterative (deep
 * pages). The path is one array, changed as the walk goes on: copy it to keep it.
 */
export function* elementsWithPaths(document: DomDocument): Generator<{ element: DomElement; path: readonly number[] }> {
  // path[k] = the index in open[k] of the node last entered from open[k]; path[top] is the node being visited.
  const path: number[] = [];
  const open: DomNode[][] = [childNodes(document)];
  const next: number[] = [0];
  while (open.length > 0) {
    const top = open.length - 1;
    if (next[top] === open[top].length) {
      open.pop();
      next.pop();
      path.length = open.length;
      continue;
    }
    const index = next[top]++;
    const node = open[top][index];
    if (!isElement(node)) continue;
    path.length = top;
    path.push(index);
    yield { element: node, path };
    open.push(node.childNodes);
    next.push(0);
  }
}

/** The page's links to other pages of its site, one per linked page, in document order. */
export function pageLinks(document: DomDocument, pageUrl: URL): PageLink[] {
  // HTML's document base URL: the first <base href>, resolved against the page's URL.
  let base: URL | null = null;
  const anchors: { href: string; path: readonly number[] }[] = [];
  for (const { element, path } of elementsWithPaths(document)) {
    const href = attribute(element, 'href');
    if (href === undefined) continue;
    if (element.tagName === 'base') base ??= httpUrl(href, pageUrl) ?? pageUrl;
    else if (LINK_TAGS.has(element.tagName)) anchors.push({ href, path: [...path] });
  }
  const host = siteHost(pageUrl);
  const seen = new Set<string>([pageKey(pageUrl)]);
  const links: PageLink[] = [];
  for (const { href, path } of anchors) {
    const url = httpUrl(href, base ?? pageUrl);
    if (url === null || siteHost(url) !== host || !isPageUrl(url)) continue;
    const key = pageKey(url);
    if (seen.has(key)) continue;
    seen.add(key);
    links.push({ key, url, path });
  }
  return links;
}
