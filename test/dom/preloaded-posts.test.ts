import { loadPage } from '../../src/dom/page';
import { MAX_PRELOADED_CHARS, MAX_PRELOADED_POSTS } from '../../src/dom/preloaded-posts';
import { SIBLING_GROUPS } from '../../src/dom/sibling-groups';
import { AUTHORS, CHROME, discourseThreadPage, POST_SENTENCES, preloadedJson, THREAD_POSTS } from '../support/discourse-page';

const texts = (html: string, options = {}) => loadPage(html, options).blocks.map((block) => block.text.trim());
/** The page's blocks when its preloaded data holds no posts. */
const CHROME_BLOCKS = texts(discourseThreadPage('{}'));

/** A Discourse-style <noscript> copy of the posts, as Discourse serves it beside the preloaded data. */
const NOSCRIPT_COPY = `<noscript><div id="main-outlet">${THREAD_POSTS.map((post) => `<div class="topic-body crawler-post"><div class="post">${post}</div></div>`).join('\n')}</div></noscript>`;

describe('forum posts from the page\'s preloaded data (src/dom/preloaded-posts.ts)', () => {
  it('become candidate blocks after the page\'s own, one repeated group with one item per post', () => {
    const page = loadPage(discourseThreadPage());
    const all = page.blocks.map((block) => block.text.trim());
    expect(all.slice(0, CHROME_BLOCKS.length)).toEqual(CHROME_BLOCKS);
    const postBlocks = page.blocks.slice(CHROME_BLOCKS.length);
    const postText = postBlocks.map((block) => block.text).join(' ');
    for (const sentence of POST_SENTENCES) expect(postText).toContain(sentence);
    // Each post is headed by its author; its blocks' spans are in the page source (the post's HTML appended to it).
    expect(postBlocks[0].text).toBe(AUTHORS[0]);
    const first = postBlocks[1];
    expect(page.source.slice(first.start, first.end)).toBe(first.text);
    expect(page.source.slice(first.end, first.end + '<code>CrashLoopBackOff</code>'.length)).toBe('<code>CrashLoopBackOff</code>');
    // The posts are one repeated group, each post an item, every author in one column.
    const groups = page.get(SIBLING_GROUPS);
    const at = (text: string) => page.blocks.findIndex((block) => block.text.includes(text));
    const group = groups.groupOf[at(POST_SENTENCES[0])];
    expect(group).toBeGreaterThanOrEqual(0);
    expect(groups.groups[group]).toMatchObject({ firstBlock: CHROME_BLOCKS.length, lastBlock: page.blocks.length - 1 });
    expect(POST_SENTENCES.map((sentence) => groups.itemOf[at(sentence)])).toEqual([0, 1, 2, 3]);
    const authorBlocks = page.blocks.flatMap((block, i) => (AUTHORS.includes(block.text) ? [i] : []));
    expect(authorBlocks).toHaveLength(THREAD_POSTS.length);
    expect(new Set(authorBlocks.map((i) => groups.columnOf[i])).size).toBe(1);
  });

  it('adds nothing where the page shows the posts (its <noscript> copy)', () => {
    const shown = texts(discourseThreadPage(undefined, NOSCRIPT_COPY));
    for (const sentence of POST_SENTENCES) expect(shown.filter((text) => text.includes(sentence))).toHaveLength(1);
    expect(shown).toEqual(texts(discourseThreadPage('{}', NOSCRIPT_COPY)));
  });

  it('loses nothing and throws nothing on broken preloaded data', () => {
    const topic = JSON.parse(preloadedJson(THREAD_POSTS)).topic_5120 as string;
    const broken = [
      preloadedJson(THREAD_POSTS).slice(0, 500),
      'not json at all',
      '',
      JSON.stringify({ topic_5120: topic.slice(0, 300) }),
      JSON.stringify({ topic_5120: JSON.stringify({ post_stream: { posts: 'none' } }) }),
      JSON.stringify({ topic_5120: JSON.stringify({ post_stream: { posts: [null, 7, { cooked: 12 }, { cooked: '   ' }] } }) }),
      JSON.stringify([THREAD_POSTS]),
    ];
    for (const preloaded of broken) expect(texts(discourseThreadPage(preloaded))).toEqual(CHROME_BLOCKS);
    // A broken entry beside a good one keeps the good one's posts.
    const mixed = JSON.stringify({ topic_1: '{"post_stream": {"posts": [', topic_5120: topic });
    expect(texts(discourseThreadPage(mixed)).join(' ')).toContain(POST_SENTENCES[0]);
    // A post whose HTML is broken is read as a browser reads it; the posts after it are their own.
    const unclosed = ['<div><p>An unclosed post about the restarts <textarea>of the controller', ...THREAD_POSTS.slice(1)];
    const read = texts(discourseThreadPage(preloadedJson(unclosed))).join(' ');
    expect(read).toContain(POST_SENTENCES[1]);
    expect(read).toContain(POST_SENTENCES[3]);
  });

  it('reads at most MAX_PRELOADED_POSTS posts and MAX_PRELOADED_CHARS characters of them', () => {
    const many = Array.from({ length: MAX_PRELOADED_POSTS + 20 }, (_, i) => `<p>Reply number ${i} says that the probe timeout was the cause.</p>`);
    const read = texts(discourseThreadPage(preloadedJson(many)));
    expect(read.filter((text) => text.startsWith('Reply number'))).toHaveLength(MAX_PRELOADED_POSTS);
    const long = [`<p>${'A very long first post. '.repeat(Math.floor((MAX_PRELOADED_CHARS - 40) / 24))}</p>`, '<p>A second post that no longer fits.</p>'];
    const readLong = texts(discourseThreadPage(preloadedJson(long)));
    expect(readLong.some((text) => text.startsWith('A very long first post.'))).toBe(true);
    expect(readLong.includes('A second post that no longer fits.')).toBe(false);
  });

  it('keeps a page whose posts would pass the block limit: the posts that fit are read, the page is not refused', () => {
    const maxBlocks = CHROME_BLOCKS.length + 5;
    const posts = Array.from({ length: 10 }, (_, i) => `<p>Post ${i} first line about the probe.</p><p>Post ${i} second line about the timeout.</p>`);
    const read = texts(discourseThreadPage(preloadedJson(posts)), { maxBlocks });
    expect(read.length).toBeLessThanOrEqual(maxBlocks);
    expect(read.slice(0, CHROME_BLOCKS.length)).toEqual(CHROME_BLOCKS);
    // Each post is three blocks (its author and two lines): the first fits, the second would pass the limit.
    expect(read.slice(CHROME_BLOCKS.length)).toEqual([AUTHORS[0], 'Post 0 first line about the probe.', 'Post 0 second line about the timeout.']);
  });

  it('leaves CleanEval files as the reference reads them', () => {
    const html = `<text id="1">\n${discourseThreadPage()}\n</text>\n`;
    const read = texts(html, { cleaneval: true });
    for (const text of CHROME) expect(read.join(' ')).toContain(text);
    expect(read.join(' ')).not.toContain(POST_SENTENCES[0]);
  });
});
