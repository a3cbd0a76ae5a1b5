// What the template search keeps of a site's pages (docs/methods/site-template.md §3 "Offline"), as a site field: a
// page is read and parsed only when it is needed, and only what the search keeps of it (its links, the top levels of
// its tree) stays for the whole site; the full trees of the most recently compared pages are cached, a bounded number
// of them (the site's `cachedTrees`).
import type { Page } from '../../dom/types';
import { pageLinks, type PageLink } from '../../site/page-links';
import { siteField, type SiteContext } from '../../site/site-context';
import { MAPPING_TREE, topLevels, type MappingTree } from './mapping-tree';

export class SiteTrees {
  private readonly links = new Map<string, ReadonlySet<string>>();
  private readonly topLevels = new Map<string, MappingTree>();
  /** Most recently used last. */
  private readonly trees = new Map<string, MappingTree>();
  private readonly failures = new Map<string, string>();

  constructor(private readonly site: SiteContext) {}

  /** The pages of the site a page of it links to; undefined when it is not in the site or cannot be read. */
  linksOf(key: string): ReadonlySet<string> | undefined {
    if (!this.links.has(key)) this.analyse(key);
    return this.links.get(key);
  }

  /** The mapping tree of a page of the site; undefined when it is not in the site, cannot be read or has no body. */
  treeOf(key: string): MappingTree | undefined {
    const tree = this.trees.get(key);
    if (tree === undefined) return this.analyse(key);
    this.trees.delete(key);
    this.trees.set(key, tree);
    return tree;
  }

  /** The top levels of a page's tree (mapping-tree.ts), kept for every page once read. */
  topLevelsOf(key: string): MappingTree | undefined {
    if (!this.topLevels.has(key)) this.analyse(key);
    return this.topLevels.get(key);
  }

  /** Why a page of the site could not be used, once it was tried. */
  failureOf(key: string): string | undefined {
    return this.failures.get(key);
  }

  /**
   * Keeps what the search needs of a page already parsed by the caller (a key page of the site), so it is not
   * parsed again when it is compared for another page.
   */
  remember(key: string, page: Page, links: readonly PageLink[]): void {
    if (this.site.urlOfKey(key) === undefined) return;
    this.keep(key, links, page.get(MAPPING_TREE));
  }

  private analyse(key: string): MappingTree | undefined {
    const url = this.site.urlOfKey(key);
    if (url === undefined || this.failures.has(key)) return undefined;
    let page: Page;
    try {
      page = this.site.load(key);
    } catch (err) {
      this.failures.set(key, (err as Error).message);
      return undefined;
    }
    const tree = page.get(MAPPING_TREE);
    this.keep(key, pageLinks(page.document, url), tree);
    if (tree === null) this.failures.set(key, `${url.href} has no <body>`);
    return tree ?? undefined;
  }

  /** Keeps a page's links to pages of the site (the search asks for no others) and its trees. */
  private keep(key: string, links: readonly PageLink[], tree: MappingTree | null): void {
    this.links.set(key, new Set(links.flatMap((link) => (this.site.urlOfKey(link.key) !== undefined ? [link.key] : []))));
    if (tree === null) return;
    this.topLevels.set(key, topLevels(tree));
    this.trees.delete(key);
    this.trees.set(key, tree);
    if (this.trees.size > this.site.options.cachedTrees) this.trees.delete(this.trees.keys().next().value as string);
  }
}

/** The template search's links and trees of a site's pages, one store per site. */
export const SITE_TREES = siteField('template search links and trees', (site) => new SiteTrees(site));
