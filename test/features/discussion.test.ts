import { loadPage } from '../../src/dom/page';
import { featureSet } from '../../src/features/sets';

const SET = featureSet('modern+discussion');

/** A blog post with a comment thread (WordPress's markup: rel="ugc" on commenters and their links), and a reply form. */
const POST = loadPage(`<html><body>
<article><h1>Ten years of night trains</h1>
<p>The sleeper from Vienna to Brussels was the first to come back, and it is full most nights of the year.</p></article>
<section id="comments"><h2>3 thoughts on this post</h2>
<ol><li itemscope itemtype="https://schema.org/Comment"><div><a href="https://anna.example" rel="external nofollow ugc">Anna</a> says:</div>
<p>I took it last spring and slept the whole way, see <a href="https://photos.example/x" rel="nofollow ugc">my photos</a>.</p></li>
<li><div><a href="https://ben.example" rel="ugc">Ben</a></div><div><p>The breakfast was the best part of the trip for us.</p></div></li></ol>
<form action="/comment"><h3>Leave a reply</h3><label>Comment</label><textarea name="comment"></textarea><button>Post comment</button></form>
</section><footer><p>Written after the reply form</p></footer></body></html>`);

function column(text: string, name: string): number {
  const b = POST.blocks.findIndex((block) => block.text.includes(text));
  if (b < 0) throw new Error(`no block holds "${text}"`);
  const c = SET.blockFeatureNames.indexOf(name);
  return SET.compute(POST).block[b * SET.blockFeatureNames.length + c];
}

describe('the discussion group', () => {
  it('marks blocks under schema.org Comment markup and nothing of the article', () => {
    expect(column('I took it last spring', 'in_comment_markup')).toBe(1);
    expect(column('Anna', 'in_comment_markup')).toBe(1);
    expect(column('The breakfast was', 'in_comment_markup')).toBe(0);
    expect(column('The sleeper from Vienna', 'in_comment_markup')).toBe(0);
  });

  it('marks commenters\' links and the blocks near a user-generated link, by how near', () => {
    expect(column('Anna', 'in_ugc_link')).toBe(1);
    expect(column('says:', 'in_ugc_link')).toBe(0);
    expect(column('says:', 'near_ugc_link')).toBe(1);
    // Ben's link is in the <div> beside the paragraph's <div>: three elements up (p, div, li) holds it.
    expect(column('The breakfast was', 'near_ugc_link')).toBeCloseTo(1 / 3, 5);
    expect(column('The sleeper from Vienna', 'near_ugc_link')).toBe(0);
  });

  it('marks the reply form\'s blocks and the blocks after it', () => {
    expect(column('Leave a reply', 'in_reply_form')).toBe(1);
    expect(column('Leave a reply', 'after_reply_form')).toBe(1);
    expect(column('Written after the reply form', 'in_reply_form')).toBe(0);
    expect(column('Written after the reply form', 'after_reply_form')).toBe(1);
    expect(column('The breakfast was', 'after_reply_form')).toBe(0);
    expect(column('3 thoughts on this post', 'after_reply_form')).toBe(0);
  });
});

describe('the part words group', () => {
  const PARTS = featureSet('modern+parts');
  const page = loadPage(`<html><body><article class="post"><p>The sleeper from Vienna to Brussels was the first to come back.</p></article>
<div class="relatedStories"><ul><li><a href="/a">Ferries return to the islands</a></li></ul></div>
<div id="commentlist"><div class="entry"><div><p>I took it last spring.</p></div></div></div></body></html>`);
  const column = (text: string, name: string) => {
    const b = page.blocks.findIndex((block) => block.text.includes(text));
    return PARTS.compute(page).block[b * PARTS.blockFeatureNames.length + PARTS.blockFeatureNames.indexOf(name)];
  };

  it('finds a part\'s learned words inside class and id tokens, near the text or anywhere above it', () => {
    expect(column('Ferries return', 'near_related_word')).toBe(0);
    expect(column('Ferries return', 'far_related_word')).toBe(1);
    expect(column('I took it last spring', 'far_comments_word')).toBe(1);
    // The comment's text is four elements below "commentlist": not near.
    expect(column('I took it last spring', 'near_comments_word')).toBe(0);
    expect(column('The sleeper from Vienna', 'far_comments_word')).toBe(0);
    expect(column('The sleeper from Vienna', 'far_related_word')).toBe(0);
  });
});
