import { loadPage } from '../../src/dom/page';
import type { Page } from '../../src/dom/types';
import { featureSet } from '../../src/features/sets';

// 'modern+class-tokens' holds every modern-page group (the class tokens too).
const MODERN = featureSet('modern+class-tokens');

/** Each page's block rows, computed once. */
const rowsOf = new Map<Page, Float32Array>();

/** The value of one named column for the block whose text contains `text`. */
function column(page: Page, text: string, name: string): number {
  const b = page.blocks.findIndex((block) => block.text.includes(text));
  if (b < 0) throw new Error(`no block holds "${text}"`);
  const c = MODERN.blockFeatureNames.indexOf(name);
  if (c < 0) throw new Error(`no column ${name}`);
  if (!rowsOf.has(page)) rowsOf.set(page, MODERN.compute(page).block);
  return rowsOf.get(page)![b * MODERN.blockFeatureNames.length + c];
}

const ARTICLE = `<html class="single-post"><head><title>How to grow tomatoes on a balcony</title></head>
<body class="post-template">
<header><nav class="mainNav" role="navigation"><ul><li><a href="/">Home</a></li><li><a href="/garden">Garden</a></li></ul></nav></header>
<main><article>
<h1>How to grow tomatoes on a balcony</h1>
<p>Tomatoes need at least six hours of sun a day, so the south side of a balcony is the place for them.</p>
<p>Choose a pot of at least twenty litres, fill it with good compost and keep the soil moist but not wet.</p>
<p>Feed the plants every week once the first flowers open, and pinch out the side shoots as they grow.</p>
</article></main>
<div aria-hidden="true"><span>Screen readers skip this decorative quote.</span></div>
<div style="display: none">A hidden newsletter form nobody sees.</div>
<div style="visibility:hidden">An invisible coupon.</div>
<p hidden>Hidden by the hidden attribute.</p>
<div popover id="install-help"><p>To install this app, tap Share and then Add to Home Screen.</p></div>
<details><summary>Show the comments</summary><p>A comment inside a closed details element.</p></details>
<aside role="complementary"><p>Related: how to grow basil.</p></aside>
<footer class="site-footer" itemscope itemtype="https://schema.org/WPFooter">© 2025 The Balcony Gardener</footer>
</body></html>`;

describe('modern-page feature groups on a hand-written article page', () => {
  const page = loadPage(ARTICLE);

  it('semantic elements: the nav links are in <nav> and <a>, the paragraphs in <main> and <article>', () => {
    expect(column(page, 'Home', 'in_nav')).toBe(1);
    expect(column(page, 'Home', 'in_a')).toBe(1);
    expect(column(page, 'Home', 'in_header')).toBe(1);
    expect(column(page, 'Home', 'in_article')).toBe(0);
    expect(column(page, 'six hours', 'in_article')).toBe(1);
    expect(column(page, 'six hours', 'in_main')).toBe(1);
    expect(column(page, 'six hours', 'in_nav')).toBe(0);
    expect(column(page, 'How to grow tomatoes', 'in_h1')).toBe(1);
    expect(column(page, '2025', 'in_footer')).toBe(1);
  });

  it('ARIA roles: role="navigation" and role="complementary" reach the blocks below them', () => {
    expect(column(page, 'Garden', 'role_navigation')).toBe(1);
    expect(column(page, 'basil', 'role_complementary')).toBe(1);
    expect(column(page, 'six hours', 'role_navigation')).toBe(0);
  });

  it('hidden content: aria-hidden, display:none, visibility:hidden, the hidden attribute, a popover and a closed <details>', () => {
    expect(column(page, 'Screen readers', 'aria_hidden')).toBe(1);
    expect(column(page, 'newsletter form', 'display_none')).toBe(1);
    expect(column(page, 'invisible coupon', 'visibility_hidden')).toBe(1);
    expect(column(page, 'hidden attribute', 'hidden_attribute')).toBe(1);
    // A popover is not rendered until a script or a button opens it, as the hidden attribute hides.
    expect(column(page, 'Add to Home Screen', 'hidden_attribute')).toBe(1);
    expect(column(page, 'closed details', 'closed_details')).toBe(1);
    for (const name of ['aria_hidden', 'display_none', 'visibility_hidden', 'hidden_attribute', 'closed_details']) {
      expect(column(page, 'six hours', name)).toBe(0);
    }
  });

  it('structured data: a schema.org WPFooter is navigation', () => {
    expect(column(page, '2025', 'itemtype_navigation')).toBe(1);
    expect(column(page, 'six hours', 'itemtype_navigation')).toBe(0);
  });

  it('class tokens: camelCase and dashes split into words, near / far / page bags', () => {
    // class="mainNav" on the <nav> two levels above the link text (a > li > ul > nav: three elements up).
    expect(column(page, 'Home', 'far_class_nav')).toBe(1);
    expect(column(page, 'Home', 'far_class_main')).toBe(1);
    expect(column(page, '2025', 'near_class_footer')).toBe(1);
    expect(column(page, 'six hours', 'near_class_footer')).toBe(0);
    // <body class="post-template"> and <html class="single-post"> are the page's bag, the same for every block.
    expect(column(page, 'six hours', 'page_class_post')).toBe(1);
    expect(column(page, 'Home', 'page_class_post')).toBe(1);
  });

  it('page context: the article is the densest prose, the title block repeats the <title>', () => {
    expect(column(page, 'six hours', 'in_prose_candidate')).toBe(1);
    expect(column(page, 'Home', 'in_prose_candidate')).toBe(0);
    expect(column(page, 'Home', 'before_prose_candidate')).toBe(1);
    expect(column(page, '2025', 'after_prose_candidate')).toBe(1);
    expect(column(page, 'How to grow tomatoes', 'repeats_title')).toBe(1);
    expect(column(page, 'six hours', 'repeats_title')).toBe(0);
    expect(column(page, 'Home', 'repeats_title')).toBe(0);
    expect(column(page, 'Home', 'link_density')).toBe(1);
    expect(column(page, 'six hours', 'link_density')).toBe(0);
  });
});

describe('a forum thread whose posts sit in class="comment"', () => {
  const posts = ['I repotted my fig last spring and it has not fruited since, although it grows well and gets plenty of light.',
    'Figs fruit on new wood in most climates; give it a season to settle and feed it potash rather than nitrogen.',
    'Same here: mine took two summers after repotting before the first figs came, so patience is the answer.'];
  const page = loadPage(`<html><head><title>Fig not fruiting after repotting</title></head><body>
<div class="sidebar"><ul><li><a href="/f/1">Fruit trees</a></li><li><a href="/f/2">Vegetables</a></li><li><a href="/f/3">Herbs</a></li></ul></div>
<div class="thread">${posts.map((text, i) => `<div class="comment" itemscope itemtype="https://schema.org/Comment"><div class="author">user${i}</div><p>${text}</p></div>`).join('\n')}</div>
</body></html>`);

  it('finds the thread as the densest prose and marks its posts as comments, not the sidebar', () => {
    for (const text of posts) {
      expect(column(page, text.slice(0, 20), 'in_prose_candidate')).toBe(1);
      expect(column(page, text.slice(0, 20), 'itemtype_comment')).toBe(1);
    }
    expect(column(page, 'Fruit trees', 'in_prose_candidate')).toBe(0);
    expect(column(page, 'Fruit trees', 'far_class_sidebar')).toBe(1);
    expect(column(page, posts[0].slice(0, 20), 'far_class_sidebar')).toBe(0);
  });

  it('counts the class path the posts share', () => {
    // Three posts share div.thread > div.comment > p; a sidebar link's path is its own per list item.
    expect(column(page, posts[0].slice(0, 20), 'log_same_class_path')).toBeCloseTo(Math.log1p(3) / 4, 5);
  });
});
