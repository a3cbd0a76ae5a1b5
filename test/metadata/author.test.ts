// The author from bylines as pages write them, forum threads' starters, and an organisation named as the
// JSON-LD author where the page names a person.
import { loadPage } from '../../src/dom/page';
import { bylineName } from '../../src/metadata/names';
import { pageMetadata } from '../../src/metadata/metadata';

const authorOf = (html: string) => pageMetadata(loadPage(html)).author;
const PROSE = '<p>The committee met on Tuesday to discuss the new budget for the public library and its branches across the county.</p>';
const jsonLd = (value: object) => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...value })}</script>`;

describe('names in bylines', () => {
  it('ends a name at a separator before a role or a date, and reads "Written by" run into the name', () => {
    expect(bylineName('Chris McNamara ⋅ Founder and Editor-in-Chief ⋅')).toBe('Chris McNamara');
    expect(bylineName('Matteo Laratta | Author')).toBe('Matteo Laratta');
    expect(bylineName('by Outer Armatonisdaristan » Tue Aug 27, 2019 1:47 am')).toBe('Outer Armatonisdaristan');
    expect(bylineName('Written byAAA Travel Editor, SMT')).toBe('AAA Travel Editor, SMT');
  });

  it('reads "By" set in its own element, run into the name', () => {
    expect(bylineName('ByDaryl Austin')).toBe('Daryl Austin');
    expect(bylineName('Bystanders')).toBe('Bystanders');
  });

  it('ends a name where a role or a date is run into it without a space', () => {
    expect(bylineName('By Mateusz HabernyFounder at Oakywood')).toBe('Mateusz Haberny');
    expect(bylineName('A. J. NealView')).toBe('A. J. Neal');
    expect(bylineName('By Ziyi Xu,Dec 17, 2025')).toBe('Ziyi Xu');
    expect(bylineName('By Eliz- Product marketer')).toBe('Eliz');
    // A name with a capital inside it is one name, not a name and a role.
    expect(bylineName('By Mark SubbaRao')).toBe('Mark SubbaRao');
    expect(bylineName('DeliriumletNot')).toBe('DeliriumletNot');
  });

  it('reads a name that starts with a digit, and several short names joined as one byline', () => {
    expect(bylineName('By 3i Global')).toBe('3i Global');
    expect(bylineName('Moses Kim and Kate Shokurova')).toBe('Moses Kim and Kate Shokurova');
    // One name of five words without a "By" is a sentence or a title, not a byline.
    expect(bylineName('Mobile App Development Army Guide')).toBeUndefined();
  });

  it('takes a label without a name for no name', () => {
    for (const label of ['Written by', 'Written By', 'Topic Author', 'Author:', 'Insights from']) expect(bylineName(label)).toBeUndefined();
  });
});

describe('links to an author\'s page', () => {
  it('name the author when the page has no byline', () => {
    const page = `<html><body><h1>Eat well</h1>${PROSE}<div class="card"><a href="/blog/authors/emmanuel-oyibo">Emmanuel Oyibo</a></div></body></html>`;
    expect(pageMetadata(loadPage(page)).author).toBe('Emmanuel Oyibo');
  });
});

describe('the author of a forum thread', () => {
  it('is the poster marked as the thread\'s starter, not the first poster shown', () => {
    const post = (name: string, extra = '') =>
      `<div class="message"><div itemprop="author" itemscope><span>${name}</span>${extra}<span>1,430 posts · Joined 2022</span></div>${PROSE}</div>`;
    const page = `<html><body><h1>Table saw advice</h1>${post('Tony B')}${post('JWoodguy13', '<span>Discussion starter</span>')}</body></html>`;
    expect(authorOf(page)).toBe('JWoodguy13');
  });

  it('is the poster named on a "Thread starter" line under the title, before the posts\' authors', () => {
    const page = `<html><body><h1>GPU comparison</h1><ul class="p-description"><li><span class="u-srOnly">Thread starter</span> <a class="username">SamuelMIz</a></li>` +
      `<li>Start date Jun 14, 2025</li></ul><article><div itemprop="author"><a>Ralston18</a> Titan Moderator</div>${PROSE}</article></body></html>`;
    expect(authorOf(page)).toBe('SamuelMIz');
  });

  it('is the poster whose shown line marks the starter when the starter\'s microdata box is hidden', () => {
    const page = `<html><body><h1>Watch trends</h1><div style="display:none"><div itemprop="author"><span itemprop="name">sanmartinwatch</span></div></div>` +
      `<div><a>sanmartinwatch</a><span>Discussion starter</span></div>${PROSE}<div itemprop="author"><span>Babylon Timer</span> 1,109 posts · Joined 2022</div>${PROSE}</body></html>`;
    expect(authorOf(page)).toBe('sanmartinwatch');
  });

  it('is the name of the author\'s microdata item, not of an item nested in it (the employer it works for)', () => {
    const author = '<div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Jane Doe</span>' +
      '<div itemprop="worksFor" itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Acme News</span></div></div>';
    expect(authorOf(`<html><body><article><h1>The river rose</h1>${author}${PROSE}</article></body></html>`)).toBe('Jane Doe');
    const employerFirst = '<div itemprop="author" itemscope><div itemprop="worksFor" itemscope><span itemprop="name">Acme News</span></div>' +
      '<span itemprop="name">Jane Doe</span></div>';
    expect(authorOf(`<html><body><article><h1>The river rose</h1>${employerFirst}${PROSE}</article></body></html>`)).toBe('Jane Doe');
  });

  it('is the poster a "Started by" line names', () => {
    const page = `<html><body><h2>AI in forums</h2><p>Started by Biology Forums, June 04, 2024, 11:23:55 AM</p>${PROSE}</body></html>`;
    expect(authorOf(page)).toBe('Biology Forums');
  });

  it('is the first poster\'s user name link on a thread that marks no author otherwise', () => {
    const post = (name: string) => `<table><tr><td><a class="bigusername" href="member.php?u=224387">${name}</a></td><td>${PROSE}</td></tr></table>`;
    expect(authorOf(`<html><body>${post('microfast')}${post('Emulgator')}</body></html>`)).toBe('microfast');
    // A greeting in a <span> with that class is a signed-in shopper's, not a poster's.
    expect(authorOf(`<html><body><span class="username">Hi</span>${PROSE}</body></html>`)).toBeUndefined();
  });

  it('skips a "Topic Author" label and reads the first "Post by" line', () => {
    const page = `<html><body><h1>Bond funds</h1><div class="author">Topic Author</div><p class="author">Post by changingtimes » Sat Feb 24, 2024 12:41 pm</p>${PROSE}` +
      `<p class="author">Post by invest4 » Sat Feb 24, 2024 5:12 pm</p>${PROSE}</body></html>`;
    expect(authorOf(page)).toBe('changingtimes');
  });
});

describe('JSON-LD authors against the byline', () => {
  const byline = '<p class="byline">by Tracy Parker, Dietitian</p>';

  it('prefers a person\'s "By" line to an organisation named as the JSON-LD author', () => {
    const org = jsonLd({ '@type': 'NewsArticle', headline: 'Eat well', author: { '@type': 'Organization', name: 'British Heart Foundation' } });
    expect(authorOf(`<html><head>${org}</head><body><h1>Eat well</h1>${byline}${PROSE}</body></html>`)).toBe('Tracy Parker, Dietitian');
    // Without a byline the organisation is the author.
    expect(authorOf(`<html><head>${org}</head><body><h1>Eat well</h1>${PROSE}</body></html>`)).toBe('British Heart Foundation');
  });

  it('prefers a person a byline element names, after a label in its own block, to an organisation; not a label that is no person\'s name', () => {
    const org = jsonLd({ '@type': 'BlogPosting', headline: 'Video marketing', author: { '@type': 'Organization', name: 'Levitate Media' } });
    const labelled = '<div class="post-author"><div>Insights from</div><div>Liza Burke</div><div>Marketing Director</div></div>';
    expect(authorOf(`<html><head>${org}</head><body><h1>Video marketing</h1>${labelled}${PROSE}</body></html>`)).toBe('Liza Burke');
    const topic = '<button><a href="/blog?topic=906" id="author-modal">HR Strategy</a></button>';
    expect(authorOf(`<html><head>${org}</head><body><h1>Video marketing</h1>${topic}${PROSE}</body></html>`)).toBe('Levitate Media');
  });

  it('takes an author named as the publisher for an organisation too', () => {
    const same = jsonLd({ '@type': 'Article', headline: 'Eat well', author: 'Instructables', publisher: { '@type': 'Organization', name: 'Instructables' } });
    expect(authorOf(`<html><head>${same}</head><body><h1>Eat well</h1><p class="byline">By MixmasterFred in Workshop</p>${PROSE}</body></html>`)).toBe('MixmasterFred');
  });

  it('keeps a person named as the JSON-LD author over a different byline, without the quotes or "By" around the name', () => {
    const person = jsonLd({ '@type': 'Article', headline: 'Eat well', author: [{ '@type': 'Person', name: '"David Kim"' }, { '@type': 'Person', name: 'By Arlene Marturano' }] });
    expect(authorOf(`<html><head>${person}</head><body><h1>Eat well</h1>${byline}${PROSE}</body></html>`)).toBe('David Kim, Arlene Marturano');
  });

  it('takes the person a "By" line under the headline shows over a login name as the JSON-LD author, not over a name with a space', () => {
    const page = (name: string) =>
      `<html><head>${jsonLd({ '@type': 'Article', headline: 'Rental cars', author: { '@type': 'Person', name } })}</head><body><h1>Rental cars</h1><p>by Aoife O'Riordan</p>${PROSE}</body></html>`;
    expect(authorOf(page('KatieS'))).toBe("Aoife O'Riordan");
    expect(authorOf(page('Katie Smith'))).toBe('Katie Smith');
  });

  it('drops a role or team after a spaced dash from a person named as the JSON-LD author, not from an organisation\'s name', () => {
    const withRole = jsonLd({ '@type': 'Article', headline: 'Eat well', author: { '@type': 'Person', name: 'David Jackson - FullStack Editorial Team' } });
    expect(authorOf(`<html><head>${withRole}</head><body><h1>Eat well</h1>${PROSE}</body></html>`)).toBe('David Jackson');
    const organisation = jsonLd({ '@type': 'Article', headline: 'Eat well', author: { '@type': 'Person', name: 'GURUS - Drupal' } });
    expect(authorOf(`<html><head>${organisation}</head><body><h1>Eat well</h1>${PROSE}</body></html>`)).toBe('GURUS - Drupal');
  });
});

describe('bylines set in blocks', () => {
  it('ends the name where the byline\'s next block begins: a role under the name, a "Written by" label above it', () => {
    const roleUnder = '<div class="author-info"><div class="name">Rachel MacDonald</div><div class="post">Writer</div></div>';
    expect(authorOf(`<html><body><h1>Eat well</h1>${roleUnder}${PROSE}</body></html>`)).toBe('Rachel MacDonald');
    const labelAbove = '<a href="/author/meghan-neville"><div class="name"> Written by <span>Meghan Neville</span> </div><div class="position">Content Marketing Coordinator</div></a>';
    expect(authorOf(`<html><body><h1>Eat well</h1>${labelAbove}${PROSE}</body></html>`)).toBe('Meghan Neville');
  });

  it('keeps a name whose parts are inline elements of one block', () => {
    expect(authorOf(`<html><body><h1>Eat well</h1><div class="byline">By <span>Jane</span> <span>Doe</span></div>${PROSE}</body></html>`)).toBe('Jane Doe');
  });

  it('takes the name a link to the author\'s page gives over the byline around it that adds a role after a comma', () => {
    const byline = '<span class="author-meta"><span>By</span> <span class="author-name"><a href="https://example.com/author/brett-cruz/">Brett Cruz</a>' +
      '<span>, Privacy and Digital Security Expert</span></span></span>';
    expect(authorOf(`<html><body><h1>Eat well</h1>${byline}${PROSE}</body></html>`)).toBe('Brett Cruz');
  });
});

describe('elements marked as an author\'s', () => {
  it('are not those whose class or id says "authorized" or "authorization"', () => {
    expect(authorOf(`<html><body><h1>Espresso grinder</h1><div class="badge-authorized-dealer">Authorized Dealer</div>${PROSE}</body></html>`)).toBeUndefined();
  });
});

describe('a byline set apart from the headline', () => {
  const LONG_PROSE = PROSE.repeat(30);

  it('reads "Written by" at the article\'s end, on the name\'s line or alone on the line before it', () => {
    expect(authorOf(`<html><body><h1>Eat well</h1>${LONG_PROSE}<h3>Written by Cassidy Horton</h3><p>Cassidy is a finance writer.</p></body></html>`)).toBe('Cassidy Horton');
    expect(authorOf(`<html><body><h1>Eat well</h1>${LONG_PROSE}<div>Article by</div><div>Matias Heikkilä</div></body></html>`)).toBe('Matias Heikkilä');
  });

  it('reads no author in the blocks of a page-wide element whose class happens to name an author', () => {
    const page = `<html><body class="page-template-author-box"><h1>Eat well</h1>${LONG_PROSE}<footer>Open by appointment</footer></body></html>`;
    expect(authorOf(page)).toBeUndefined();
  });

  it('reads no author in a testimonial or a quote, whose "author" is the quoted person', () => {
    const testimonial = '<div class="panel-testimonial"><p>They doubled our traffic.</p><div class="author">Emily Nelson</div></div>';
    const quote = '<blockquote><p>Best agency we worked with.</p><p class="byline">Rex Du</p></blockquote>';
    expect(authorOf(`<html><body><h1>Our services</h1>${PROSE}${testimonial}${quote}</body></html>`)).toBeUndefined();
  });

  it("reads no author in reader comments, whose \"comment-author\" is a commenter (WordPress's comment list)", () => {
    const comments =
      '<div id="comments"><ol class="commentlist"><li class="comment"><div class="comment-author vcard"><cite>Maria</cite> says:</div>' +
      '<p>Wonderful news, congratulations to everyone involved.</p></li></ol></div>';
    expect(authorOf(`<html><body><h1>The old mill reopens</h1>${PROSE}${comments}</body></html>`)).toBeUndefined();
    const byline = '<p class="author">By Anna Berg</p>';
    expect(authorOf(`<html><body><h1>The old mill reopens</h1>${byline}${PROSE}${comments}</body></html>`)).toBe('Anna Berg');
    // A class that only mentions comments (an article "with-comments", an opinion "commentary") holds the page's byline.
    expect(authorOf(`<html><body><div class="commentary with-comments"><h1>The old mill reopens</h1>${byline}${PROSE}</div></body></html>`)).toBe('Anna Berg');
  });

  it('reads no author in the "by" of page furniture or prose far from the headline', () => {
    const furniture = '<form><p>By submitting, you acknowledge our Privacy Policy</p></form><footer><p>Powered by Shopify</p></footer>';
    expect(authorOf(`<html><body><h1>Eat well</h1>${LONG_PROSE}${furniture}</body></html>`)).toBeUndefined();
  });
});


describe('a byline without markup or "By", marked by the date beside it', () => {
  it('reads a name alone on its line next to the date line', () => {
    const page = `<html><body><h1>HR shared services explained</h1><p>Elliot Raba</p><p><span>23.07.2025</span> · <span>6 min read</span></p>${PROSE}</body></html>`;
    expect(authorOf(page)).toBe('Elliot Raba');
  });

  it('reads a name on the date\'s line, after a separator or run into the year, up to a section', () => {
    expect(authorOf(`<html><body><h1>Mission accomplished</h1><div><span>2025-12-17</span><span>·</span><a title="Trond Teigen">Trond Teigen</a></div>${PROSE}</body></html>`)).toBe('Trond Teigen');
    expect(authorOf(`<html><body><h1>Nix builds</h1><div><span>Dec 17, 2025</span><span>Julian K. Arni</span></div>${PROSE}</body></html>`)).toBe('Julian K. Arni');
    expect(authorOf(`<html><body><h1>Pricing guide</h1><p>Dec 26, 2025 • Mahua Das in Project Management</p>${PROSE}</body></html>`)).toBe('Mahua Das');
  });

  it('reads no author in a section title, a back link or words run together by markup next to the date', () => {
    expect(authorOf(`<html><body><h1>Vibe coding</h1><p>December 16, 2025</p><h2>Vibe Coding</h2>${PROSE}</body></html>`)).toBeUndefined();
    expect(authorOf(`<html><body><a href="/insights">All Insights</a><p>May 20, 2025</p><h1>Home solar</h1>${PROSE}</body></html>`)).toBeUndefined();
    expect(authorOf(`<html><body><h1>Packing tips</h1><p>February 12, 2024</p><p><span>Post Tags</span><span>No Categories</span></p>${PROSE}</body></html>`)).toBeUndefined();
  });

  it('reads no author in a list of posts, each dated beside its source', () => {
    const item = (date: string, source: string) => `<p><a href="/n">A tutoring story</a></p><p>${date} | ${source}</p>`;
    expect(authorOf(`<html><body><h1>News</h1>${item('12/09/2025', 'Chalkbeat Philadelphia')}${item('11/25/2025', 'Sonoma Index Tribune')}${PROSE}</body></html>`)).toBeUndefined();
  });
});

describe('"by" in prose and page furniture', () => {
  it('names no author from a sentence, a sort or filter label, or a brand a page is sold or powered by', () => {
    for (const text of ['By submitting, I agree to the Privacy Notice', 'Trusted by millions of users worldwide', 'Shop by Category', 'Sort by Date', 'Sold by Zalando', 'Powered by GitBook']) {
      expect(bylineName(text)).toBeUndefined();
    }
  });

  it('still reads names after a plain "by": capitalised, or a login name opening its line', () => {
    expect(bylineName('Review by Jane Doe')).toBe('Jane Doe');
    expect(bylineName('by pelex » Mon Jan 05, 2015 3:12 pm')).toBe('pelex');
    expect(bylineName('By 3i Global')).toBe('3i Global');
  });

  it('takes no text that opens with a symbol or is only digits for a name', () => {
    for (const text of ['– Gregory', '§Authoring applications', '--reset-author', '262588213843476']) expect(bylineName(text)).toBeUndefined();
  });

  it('leaves a page whose only "by" is a newsletter form\'s consent line without an author', () => {
    const page = `<html><body><h1>Plans for teams</h1>${PROSE}<form><input type="email" name="email"><p>By submitting, I agree to the Privacy Notice.</p></form></body></html>`;
    expect(authorOf(page)).toBeUndefined();
  });
});
