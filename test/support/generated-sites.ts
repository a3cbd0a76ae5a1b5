// Generated multi-page sites with a known template (issue 17's test data): five layouts, each a site of pages that
// share a header, a menu, a sidebar and a footer around their own content. The layouts differ in markup (HTML5,
// nested divs with ids, an old table layout, a docs tree, a shop) and in how they write links (root-relative, a
// <base href>, relative to the page, without trailing slash or with index.html, absolute with www. and fragments),
// so the link resolution is exercised with them. Seeded: a site is the same on every run.
import seedrandom from 'seedrandom';
import { loadPage } from '../../src/dom/page';
import type { DomElement } from '../../src/dom/types';
import { RENDERED_BODY_TREE } from '../../src/heuristics/body-tree';
import { SiteContext, type SiteTemplateOptions } from '../../src/site/site-context';

export interface GeneratedPage {
  url: string;
  html: string;
  /** The page's own content as text: what extraction should keep. */
  content: string;
}

/** The element that holds each page's own content: every node outside it is template, the slot itself too. */
export interface Slot {
  tag: string;
  id?: string;
  className?: string;
}

export interface GeneratedSite {
  layout: LayoutName;
  slot: Slot;
  pages: GeneratedPage[];
}

interface SitePage {
  path: string;
  title: string;
  /** Index of the page's section; −1 for the home page. */
  section: number;
  body: string;
  text: string[];
}

interface SiteModel {
  sections: { name: string; path: string }[];
  pages: SitePage[];
  /** The articles the sidebar lists on every page. */
  recent: SitePage[];
}

interface Layout {
  origin: string;
  /** Path prefix of every page but the home page. */
  prefix: string;
  sections: string[];
  slot: Slot;
  /** How the layout writes a link from the page at path `from` to the page at path `to`. */
  href(from: string, to: string): string;
  render(site: SiteModel, page: SitePage, link: (to: string) => string): string;
}

const WORDS = (
  'river mountain garden window market harbour winter summer journey village bridge forest coffee bread music ' +
  'letter island station library theatre kitchen festival painting engine bicycle lantern valley meadow castle ' +
  'school doctor farmer baker sailor writer teacher student neighbour stranger traveller captain painter ' +
  'quietly slowly early late often rarely always never together alone again almost perhaps certainly ' +
  'bright narrow ancient modern golden silver hidden open careful curious patient famous simple strange ' +
  'walked carried opened closed painted visited remembered discovered followed borrowed repaired planted ' +
  'across beside under above through between towards behind beyond during without within against'
).split(' ');
const NAMES = ['Ada Moreno', 'Ben Okafor', 'Chen Li', 'Dana Weiss', 'Emil Novak', 'Farah Haddad', 'Goran Petrov', 'Hana Sato'];

function randomWords(rng: () => number, count: number): string {
  return Array.from({ length: count }, () => WORDS[Math.floor(rng() * WORDS.length)]).join(' ');
}

function sentence(rng: () => number): string {
  const text = randomWords(rng, 8 + Math.floor(rng() * 10));
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

function paragraph(rng: () => number): string {
  return Array.from({ length: 2 + Math.floor(rng() * 4) }, () => sentence(rng)).join(' ');
}

function titleCase(text: string): string {
  return text.replace(/\b\w/g, (c) => c.toUpperCase());
}

/** An article: title, byline, paragraphs, maybe a subheading with a list and a figure. */
function article(rng: () => number, title: string, n: number): { body: string; text: string[] } {
  const text = [title, `By ${NAMES[n % NAMES.length]}`];
  let body = `<h1>${title}</h1>\n<p class="byline">By ${NAMES[n % NAMES.length]}</p>\n`;
  const paragraphs = 3 + Math.floor(rng() * 5);
  for (let k = 0; k < paragraphs; k++) {
    const p = paragraph(rng);
    text.push(p);
    body += `<p>${p}</p>\n`;
    if (k === 1 && rng() < 0.5) {
      const heading = titleCase(randomWords(rng, 3));
      const items = Array.from({ length: 3 }, () => randomWords(rng, 4));
      text.push(heading, ...items);
      body += `<h2>${heading}</h2>\n<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>\n`;
    }
    if (k === 2 && rng() < 0.5) {
      const caption = sentence(rng);
      text.push(caption);
      body += `<figure><img src="/media/${n}-${k}.jpg" alt=""><figcaption>${caption}</figcaption></figure>\n`;
    }
  }
  return { body, text };
}

/** A home or section page: an introduction and the list of its articles. */
function listing(rng: () => number, title: string, articles: SitePage[], href: (page: SitePage) => string): { body: string; text: string[] } {
  const intro = paragraph(rng);
  const body = `<h1>${title}</h1>\n<p>${intro}</p>\n<ul class="listing">${articles.map((a) => `<li><a href="${href(a)}">${a.title}</a></li>`).join('\n')}</ul>\n`;
  return { body, text: [title, intro, ...articles.map((a) => a.title)] };
}

/** The path of `to` relative to the directory of `from` (both absolute paths). */
function relativePath(from: string, to: string): string {
  const fromDirs = from.slice(0, from.lastIndexOf('/') + 1).split('/').filter(Boolean);
  const toParts = to.split('/').filter(Boolean);
  const toDirs = to.endsWith('/') ? toParts : toParts.slice(0, -1);
  let common = 0;
  while (common < fromDirs.length && common < toDirs.length && fromDirs[common] === toDirs[common]) common++;
  const up = '../'.repeat(fromDirs.length - common);
  const rest = toParts.slice(common).join('/') + (to.endsWith('/') && toParts.length > common ? '/' : '');
  return up + rest || './';
}

function siteModel(layout: Layout, pageCount: number, rng: () => number): SiteModel {
  const sections = layout.sections.map((name) => ({ name: titleCase(name), path: `/${layout.prefix}${name}/` }));
  const home: SitePage = { path: '/', title: 'Welcome', section: -1, body: '', text: [] };
  const roots = sections.map((section, s): SitePage => ({ path: section.path, title: section.name, section: s, body: '', text: [] }));
  const articles: SitePage[] = [];
  for (let k = 0; k < pageCount - 1 - sections.length; k++) {
    const s = k % sections.length;
    const title = titleCase(randomWords(rng, 3 + (k % 3)));
    const slug = title.toLowerCase().replace(/ /g, '-');
    const year = layout.prefix === '' ? `${2019 + (k % 5)}/` : '';
    const { body, text } = article(rng, title, k);
    articles.push({ path: `${sections[s].path}${year}${slug}.html`, title, section: s, body, text });
  }
  const site: SiteModel = { sections, pages: [home, ...roots, ...articles], recent: articles.slice(0, 5) };
  const fill = (page: SitePage, listed: SitePage[]) => {
    const { body, text } = listing(rng, page.title, listed, (a) => layout.href(page.path, a.path));
    page.body = body;
    page.text = text;
  };
  fill(home, articles.slice(0, 8));
  roots.forEach((root, s) => fill(root, articles.filter((a) => a.section === s)));
  return site;
}

const HEAD = (title: string, extra = '') =>
  `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title>${extra}\n` +
  `<link rel="stylesheet" href="/style.css"><script>window.dataLayer = [];</script></head>\n`;

const LAYOUTS = {
  blog: {
    origin: 'https://travelnotes.example.com',
    prefix: '',
    sections: ['travel', 'food', 'culture', 'outdoors'],
    slot: { tag: 'article', className: 'post' },
    href: (_from, to) => to,
    render(site, page) {
      const menu = [{ name: 'Home', path: '/' }, ...site.sections]
        .map((s, i) => `<li${i - 1 === page.section ? ' class="active"' : ''}><a href="${s.path}">${s.name}</a></li>`).join('\n');
      return `${HEAD(page.title)}<body class="site">
<!-- header -->
<header class="masthead"><div class="logo"><a href="/">Travel Notes</a></div>
<nav class="main-menu"><ul>\n${menu}\n</ul></nav></header>
<div class="wrap">
<main><article class="post">\n${page.body}</article></main>
<aside class="sidebar"><section class="widget"><h3>Recent posts</h3><ul>${site.recent.map((a) => `<li><a href="${a.path}">${a.title}</a></li>`).join('')}</ul></section>
<section class="widget"><h3>About us</h3><p>Two friends writing about slow travel, good food and long walks since 2012.</p></section></aside>
</div>
<footer><p>© 2024 Travel Notes. All rights reserved.</p><ul class="links"><li><a href="/about.html">About</a></li><li><a href="/contact.html">Contact</a></li><li><a href="mailto:hi@travelnotes.example.com">Write to us</a></li></ul></footer>
<script src="/app.js"></script>
</body></html>`;
    },
  },
  news: {
    origin: 'https://news.example.org',
    prefix: '',
    sections: ['world', 'politics', 'business', 'science'],
    slot: { tag: 'div', id: 'story' },
    // Relative to the <base href> (the site root).
    href: (_from, to) => (to === '/' ? './' : to.slice(1)),
    render(site, page, link) {
      const nav = [{ name: 'Front page', path: '/' }, ...site.sections].map((s) => `<a href="${link(s.path)}">${s.name}</a>`).join(' | ');
      return `${HEAD(page.title, '<base href="https://news.example.org/">')}<body>
<div id="container">
  <div id="topbar"><a href="#content">Skip to content</a> <a href="${link('/subscribe.html')}">Subscribe</a> <span>Independent news since 1998</span></div>
  <div id="masthead"><h2 id="brand"><a href="./">The Daily Example</a></h2></div>
  <div id="nav">${nav}</div>
  <div id="columns">
    <div id="content"><div id="story">\n${page.body}</div></div>
    <div id="rail"><div class="box"><h4>Most read</h4><ol>${site.recent.map((a) => `<li><a href="${link(a.path)}#top">${a.title}</a></li>`).join('')}</ol></div>
    <div class="box ad"><p>Advertisement</p><noscript><p>Enable JavaScript for ads.</p></noscript></div></div>
  </div>
  <div id="footer"><p>The Daily Example, 1 Main Street. <a href="${link('/privacy.html')}">Privacy</a> · <a href="${link('/terms.html')}">Terms</a></p></div>
</div>
</body></html>`;
    },
  },
  table: {
    origin: 'http://oldsite.example.net',
    prefix: '',
    sections: ['products', 'services', 'support', 'company'],
    slot: { tag: 'td', className: 'main' },
    // Relative to the page's directory, directories by their index.html.
    href: (from, to) => relativePath(from, to.endsWith('/') ? `${to}index.html` : to),
    render(site, page, link) {
      const nav = site.sections.map((s) => `<A HREF="${link(s.path)}"><FONT FACE="Arial" SIZE="2">${s.name}</FONT></A><BR>`).join('\n');
      return `${HEAD(page.title)}<BODY BGCOLOR="#ffffff">
<TABLE WIDTH="100%" BORDER="0" CELLPADDING="4">
<TR><TD COLSPAN="2" BGCOLOR="#003366"><A HREF="http://www.oldsite.example.net/"><FONT COLOR="white" SIZE="5">Example Industries</FONT></A></TD></TR>
<TR><TD WIDTH="160" VALIGN="top" CLASS="nav">
<A HREF="http://www.oldsite.example.net/index.html"><FONT FACE="Arial" SIZE="2">Home</FONT></A><BR>
${nav}
<P><FONT SIZE="1">Call us: 555-0100</FONT></P>
<P><B>Latest</B><BR>${site.recent.map((a) => `<A HREF="${link(a.path)}">${a.title}</A><BR>`).join('')}</P>
</TD>
<TD VALIGN="top" CLASS="main">\n${page.body}</TD></TR>
<TR><TD COLSPAN="2" ALIGN="center"><FONT SIZE="1">Copyright 1999-2024 Example Industries Inc. | <A HREF="${link('/sitemap.html')}">Sitemap</A></FONT></TD></TR>
</TABLE>
</BODY></HTML>`;
    },
  },
  docs: {
    origin: 'https://docs.example.dev',
    prefix: 'docs/',
    sections: ['guide', 'tutorial', 'reference', 'faq'],
    slot: { tag: 'div', className: 'content' },
    // Directories without their trailing slash.
    href: (_from, to) => (to.length > 1 && to.endsWith('/') ? to.slice(0, -1) : to),
    render(site, page, link) {
      const tree = site.sections.map((s, i) => {
        const children = site.pages.filter((p) => p.section === i && p.path !== s.path).slice(0, 3);
        return `<li><a href="${link(s.path)}">${s.name}</a>${children.length ? `<ul>${children.map((c) => `<li><a href="${link(c.path)}">${c.title}</a></li>`).join('')}</ul>` : ''}</li>`;
      }).join('\n');
      return `${HEAD(page.title, '<style>.toc{float:left}</style>')}<body>
<div class="topnav"><a class="brand" href="${link('/')}">Example Docs</a> <a href="${link('/docs/guide/index.html')}">Get started</a> <a href="https://github.example.com/example">GitHub</a>
<form class="search" action="/search"><input type="text" name="q" placeholder="Search the docs"><button>Search</button></form></div>
<div class="page"><nav class="toc"><p class="toc-title">Contents</p><ul>\n${tree}\n</ul></nav>
<div class="content" role="main">\n${page.body}</div></div>
<div class="docs-footer"><a href="https://github.example.com/example/edit">Edit this page</a> <span>Licensed under CC-BY 4.0</span></div>
</body></html>`;
    },
  },
  shop: {
    origin: 'https://shop.example.com',
    prefix: 'c/',
    sections: ['shoes', 'jackets', 'bags', 'hats'],
    slot: { tag: 'section', id: 'product' },
    href: (_from, to) => `https://shop.example.com${to}`,
    render(site, page, link) {
      const menu = site.sections.map((s) => `<li class="cat"><a href="${link(s.path)}#main">${s.name}</a></li>`).join('');
      const column = (title: string, items: string[]) => `<div class="col"><h5>${title}</h5><ul>${items.map((item) => `<li><a href="${link(`/help/${item.toLowerCase().replace(/ /g, '-')}.html`)}">${item}</a></li>`).join('')}</ul></div>`;
      return `${HEAD(page.title)}<body>
<div id="header"><a id="logo" href="${link('/')}">Example Shop</a>
<form id="search" action="/search"><input name="q" type="search"><button type="submit">Find</button></form>
<a class="cart" href="${link('/cart.html')}">Cart (0)</a></div>
<ul id="categories">${menu}</ul>
<div class="promo"><p>Free shipping on orders over 50 euros</p></div>
<div id="main"><section id="product">\n${page.body}</section>
<div id="also"><h4>Customers also viewed</h4><ul>${site.recent.map((a) => `<li><a href="${link(a.path)}">${a.title}</a></li>`).join('')}</ul></div></div>
<div id="footer">${column('Help', ['Shipping', 'Returns', 'Sizes'])}${column('Company', ['About', 'Careers', 'Press'])}${column('Legal', ['Privacy', 'Terms', 'Cookies'])}
<p class="legal">© Example Shop GmbH</p></div>
</body></html>`;
    },
  },
} satisfies Record<string, Layout>;

export type LayoutName = keyof typeof LAYOUTS;
export const LAYOUT_NAMES = Object.keys(LAYOUTS) as LayoutName[];

/** A site of `pageCount` pages (≥ 6: the home page, four section pages, articles) in one layout. */
export function generateSite(layout: LayoutName, pageCount = 10, seed = 1): GeneratedSite {
  const spec: Layout = LAYOUTS[layout];
  const rng = seedrandom(`${layout}-${seed}`);
  const site = siteModel(spec, pageCount, rng);
  return {
    layout,
    slot: spec.slot,
    pages: site.pages.map((page) => ({
      url: `${spec.origin}${page.path}`,
      html: spec.render(site, page, (to) => spec.href(page.path, to)),
      content: page.text.join('\n'),
    })),
  };
}

/** The site's pages, in memory, as a site context. */
export function siteContextOf(generated: GeneratedSite, options: SiteTemplateOptions = {}): SiteContext {
  return new SiteContext(generated.pages.map((page) => ({ url: page.url, read: () => page.html })), options);
}

/** The site as the JSONL a user gives: one {url, html} line per page. */
export function siteJsonl(generated: GeneratedSite): string {
  return generated.pages.map(({ url, html }) => JSON.stringify({ url, html })).join('\n') + '\n';
}

function isSlot(element: DomElement, slot: Slot): boolean {
  const attribute = (name: string) => element.attrs.find((attr) => attr.name === name)?.value;
  if (element.tagName !== slot.tag) return false;
  return slot.id !== undefined ? attribute('id') === slot.id : (attribute('class') ?? '').split(/\s+/).includes(slot.className ?? '');
}

/**
 * The known template of a generated page, over the nodes its template is computed on (RENDERED_BODY_TREE): every
 * node outside the slot, the slot itself too; null when the page has not exactly one slot.
 */
export function knownTemplate(html: string, slot: Slot): Uint8Array | null {
  const flat = loadPage(html).get(RENDERED_BODY_TREE)!;
  const slots = flat.nodes.flatMap((node, i) => (flat.tag[i] !== '#text' && isSlot(node as DomElement, slot) ? [i] : []));
  if (slots.length !== 1) return null;
  return Uint8Array.from(flat.nodes, (_, i) => (i > slots[0] && i < flat.end[slots[0]] ? 0 : 1));
}
