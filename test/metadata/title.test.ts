// The title as a reader sees it: a headline that carries the site's name loses it, as the metadata titles do;
// characters a reader does not see and entities a page escaped twice are not part of it.
import { loadPage } from '../../src/dom/page';
import { pageMetadata } from '../../src/metadata/metadata';
import { slugWords } from '../../src/metadata/title-sources';

const titleOf = (html: string) => pageMetadata(loadPage(html)).title;
const PROSE = '<p>The committee met on Tuesday to discuss the new budget for the public library and its branches across the county.</p>';

describe('the title', () => {
  it('takes the site\'s name off a visible headline that carries it, as off <title>', () => {
    const page = '<html><head><title>Vehicle rental News and Reporting Coverage | WRAL</title><meta property="og:site_name" content="WRAL.com"></head>' +
      `<body><h1>Vehicle rental News and Reporting Coverage | WRAL</h1>${PROSE}</body></html>`;
    expect(titleOf(page)).toBe('Vehicle rental News and Reporting Coverage');
  });

  it('keeps a headline\'s last part when it is not a known site name (only metadata titles lose a guessed one)', () => {
    expect(titleOf(`<html><body><h1>Library budget approved | Opinion</h1>${PROSE}</body></html>`)).toBe('Library budget approved | Opinion');
  });

  it('drops the "Thread:" label forum software puts before a thread\'s title, not a colon inside a title', () => {
    const thread = '<html><head><title>What do you look for in a web host? | Web Hosting Talk</title></head>' +
      `<body><h1>Thread: What do you look for in a web host?</h1>${PROSE}</body></html>`;
    expect(titleOf(thread)).toBe('What do you look for in a web host?');
    expect(titleOf(`<html><body><h1>Threads: Instagram's text app explained</h1>${PROSE}</body></html>`)).toBe("Threads: Instagram's text app explained");
  });

  it('leaves out a <time> set in the headline, which still dates the page', () => {
    const page = `<html><body><h1><a href="/blog/debusine"><time datetime="2025-12-18T13:21:19+00:00">Dec <span>18</span> 2025</time> Preparing a transition in&nbsp;Debusine</a></h1>${PROSE}</body></html>`;
    const { title, date } = pageMetadata(loadPage(page));
    expect(title).toBe('Preparing a transition in Debusine');
    expect(date?.slice(0, 10)).toBe('2025-12-18');
  });

  it('leaves out a button and a hidden tooltip set in the headline', () => {
    expect(titleOf(`<html><body><h1>Crate <span>tokio</span>&nbsp;<button title="Copy item path to clipboard">Copy item path</button></h1>${PROSE}</body></html>`)).toBe('Crate tokio');
    const tooltip = '<devsite-actions hidden><span slot="popout-heading">Stay organized with collections</span></devsite-actions>';
    expect(titleOf(`<html><body><h1>IAM overview ${tooltip}</h1>${PROSE}</body></html>`)).toBe('IAM overview');
  });

  it('drops soft hyphens and zero-width characters, and decodes entities a page escaped twice', () => {
    expect(titleOf(`<html><body><h1>Home Repair Assis&shy;tance Pro\u200Bgram</h1>${PROSE}</body></html>`)).toBe('Home Repair Assistance Program');
    const page = '<html><head><meta property="og:title" content="Data Analysis Tools: Python, SQL &amp;#x26; AI"></head><body><p>Short.</p></body></html>';
    expect(titleOf(page)).toBe('Data Analysis Tools: Python, SQL & AI');
  });

  it('keeps the zero-width joiners that shape a Persian word and an emoji sequence', () => {
    const persian = 'راهنمای خرید کتاب\u200Cهای تازه';
    expect(titleOf(`<html><body><h1>${persian}</h1>${PROSE}</body></html>`)).toBe(persian);
    const family = 'Our trip \u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    expect(titleOf(`<html><head><title>${family}</title></head><body>${PROSE}</body></html>`)).toBe(family);
  });
});

// The learned chooser (title-chooser.json) between the visible <h1> and the metadata's titles, on the cases the
// WCXB train pages taught it.
describe('the title chooser', () => {
  const head = '<title>Library budget approved | County News</title><meta property="og:site_name" content="County News">';
  // A page that declares a viewport is of today's layouts; one with neither a viewport nor Open Graph, Twitter or
  // JSON-LD metadata is of an older layout, whose title is chosen by weights fitted on such pages (below).
  const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';

  it('takes the <h1> of an article that rewords <title>', () => {
    const page = `<html><head>${head}<meta property="og:type" content="article"></head>` +
      `<body><main><article><h1>County approves a bigger budget for its libraries</h1>${PROSE}</article></main></body></html>`;
    expect(titleOf(page)).toBe('County approves a bigger budget for its libraries');
  });

  it('takes the metadata title over a slogan <h1> in a hero banner that shares none of its words', () => {
    const page = `<html><head>${head}<meta property="og:title" content="Library budget approved"></head>` +
      `<body><div class="hero"><h1>Your county, your news</h1></div>${PROSE}</body></html>`;
    expect(titleOf(page)).toBe('Library budget approved');
  });

  it('takes <title> without the site name over an <h1> that is the site\'s logo', () => {
    expect(titleOf(`<html><head>${head}</head><body><h1>County News</h1>${PROSE}</body></html>`)).toBe('Library budget approved');
  });

  it('takes <title> over a headline that adds a section label to the same words', () => {
    const page = `<html><head><title>Library budget approved</title>${VIEWPORT}</head><body><h1>Library budget approved | Opinion</h1>${PROSE}</body></html>`;
    expect(titleOf(page)).toBe('Library budget approved');
  });

  it('takes the title two metadata sources agree on over a later <h1> that rewords it', () => {
    const page = `<html><head>${head}<meta property="og:title" content="Library budget approved - County News"></head>` +
      `<body><h1>County News</h1><h1>County library budget approved</h1>${PROSE}</body></html>`;
    expect(titleOf(page)).toBe('Library budget approved');
  });

  it('takes the metadata titles over a short <h1> in a header on a page og:type calls a website, not without og:type', () => {
    const title = 'Full control of things with on-premise UI Bakery';
    const page = (type: string) =>
      `<html><head><title>${title}</title>${type}<meta property="og:title" content="${title}"><meta name="twitter:title" content="${title}"></head>` +
      `<body><main><header><h1>On-premise UI Bakery.</h1></header>${PROSE}</main></body></html>`;
    expect(titleOf(page('<meta property="og:type" content="website">'))).toBe(title);
    expect(titleOf(page(''))).toBe('On-premise UI Bakery.');
  });

  it('takes the one of an <h1> and a metadata title that differ whose words the canonical URL\'s slug holds', () => {
    const page = (slug: string) =>
      `<html><head><title>Custom Dashboards In Days | dbSeer</title><meta property="og:site_name" content="dbSeer">` +
      `<link rel="canonical" href="https://dbseer.com/${slug}/"></head><body><main><h1>Data Analytics Consulting</h1>${PROSE}</main></body></html>`;
    expect(titleOf(page('data-analytics-consulting'))).toBe('Data Analytics Consulting');
    expect(titleOf(page('custom-dashboards-in-days'))).toBe('Custom Dashboards In Days');
  });
});

describe('the title of a page of an older layout (no viewport, no Open Graph, Twitter or JSON-LD metadata)', () => {
  // A news page laid out in tables as in 2008: <title> names only the site, the headline is a cell of class
  // "articleTitle", the left column and the "related" box have titles of their own.
  const newsPage = (head: string) =>
    `<html><head><title>Morris Daily Herald</title>${head}</head><body><table>` +
    '<tr><td colspan="2"><img src="/masthead.gif" alt="Morris Daily Herald"></td></tr>' +
    '<tr><td class="leftnav"><span class="navTitle">Sections</span><br><a href="/news/">Local news</a><br><a href="/sports/">Sports</a></td>' +
    '<td><table><tr><td class="articleTitle">Skating champion Bowman dies at 24</td></tr>' +
    `<tr><td class="byline">By Jane Ellis</td></tr><tr><td>${PROSE}${PROSE}</td></tr></table>` +
    '<table><tr><td class="relatedTitle">More local news</td></tr><tr><td><a href="/1.html">Council approves new budget</a></td></tr></table>' +
    '</td></tr></table></body></html>';

  it('takes the headline a cell of class "articleTitle" sets over a <title> that names only the site', () => {
    expect(titleOf(newsPage(''))).toBe('Skating champion Bowman dies at 24');
  });

  it('never takes the date a blog sets above its post for the title', () => {
    const page = '<html><head><title>Effect Measure</title></head><body><div class="header"><span class="blogname">Effect Measure</span></div>' +
      `<h2 class="date-header">Tuesday, April 05, 2005</h2><div class="post"><h3 class="post-title">H7 in North Korea</h3>${PROSE}${PROSE}</div>` +
      '<h2 class="sidebar-title">Links</h2><ul><li><a href="/a">CIDRAP</a></li></ul></body></html>';
    expect(titleOf(page)).toBe('H7 in North Korea');
  });

  // Blogger's 2012 layout: the blog's name is an <h1> linking to the blog's front page, the post's title an <h3>.
  const bloggerPost = (head: string) =>
    titleOf('<html><head><title>Thimble and Thread: The scrap log cabin is finished</title>' + head + '</head><body>' +
      "<div class='header'><h1 class='title'><a href='/'>Thimble and Thread</a></h1><p class='description'>Quilts and scraps</p></div>" +
      `<div class='post'><h3 class='post-title entry-title'>The scrap log cabin is finished</h3>${PROSE}${PROSE}</div>` +
      "<h2>Popular Posts</h2><ul><li><a href='/2012/02/x.html'>Easy half-square triangles</a></li></ul></body></html>");

  it('never takes an <h1> that only links to the site\'s front page (the blog\'s name) for a post\'s title', () => {
    expect(bloggerPost('')).toBe('The scrap log cabin is finished');
    expect(bloggerPost('<link rel="canonical" href="http://thimble.example.com/2012/11/scrap-log-cabin.html">')).toBe('The scrap log cabin is finished');
  });

  it('keeps such an <h1> as the title of the front page itself', () => {
    // WCXB 4850's head: a gallery's front page, its shop's heading beside the logo.
    const page = '<html><head><meta name="viewport" content="width=device-width"><title>The Barn Swallow - Shop</title>' +
      '<meta property="og:site_name" content="The Barn Swallow"><meta property="og:title" content="The Barn Swallow - Shop">' +
      '<meta property="og:url" content="https://www.barnswallow.example"><meta property="og:type" content="website"></head><body>' +
      `<h1 class="logo"><a href="/">The Barn Swallow</a></h1><h1 class="page-title">Shop</h1>${PROSE}</body></html>`;
    expect(titleOf(page)).toBe('The Barn Swallow');
  });

  it('reads such cells only on a page of an older layout: a page with a viewport keeps its <title>', () => {
    expect(titleOf(newsPage('<meta name="viewport" content="width=device-width">'))).toBe('Morris Daily Herald');
  });
});

describe('the words of a URL slug', () => {
  it('are the last path segment\'s, without its extension, its hyphens and escapes read', () => {
    expect(slugWords('https://example.com/blog/how-to-bake_bread.html')).toBe('how to bake bread');
    expect(slugWords('https://example.com/caf%C3%A9-guide/')).toBe('café guide');
    expect(slugWords('https://example.com/100%-pure')).toBe('100 pure');
    expect(slugWords(undefined)).toBe('');
  });

  it('costs time in proportion to a long <title> of many parts, not its square (40 KB took 14 s)', () => {
    const title = (bytes: number) => Array.from({ length: Math.ceil(bytes / 12) }, (_, i) => `part ${i}`).join(' | ');
    const page = (bytes: number) => loadPage(`<html><head><title>${title(bytes)}</title><meta property="og:title" content="${title(bytes)}"></head><body>${PROSE}</body></html>`);
    const seconds = (bytes: number) => {
      const loaded = page(bytes);
      const t0 = performance.now();
      expect(pageMetadata(loaded).title).toContain('part 1');
      return (performance.now() - t0) / 1000;
    };
    seconds(2_000);
    // Generous for a loaded machine: quadratic work took 1.1 s at 10 KB and 14 s at 40 KB, linear work ≈ 0.05 s at 80 KB.
    expect(seconds(80_000)).toBeLessThan(2);
  });
});
