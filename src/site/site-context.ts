// A site's saved pages, by URL: what the template of any of its pages is computed against
// (docs/methods/site-template.md §3 "Offline"), and the other pages a page's features may read. The caller builds it
// once per site; a page is read and parsed only when it is needed. What is computed from the site's pages for many of
// them (the template search's links and trees, heuristics/site-template/site-trees.ts) is a site field, computed once
// per site and kept with it, as page fields are with a page.
import { createHash } from 'crypto';
import { loadPage, pageSource } from '../dom/page';
import { pageAddress } from '../dom/page-address';
import type { Page } from '../dom/types';
import { checkArgument } from '../arguments';
import { InputError } from '../errors';
import { checkOptions } from '../option-checks';
import { declaredUrl } from './declared-url';
import { httpUrl, pageKey, siteHost } from './site-urls';
import { SITE_TEMPLATE_OPTIONS, type TEXT_MATCHINGS } from './template-options';

/** A saved page: its URL and a way to read it when it is needed. */
export interface SitePage {
  url: string;
  /** The page's bytes or text; may throw (a file that went missing), which makes the page unavailable. */
  read(): string | Uint8Array;
}

/**
 * How the template search compares text nodes (A11, heuristics/site-template/node-equality.ts): 'content' — only
 * equal whitespace-normalised texts are equal, so a page's own title in a shared header is content; 'paper' — text
 * is ignored, as [H] does (the paper's measured behaviour).
 */
export type TextMatching = (typeof TEXT_MATCHINGS)[number];

export interface SiteTemplateOptions {
  /** n: pages compared with the key page besides it (§2.3, A3). */
  pages?: number;
  /** v: compared pages that must hold a node for it to be template (§2.4, A9: 1 ≤ v ≤ n). */
  votes?: number;
  /** How text nodes compare (A11). */
  textMatching?: TextMatching;
  /** Linked pages loaded at most while looking for the complete subdigraph (A7). */
  maxLoads?: number;
  /** Full page trees kept at once. */
  cachedTrees?: number;
}

/** The paper's defaults n = 3, v = 2 (§2.4, Table 2), the suggested load cap (A7) and the content use of A11. */
export const DEFAULT_SITE_TEMPLATE_OPTIONS: Required<SiteTemplateOptions> = {
  pages: 3,
  votes: 2,
  textMatching: 'content',
  maxLoads: 50,
  cachedTrees: 16,
};

export interface LeftOutPage {
  /** The page's URL as given, or what else names it (a line, a file). */
  id: string;
  /** Why, naming the page as `id` does. */
  reason: string;
  /** The page the context was given and left out (none for what its reader could not make a page). */
  page?: SitePage;
}

interface SiteEntry {
  url: URL;
  read(): string | Uint8Array;
}

/** Something computed from a site's pages, once per site (SiteContext.get). */
export interface SiteField<T> {
  readonly name: string;
  compute(site: SiteContext): T;
}

export function siteField<T>(name: string, compute: (site: SiteContext) => T): SiteField<T> {
  return { name, compute };
}

function digest(source: string): string {
  return createHash('sha1').update(source).digest('base64');
}

export class SiteContext {
  readonly options: Required<SiteTemplateOptions>;
  /** Pages given that are not in the context, with the reason: not an http(s) URL, the same page as one before, … */
  readonly leftOut: LeftOutPage[];
  private readonly entries = new Map<string, SiteEntry>();
  private readonly fields = new Map<SiteField<unknown>, unknown>();
  private keysByDigest: Map<string, string> | null = null;

  /** `leftOut`: pages its reader could not give (site-files.ts), reported with the context's own. */
  constructor(pages: Iterable<SitePage>, options: SiteTemplateOptions = {}, leftOut: readonly LeftOutPage[] = []) {
    checkArgument(typeof (pages as Partial<Iterable<SitePage>> | null)?.[Symbol.iterator] === 'function', pages, 'new SiteContext takes the pages of the site, { url, read() } each (an array or another iterable)');
    checkOptions(SITE_TEMPLATE_OPTIONS, options);
    this.options = { ...DEFAULT_SITE_TEMPLATE_OPTIONS, ...options };
    this.leftOut = [...leftOut];
    const { pages: n, votes } = this.options;
    if (votes > n) throw new InputError(`the number of votes (v = ${votes}) must not exceed the number of compared pages (n = ${n})`);
    for (const page of pages) {
      const url = httpUrl(page.url);
      if (url === null) {
        this.leftOut.push({ id: page.url, reason: `${page.url}: not an absolute http(s) URL`, page });
        continue;
      }
      const key = pageKey(url);
      const same = this.entries.get(key);
      if (same !== undefined) {
        this.leftOut.push({ id: page.url, reason: `${page.url}: the same page as ${same.url.href}`, page });
        continue;
      }
      this.entries.set(key, { url, read: page.read });
    }
  }

  /** Number of pages in the context. */
  get size(): number {
    return this.entries.size;
  }

  /** The URL of every page, in the order given. */
  urls(): string[] {
    return [...this.entries.values()].map((entry) => entry.url.href);
  }

  /** The page's identity when the URL names a page of the context, else null. */
  keyOf(url: string): string | null {
    const parsed = httpUrl(url);
    const key = parsed === null ? null : pageKey(parsed);
    return key !== null && this.entries.has(key) ? key : null;
  }

  /** The context's URL of a page (by identity). */
  urlOfKey(key: string): URL | undefined {
    return this.entries.get(key)?.url;
  }

  /** Identities of the pages of a host (A5: `www.` ignored), in the order given. */
  keysOfHost(host: string): string[] {
    return [...this.entries].filter(([, entry]) => siteHost(entry.url) === host).map(([key]) => key);
  }

  /** Reads and parses a page of the context; an InputError naming it when it cannot be read. */
  load(key: string): Page {
    const entry = this.entries.get(key);
    if (entry === undefined) throw new InputError(`${key} is not a page of the site`);
    try {
      return loadPage(entry.read());
    } catch (err) {
      throw new InputError(`cannot read ${entry.url.href}: ${(err as Error).message}`);
    }
  }

  /** A site field's value, computed the first time it is asked for. */
  get<T>(field: SiteField<T>): T {
    if (!this.fields.has(field)) this.fields.set(field, field.compute(this));
    return this.fields.get(field) as T;
  }

  /**
   * The URL of a page given without one: the address its reader gave (`extract --url`, `url` of extractWith), else
   * the context's page with exactly this source, else the URL the page declares (canonical link, og:url); null
   * when none is known.
   */
  urlOf(page: Page): string | null {
    const address = pageAddress(page);
    if (address !== undefined) return address;
    if (this.keysByDigest === null) {
      this.keysByDigest = new Map();
      for (const [key, entry] of this.entries) {
        try {
          const sourceDigest = digest(pageSource(entry.read()));
          if (!this.keysByDigest.has(sourceDigest)) this.keysByDigest.set(sourceDigest, key);
        } catch {
          // An unreadable page cannot be this one; it fails where it is compared.
        }
      }
    }
    const key = this.keysByDigest.get(digest(page.source));
    if (key !== undefined) return this.entries.get(key)!.url.href;
    return declaredUrl(page.document)?.href ?? null;
  }
}

/** A site context, as `new SiteContext(pages)` or readSite makes it; `takes` says what the function takes. */
export function checkSite(site: unknown, takes: string): asserts site is SiteContext {
  checkArgument(site instanceof SiteContext, site, takes);
}
