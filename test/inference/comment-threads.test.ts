// Comment threads (src/inference/comment-threads.ts): a block kept as content inside a thread that the nets otherwise
// name comments takes the part comments; an article's body, a few comment words and a teaser section make no thread.
import { loadPage } from '../../src/dom/page';
import type { Page } from '../../src/dom/types';
import { withCommentThreads } from '../../src/inference/comment-threads';
import { BOILERPLATE_CLASS, COMMENTS_CLASS, CONTENT_CLASS, RELATED_CLASS } from '../../src/model/block-classes';
import type { PagePrediction } from '../../src/model/predict';

const STORY = Array.from({ length: 6 }, (_, i) => `<p>Paragraph ${i} of the story tells what the council decided on Tuesday and what the residents who came to the meeting said about it afterwards.</p>`).join('');
const COMMENT = (i: number) => `<li class="item"><span>reader${i}</span><p>Comment ${i}: I was at that meeting and the council did not listen to a word the residents said about the new road.</p></li>`;
const THREAD = `<ul>${[1, 2, 3, 4].map(COMMENT).join('')}</ul>`;

/** The nets' prediction as a test writes it: a part per block, by a function of its text. */
function predicted(page: Page, partOf: (text: string) => number): PagePrediction {
  const parts = Uint8Array.from(page.blocks, (block) => partOf(block.text.trim()));
  const labels = parts.map((part) => (part === CONTENT_CLASS ? 1 : 0));
  const leftOutParts = parts.map((part) => (part === CONTENT_CLASS ? BOILERPLATE_CLASS : part));
  return { labels, unaryLabels: labels.slice(), pContent: Float32Array.from(labels, (label) => (label === 1 ? 0.6 : 0.2)), parts, leftOutParts };
}

function keptTexts(page: Page, prediction: PagePrediction): string[] {
  return page.blocks.filter((_, b) => prediction.labels[b] === 1).map((block) => block.text.trim());
}

describe('comment threads', () => {
  it("take a thread's name and a reply kept as content into the thread's part", () => {
    const page = loadPage(`<html><body><article>${STORY}</article><section id="talk"><h3>4 comments</h3>${THREAD}</section></body></html>`);
    // The nets keep one commenter's name and one reply; the rest of the thread they name comments.
    const prediction = predicted(page, (text) => (text.startsWith('Paragraph') || text === 'reader2' || text.startsWith('Comment 3') ? CONTENT_CLASS : COMMENTS_CLASS));
    const threads = withCommentThreads(page, prediction);
    expect(keptTexts(page, threads)).toEqual(keptTexts(page, prediction).filter((text) => text.startsWith('Paragraph')));
    const reply = page.blocks.findIndex((block) => block.text.startsWith('Comment 3'));
    expect(threads.parts![reply]).toBe(COMMENTS_CLASS);
    expect(threads.unaryLabels[reply]).toBe(0);
  });

  it('leave the unary labels of blocks the threads do not take as they were', () => {
    const page = loadPage(`<html><body><article>${STORY}</article><section id="talk"><h3>4 comments</h3>${THREAD}</section></body></html>`);
    const prediction = predicted(page, (text) => (text.startsWith('Paragraph') || text.startsWith('Comment 3') ? CONTENT_CLASS : COMMENTS_CLASS));
    // The unary argmax keeps a heading that Viterbi left out: a thread takes only blocks kept as content.
    const heading = page.blocks.findIndex((block) => block.text.trim() === '4 comments');
    prediction.unaryLabels[heading] = 1;
    expect(withCommentThreads(page, prediction).unaryLabels[heading]).toBe(1);
  });

  it('leave a body that shares its element with the comments whole', () => {
    // The story and the thread in one <div>: that element holds the page's body, so it is no region.
    const page = loadPage(`<html><body><div>${STORY}${THREAD}</div></body></html>`);
    const prediction = predicted(page, (text) => (text.startsWith('Paragraph') ? CONTENT_CLASS : COMMENTS_CLASS));
    expect(keptTexts(page, withCommentThreads(page, prediction))).toHaveLength(6);
  });

  it('need many comment words: a short reply under the article keeps its kept name', () => {
    const page = loadPage(`<html><body><article>${STORY}</article><section id="talk"><ul><li><span>reader1</span><p>Thanks for this.</p></li></ul></section></body></html>`);
    const prediction = predicted(page, (text) => (text.startsWith('Paragraph') || text === 'reader1' ? CONTENT_CLASS : COMMENTS_CLASS));
    expect(keptTexts(page, withCommentThreads(page, prediction))).toContain('reader1');
  });

  it("leave a teaser kept as content in a long teaser section (a listing page's content, often)", () => {
    const teasers = Array.from({ length: 8 }, (_, i) => `<li><a href="/s${i}">Story ${i}: the council votes on the budget for the new bridge over the river</a></li>`).join('');
    const page = loadPage(`<html><body><article>${STORY}</article><aside><h3>More from Local News</h3><ul>${teasers}</ul></aside></body></html>`);
    const prediction = predicted(page, (text) => (text.startsWith('Paragraph') || text.startsWith('Story 5') ? CONTENT_CLASS : RELATED_CLASS));
    expect(keptTexts(page, withCommentThreads(page, prediction))).toContain('Story 5: the council votes on the budget for the new bridge over the river');
  });
});
