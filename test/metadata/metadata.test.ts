import { readWcxbHtml } from '../../src/corpora/wcxb-files';
import { readWcxbOutputGold } from '../../src/corpora/wcxb-output-gold';
import { loadPage } from '../../src/dom/page';
import { authorMatches, dateMatches, titleMatches } from '../../src/eval/metadata-match';
import { pageMetadata } from '../../src/metadata/metadata';
import { WCXB_DIR } from '../support/shared-data';

const metadataOf = (html: string) => pageMetadata(loadPage(html));

const PROSE = '<p>The committee met on Tuesday to discuss the new budget for the public library and its branches across the county.</p>';

describe('the date near a headline that is not an <h1>', () => {
  it('reads the date around the block that reads as the title on a page without an <h1>, not a "by" there', () => {
    const md = metadataOf(
      '<html><head><title>Library budget approved | County News</title><meta property="og:site_name" content="County News"></head><body>' +
        '<div class="nav"><a href="/">Home</a></div><h2>Library budget approved</h2><p>Shop by category</p><p>March 3, 2025</p>' + PROSE + '</body></html>',
    );
    expect(md.title).toBe('Library budget approved');
    expect(md.date).toBe('2025-03-03');
    expect(md.author).toBeUndefined();
  });
});

describe('page metadata from conflicting sources', () => {
  it('prefers an article\'s visible headline to <title> when it rewords it, and drops the site name', () => {
    const md = metadataOf(
      '<html><head><title>Library budget approved | County News</title><meta property="og:type" content="article">' +
        '<meta property="og:site_name" content="County News"></head><body><header><a href="/">County News</a></header>' +
        '<main><article><h1>County approves a bigger budget for its libraries</h1>' + PROSE + '</article></main></body></html>',
    );
    expect(md.title).toBe('County approves a bigger budget for its libraries');
    expect(md.siteName).toBe('County News');
  });

  it('takes the metadata title without the site name when the headline is about something else, and ignores a hidden <h1>', () => {
    // A page of today's layouts (a viewport): one of an older layout has its title chosen by other weights (title.test.ts).
    const md = metadataOf(
      '<html><head><title>Library budget approved | County News</title><meta name="viewport" content="width=device-width"></head>' +
        '<body><h1 class="sr-only">Library budget approved</h1>' +
        '<h1>Subscribe to our newsletter</h1>' + PROSE + '</body></html>',
    );
    expect(md.title).toBe('Library budget approved');
  });

  it('takes the author and date of the JSON-LD article over <meta> tags and the byline, and skips a comment\'s author', () => {
    const jsonLd = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'County News' },
        { '@type': 'NewsArticle', headline: 'Library budget approved', author: [{ '@type': 'Person', name: 'Ana Ruiz' }, { '@id': '#tom' }], datePublished: '2025-03-04T09:30:00-05:00',
          comment: { '@type': 'Comment', author: { '@type': 'Person', name: 'A Reader' } } },
        { '@id': '#tom', '@type': 'Person', name: 'Tom Berg' },
      ],
    });
    const md = metadataOf(
      `<html><head><meta name="author" content="Web Desk"><meta property="article:published_time" content="2025-03-01">` +
        `<script type="application/ld+json">${jsonLd}</script></head><body><h1>Library budget approved</h1><p class="byline">By Someone Else</p>${PROSE}</body></html>`,
    );
    expect(md.author).toBe('Ana Ruiz, Tom Berg');
    expect(md.date).toBe('2025-03-04T09:30:00-05:00');
  });

  it('falls back to <meta> tags, then to a byline and a written date under the headline', () => {
    expect(metadataOf(`<html><head><meta name="author" content="Web Desk"><meta name="dc.date" content="2024-11-02"></head><body>${PROSE}</body></html>`)).toMatchObject({
      author: 'Web Desk',
      date: '2024-11-02',
    });
    const visible = metadataOf(`<html><body><h1>Library budget approved</h1><p>By Jerry Chu</p><p>Dec 17, 2025</p>${PROSE}</body></html>`);
    expect(visible).toMatchObject({ author: 'Jerry Chu', date: '2025-12-17' });
  });

  it('reads a <time> element: its datetime attribute before its text', () => {
    expect(metadataOf(`<html><body><h1>Budget</h1><time datetime="2023-07-08T10:00:00Z">yesterday</time>${PROSE}</body></html>`).date).toBe('2023-07-08T10:00:00Z');
    expect(metadataOf(`<html><body><h1>Budget</h1><time>March 5, 2024</time>${PROSE}</body></html>`).date).toBe('2024-03-05');
  });

  it('takes the declared language as a BCP 47 tag, and detects it from the text when none is declared', () => {
    expect(metadataOf(`<html lang="en_us"><body>${PROSE}</body></html>`).language).toBe('en-US');
    const german = '<p>Der Ausschuss hat am Dienstag über den neuen Haushalt der öffentlichen Bibliothek und ihrer Zweigstellen im ganzen Landkreis beraten.</p>';
    expect(metadataOf(`<html><body>${german}</body></html>`).language).toBe('de');
  });

  it('gives the canonical URL absolute, from <link rel=canonical> against og:url, and leaves out fields a page does not give', () => {
    const md = metadataOf('<html><head><meta property="og:url" content="https://example.org/news/1"><link rel="canonical" href="/news/budget"></head><body><p>Short.</p></body></html>');
    expect(md).toEqual({ url: 'https://example.org/news/budget' });
  });
});

describe('page metadata on real WCXB pages, against the gold', () => {
  // Validation pages whose title, author and date the gold gives, each in a different source: 0011's visible
  // headline, 0059's JSON-LD, 0446's "By" line and written date under the headline.
  it.each(['0011', '0059', '0446'])('page %s: title, author and date match the gold', (id) => {
    const gold = readWcxbOutputGold(id, WCXB_DIR);
    const md = pageMetadata(loadPage(readWcxbHtml(id, WCXB_DIR)));
    expect(titleMatches(md.title, gold.title!)).toBe(true);
    expect(authorMatches(md.author, gold.author!)).toBe(true);
    expect(dateMatches(md.date, gold.date!)).toBe(true);
    expect(md.language).toMatch(/^en/);
  });
});
