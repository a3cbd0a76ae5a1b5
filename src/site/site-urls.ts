// URLs of a site's pages (docs/methods/site-template.md §2.2, §3 step 1, A1, A5): which links lead to pages of the
// site, when two URLs name the same page, and the hyperlink distance between two pages' directories.

/** Path extensions of links to HTML pages (A5: [H]'s list, plus aspx, jsp and shtml [S]); '' = no extension. */
const PAGE_EXTENSIONS: ReadonlySet<string> = new Set(['', 'html', 'htm', 'shtml', 'php', 'php3', 'asp', 'aspx', 'jsp']);
/** Paths that lead to files and feeds, not pages (A5: [H]'s filter). */
const NON_PAGE_PATH = /\/file|feeds|\.pdf|\/rss/i;
/** A directory's index document is the directory itself (§3 step 1: `/d/` ≡ `/d/index.html`). */
const INDEX_DOCUMENT = /\/(?:index|default)\.(?:html?|shtml|php|aspx?|jsp)$/i;

/** An absolute http(s) URL, or null (relative, another scheme, or not a URL). */
export function httpUrl(text: string, base?: string | URL): URL | null {
  let url: URL;
  try {
    url = new URL(text.trim(), base);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/** A host as one site: lower-cased (URL does that) without a leading `www.` (A5 [S]). */
export function siteHost(url: URL): string {
  return url.hostname.replace(/^www\./, '');
}

/**
 * The identity of the page a URL names (§3 step 1): host without `www.`, path without its index document and
 * trailing slash, and query; not the scheme (a site reached by http and https is one site), the port only when
 * not the default (URL drops default ports), never the fragment. `https://www.a.org/d/index.html#x` and
 * `http://a.org/d` are one page.
 */
export function pageKey(url: URL): string {
  let path = url.pathname.replace(INDEX_DOCUMENT, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '');
  const port = url.port === '' ? '' : `:${url.port}`;
  return `${siteHost(url)}${port}${path === '' ? '/' : path}${url.search}`;
}

/** A link that may lead to an HTML page (A5): its path has a page extension and is no file or feed. */
export function isPageUrl(url: URL): boolean {
  const path = url.pathname;
  if (NON_PAGE_PATH.test(path)) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return PAGE_EXTENSIONS.has(dot < 0 ? '' : last.slice(dot + 1).toLowerCase());
}

/** The directories of a URL's path up to its last `/` (A1: `/a/b/x.html` → [a, b]; `/a/b` → [a]). */
function directorySegments(url: URL): string[] {
  const path = url.pathname;
  return path.slice(0, path.lastIndexOf('/') + 1).split('/').filter((segment) => segment !== '');
}

/**
 * Hyperlink distance from the key page to a link (§2.2, A1; asymmetric, may be negative): k ≥ 0 when the link's
 * directory lies k levels below the key page's, else minus the levels to climb from the key page's directory to
 * the deepest directory they share (a sibling directory is −1). The query string does not count.
 */
export function hyperlinkDistance(key: URL, link: URL): number {
  const from = directorySegments(key);
  const to = directorySegments(link);
  let common = 0;
  while (common < from.length && common < to.length && from[common] === to[common]) common++;
  return common === from.length ? to.length - from.length : -(from.length - common);
}
