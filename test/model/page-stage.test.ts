import { stageInputNames, stageInputs } from '../../src/model/page-stage';

/** Four-class probabilities (boilerplate, body, comments, related) of five blocks: nav, two paragraphs, two comments. */
const P = Float32Array.from([
  0.9, 0.05, 0.0, 0.05,
  0.1, 0.8, 0.1, 0.0,
  0.2, 0.7, 0.1, 0.0,
  0.3, 0.2, 0.5, 0.0,
  0.3, 0.2, 0.5, 0.0,
]);
const WORDS = [1, 20, 10, 5, 5];
// Containers: the nav alone (0); the article (1) holds the paragraphs; the thread (2) the comments; the page (3).
const ANCESTORS = Int32Array.from([0, 3, 1, 3, 1, 3, 2, 3, 2, 3]);
// The two comments share a class selector; the rest have their own.
const SELECTORS = Int32Array.from([7, 8, 9, 4, 4]);

describe('the page stage inputs', () => {
  const names = stageInputNames('page', 4, 2);
  const columns = stageInputs('page', P, 4, { words: WORDS, ancestors: ANCESTORS, selectors: SELECTORS }, 2);
  const at = (block: number, name: string) => columns[block * names.length + names.indexOf(name)];

  it('has one row of every named column per block', () => {
    expect(columns).toHaveLength(5 * names.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('pools each class over the containers, word-weighted (words + 1)', () => {
    // The article: (0.8·21 + 0.7·11) / 32.
    expect(at(1, 'ancestor_1_p_content')).toBeCloseTo((0.8 * 21 + 0.7 * 11) / 32, 5);
    expect(at(3, 'ancestor_1_p_comments')).toBeCloseTo(0.5, 5);
    expect(at(3, 'ancestor_1_word_share')).toBeCloseTo(10 / 41, 5);
    expect(at(0, 'ancestor_2_word_share')).toBeCloseTo(1, 5);
  });

  it('gives blocks of one class selector their group\'s mean and size', () => {
    expect(at(3, 'selector_p_comments')).toBeCloseTo(0.5, 5);
    expect(at(3, 'selector_log_blocks')).toBeCloseTo(Math.log1p(2) / 5, 5);
    expect(at(1, 'selector_log_blocks')).toBeCloseTo(Math.log1p(1) / 5, 5);
  });

  it('says where a block stands in the page\'s content: the share before and after, the best content around it', () => {
    const mass = [0.05 * 2, 0.8 * 21, 0.7 * 11, 0.2 * 6, 0.2 * 6];
    const total = mass.reduce((a, b) => a + b);
    expect(at(3, 'content_share_before')).toBeCloseTo((mass[0] + mass[1] + mass[2]) / total, 5);
    expect(at(3, 'content_share_after')).toBeCloseTo(mass[4] / total, 5);
    // The comments come after the last likely content: nothing better after them, the article before them.
    expect(at(3, 'max_p_content_after')).toBeCloseTo(0.2, 5);
    expect(at(3, 'max_p_content_before')).toBeCloseTo(0.8, 5);
    expect(at(4, 'log_blocks_since_content')).toBeCloseTo(Math.log1p(2) / 6, 5);
    expect(at(4, 'log_blocks_until_content')).toBe(1);
    expect(at(0, 'log_blocks_until_content')).toBeCloseTo(Math.log1p(1) / 6, 5);
    expect(at(4, 'comments_share_before')).toBeCloseTo((0.1 * 21 + 0.1 * 11 + 0.5 * 6) / (0.1 * 21 + 0.1 * 11 + 0.5 * 12), 5);
  });

  it('refuses a page stage without class selectors', () => {
    expect(() => stageInputs('page', P, 4, { words: WORDS, ancestors: ANCESTORS }, 2)).toThrow(/class selector/);
  });
});
