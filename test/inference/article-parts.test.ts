import { readFileSync } from 'fs';
import * as path from 'path';
import { createExtractor } from '../../src/inference/registry';
import { extractWith, type ExtractResult } from '../../src/inference/extract';
import type { Extractor } from '../../src/extractor';
import { runCli } from '../support/run-cli';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'article-parts');
const BLOG = path.join(FIXTURES, 'blog-with-comments.html');
const DISCOURSE = path.join(FIXTURES, 'discourse-thread.html');

const BODY = [
  'For ten years I kept every note in an app.',
  'Last autumn I bought a plain notebook with numbered pages',
  'The second thing was that I started to read my notes.',
  'Paper is not better at everything.',
];
const COMMENTS = [
  'Same experience here. I switched to a dotted notebook',
  'Phone numbers are the one thing I keep on my phone too.',
  'What notebook do you use?',
  'I love this, but I could never read my own handwriting',
];
const RELATED = ['Fountain pens for beginners', 'The index card method, ten years later', 'A desk without screens for one week'];

/** The part of the block whose text starts with `text`. */
function partOf(result: ExtractResult, text: string): string | undefined {
  const block = result.blocks.find((b) => b.text.startsWith(text));
  if (block === undefined) throw new Error(`no block starts with "${text}"`);
  return block.part;
}

let extractor: Extractor;
let keeping: Extractor;
beforeAll(async () => {
  extractor = await createExtractor('web2text');
  keeping = await createExtractor('web2text', { comments: 'keep' });
});

describe('the default model on a blog post with a comment thread and related posts', () => {
  const html = readFileSync(BLOG);

  it('keeps the body and drops the comments and the related teasers from the text', () => {
    const { text } = extractWith(extractor, html);
    for (const sentence of BODY) expect(text).toContain(sentence);
    for (const sentence of [...COMMENTS, ...RELATED]) expect(text).not.toContain(sentence);
  });

  // The related teasers are left out of the body but not named 'related' here: the default names few related
  // blocks (docs/results.md, "News and blog articles").
  it('gives each block its part in the JSON: the body, the comments, and neither for the teasers or the menu', () => {
    const result = extractWith(extractor, html);
    for (const sentence of BODY) expect(partOf(result, sentence)).toBe('body');
    for (const sentence of COMMENTS) expect(partOf(result, sentence)).toBe('comments');
    for (const title of RELATED) expect(partOf(result, title)).not.toBe('body');
    expect(partOf(result, 'Home')).toBe('boilerplate');
  });

  it('keeps the comments with comments: keep, labelled content with their part', () => {
    const { text, blocks } = extractWith(keeping, html);
    for (const sentence of [...BODY, ...COMMENTS]) expect(text).toContain(sentence);
    expect(text).not.toContain('Proudly powered by WordPress');
    expect(blocks.find((b) => b.text.startsWith(COMMENTS[0]))).toMatchObject({ label: 1, part: 'comments' });
  });
});

describe('the default model on a forum thread whose posts live in <noscript> (Discourse)', () => {
  it('reads the posts as the body, not as comments', () => {
    const result = extractWith(extractor, readFileSync(DISCOURSE));
    for (const sentence of ['I am going away for three weeks in July', 'Drying works very well.', 'Thank you, that sounds easy enough.']) {
      expect(result.text).toContain(sentence);
      expect(partOf(result, sentence)).toBe('body');
    }
    expect(result.text).not.toContain('Terms of Service');
  });
});

describe('web2text extract --comments (CLI)', () => {
  it('drops the comments by default and keeps them with --comments keep; --format json gives the parts', () => {
    const dropped = runCli(['extract', BLOG]);
    expect(dropped.status).toBe(0);
    expect(dropped.stdout).toContain(BODY[0]);
    expect(dropped.stdout).not.toContain(COMMENTS[0]);
    const kept = runCli(['extract', BLOG, '--comments', 'keep']);
    expect(kept.stdout).toContain(COMMENTS[0]);
    const json = JSON.parse(runCli(['extract', BLOG, '--format', 'json']).stdout) as ExtractResult;
    expect(json.blocks.find((b) => b.text.startsWith(COMMENTS[2]))?.part).toBe('comments');
  });

  it('refuses a --comments value other than keep or drop, and --comments with a heuristic method', () => {
    const bad = runCli(['extract', BLOG, '--comments', 'some']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--comments must be keep or drop, not "some"/);
    const other = runCli(['extract', BLOG, '--method', 'cetd', '--comments', 'keep']);
    expect(other.status).toBe(2);
    expect(other.stderr).toMatch(/--comments: an option of the learned method/);
  });

  it('refuses --comments keep with a model that does not tell comments apart, which would ignore it', async () => {
    const twoClasses = path.join(__dirname, '..', '..', 'models', 'wcxb');
    const r = runCli(['extract', BLOG, '--model', twoClasses, '--comments', 'keep']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`web2text: comments 'keep' (--comments keep) needs a model that tells reader comments apart; the block nets of ${twoClasses} say only content or not\n`);
    await expect(createExtractor('web2text', { model: twoClasses, comments: 'keep', fallback: false })).rejects.toThrow(/needs a model that tells reader comments apart/);
    // Dropping them is what such a model does anyway.
    expect(runCli(['extract', BLOG, '--model', twoClasses, '--comments', 'drop']).status).toBe(0);
  });
});
