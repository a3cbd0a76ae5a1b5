import { createExtractor } from '../../src/inference/registry';
import { extractWith } from '../../src/inference/extract';
import type { Extractor } from '../../src/extractor';
import { AUTHORS, CHROME, discourseThreadPage, POST_SENTENCES, preloadedJson, THREAD_POSTS } from '../support/discourse-page';

let extractor: Extractor;
beforeAll(async () => {
  extractor = await createExtractor('web2text');
});

describe('the default model on a forum thread whose posts live only in its preloaded data (Discourse)', () => {
  it('extracts the posts with their authors, and not the page chrome', () => {
    const result = extractWith(extractor, discourseThreadPage());
    for (const sentence of POST_SENTENCES) expect(result.text).toContain(sentence);
    for (const author of new Set(AUTHORS)) expect(result.text).toContain(author);
    for (const chrome of CHROME) expect(result.text).not.toContain(chrome);
    expect(result.text).not.toContain('Loading…');
  });

  it('gives the page\'s own result when its preloaded data is broken', () => {
    const withoutPosts = extractWith(extractor, discourseThreadPage('{}'));
    const truncated = preloadedJson(THREAD_POSTS).slice(0, 700);
    const broken = extractWith(extractor, discourseThreadPage(truncated));
    expect(broken.blocks.map((block) => block.text)).toEqual(withoutPosts.blocks.map((block) => block.text));
    expect(broken.text).toBe(withoutPosts.text);
  });
});
