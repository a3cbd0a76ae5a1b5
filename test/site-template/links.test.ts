import { loadPage } from '../../src/dom/page';
import { declaredUrl } from '../../src/site/declared-url';
import { domDistance, orderLinks } from '../../src/heuristics/site-template/link-order';
import { pageLinks } from '../../src/site/page-links';
import { hyperlinkDistance, pageKey } from '../../src/site/site-urls';

const links = (html: string, url: string) => pageLinks(loadPage(html).document, new URL(url)).map((link) => link.url.href);
const keys = (html: string, url: string) => pageLinks(loadPage(html).document, new URL(url)).map((link) => link.key);

describe('link resolution', () => {
  it('resolves relative paths against the page URL, and against its <base href> when it has one', () => {
    const body = '<body><a href="b.html">b</a> <a href="../up/c.html">c</a> <a href="/root.html">root</a> <a href="./">dir</a></body>';
    expect(links(body, 'https://site.org/x/y/page.html')).toEqual([
      'https://site.org/x/y/b.html', 'https://site.org/x/up/c.html', 'https://site.org/root.html', 'https://site.org/x/y/',
    ]);
    // The base is itself resolved against the page URL; only the first <base href> counts.
    const based = `<head><base href="/docs/v2/"><base href="/other/"></head>${body}`;
    expect(links(based, 'https://site.org/x/y/page.html')).toEqual([
      'https://site.org/docs/v2/b.html', 'https://site.org/docs/up/c.html', 'https://site.org/root.html', 'https://site.org/docs/v2/',
    ]);
  });

  it('names one page once: fragments, trailing slashes, index documents, www. and the scheme set aside', () => {
    const page = `<body><a href="/news/">n1</a><a href="/news">n2</a><a href="/news/index.html#top">n3</a>
      <a href="http://www.site.org/news/default.aspx">n4</a><a href="https://site.org/news/?page=2">page 2</a>
      <a href="#comments">self</a><a href="/a.html">self too</a></body>`;
    expect(keys(page, 'https://site.org/a.html')).toEqual(['site.org/news', 'site.org/news?page=2']);
    expect(pageKey(new URL('https://WWW.Site.org:443/'))).toBe('site.org/');
    expect(pageKey(new URL('http://site.org:8080/d/index.htm'))).toBe('site.org:8080/d');
  });

  it('keeps only links to HTML pages of the same site (docs/methods/site-template.md A5)', () => {
    const page = `<body><a href="mailto:x@site.org">mail</a><a href="javascript:void(0)">js</a><a href="tel:123">tel</a>
      <a href="https://elsewhere.com/a.html">other site</a><a href="https://blog.site.org/">other host</a>
      <a href="/report.pdf">pdf</a><a href="/feeds/all">feed</a><a href="/rss">rss</a><a href="/img/logo.png">png</a>
      <a>no href</a><a href="/ok.php">php</a><area href="/map-target.htm"><a href="/shop/item">no extension</a></body>`;
    expect(links(page, 'https://www.site.org/')).toEqual([
      'https://www.site.org/ok.php', 'https://www.site.org/map-target.htm', 'https://www.site.org/shop/item',
    ]);
  });

  it('reads the URL a page declares: its canonical link, else og:url', () => {
    expect(declaredUrl(loadPage('<head><link rel="alternate canonical" href="https://site.org/a"></head>').document)?.href).toBe('https://site.org/a');
    expect(declaredUrl(loadPage('<head><meta property="og:url" content="https://site.org/b"></head>').document)?.href).toBe('https://site.org/b');
    expect(declaredUrl(loadPage('<head><link rel="canonical" href="/relative"></head>').document)).toBeNull();
  });
});

describe('hyperlink and DOM distance (§2.2, A1)', () => {
  const h = (from: string, to: string) => hyperlinkDistance(new URL(from, 'https://s.org'), new URL(to, 'https://s.org'));

  it('counts directories down from the key page as positive, up to the common directory as negative', () => {
    expect(h('/a/b/x.html', '/a/b/y.html')).toBe(0);
    expect(h('/a/b/x.html', '/a/b/c/y.html')).toBe(1);
    expect(h('/a/b/x.html', '/a/b/c/d/')).toBe(2);
    expect(h('/a/b/x.html', '/a/c/')).toBe(-1);
    expect(h('/a/b/x.html', '/')).toBe(-2);
    // Asymmetric: /a/ → /a/b/ is +1, back is −1; a path without a trailing slash names a file in its parent.
    expect(h('/a/', '/a/b/')).toBe(1);
    expect(h('/a/b/', '/a/')).toBe(-1);
    expect(h('/a/b', '/a/c')).toBe(0);
  });

  it('measures the tree distance between two nodes by their child-index paths', () => {
    expect(domDistance([0, 1, 2], [0, 1, 2])).toBe(0);
    expect(domDistance([0, 1, 2], [0, 1, 3])).toBe(2);
    expect(domDistance([0, 1], [0, 1, 4, 0])).toBe(2);
    expect(domDistance([1], [0, 5, 5])).toBe(4);
  });
});

describe('exploration order (§2.2, A2)', () => {
  it('takes distance 0, then 1, 2 below, then −1, −2 above, and within one distance the farthest link first', () => {
    const page = `<body>
      <div><a href="/s/k/far1.html">same dir, first</a><a href="/s/k/near1.html">same dir, next to the first</a></div>
      <div><p><span><a href="/s/k/far2.html">same dir, far from the first</a></span></p></div>
      <a href="/">root</a><a href="/s/k/sub/x.html">one below</a><a href="/s/other/">sibling</a><a href="/s/k/sub/deeper/y.html">two below</a>
    </body>`;
    const key = new URL('https://site.org/s/k/key.html');
    const ordered = [...orderLinks(key, pageLinks(loadPage(page).document, key))].map((link) => link.url.pathname);
    expect(ordered).toEqual([
      '/s/k/far1.html', '/s/k/far2.html', '/s/k/near1.html', '/s/k/sub/x.html', '/s/k/sub/deeper/y.html', '/s/other/', '/',
    ]);
  });
});
