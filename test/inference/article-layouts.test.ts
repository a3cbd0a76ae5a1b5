// The default model on article layouts of other eras and platforms than its training pages: hand-written pages in
// the markup of a 2012 WordPress theme (Kubrick: a threaded comment list, a pingback, the reply form, archive and
// blogroll widgets), a 2012 Blogger post (its dl#comments-block thread, share buttons, the archive tree) and a 2019
// news story (an inline "Read more" link, "More from" teasers, a recommendation widget, plain-div comments and a
// "Most read" list), and a 2019 Vox Media (Chorus) story with a newsletter sign-up box inside the body's own
// container, a 2019 Substack post with its comments, and a 2012 WordPress post with Disqus's server-written thread,
// YARPP's related posts and a tag cloud. Each keeps its body and leaves the rest out of the text; comment blocks
// carry their part.
import { readFileSync } from 'fs';
import { gunzipSync } from 'zlib';
import * as path from 'path';
import { createExtractor } from '../../src/inference/registry';
import { extractWith } from '../../src/inference/extract';
import type { Extractor } from '../../src/extractor';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'article-parts');

interface Layout {
  file: string;
  body: string[];
  comments: string[];
  /** Other text that is not the article: teasers, widgets, navigation. */
  other: string[];
}

const LAYOUTS: Layout[] = [
  {
    file: 'wordpress-2012-threaded-comments.html',
    body: [
      'Everyone told me it could not be done.',
      'The first thing I learned is that variety matters more than anything else.',
      'Watering was the third surprise.',
      'Would I do it again? Yes, but with six plants instead of forty',
    ],
    comments: [
      'I have the same problem with a balcony that faces east.',
      'Thanks Helen, I had not thought of the yellow pear tomatoes.',
      'The white wall trick is something my grandfather used',
      'Urban Plot has a good write-up on growing tomatoes',
    ],
    other: ['Leave a Reply', 'Mail (will not be published)', 'The Balcony Gardener', 'Recent Comments', 'June 2012'],
  },
  {
    file: 'blogger-2012-comments.html',
    body: [
      'We started at Milngavie on a grey Friday morning',
      'The first day was as easy as everyone says',
      'The second day along the east shore of the loch was harder than we expected.',
      'On the third day the path north of Inversnaid turned into a scramble over boulders',
    ],
    comments: [
      'Brilliant write-up. We did the whole way in May',
      'No goats for us, Fiona, just midges and one very wet sheep.',
      'What boots were you wearing?',
      'Lovely photo of the loch.',
    ],
    other: ['Share to Twitter', 'Blog Archive', 'A pair of boots, ten years on', 'Walker, map collector and reluctant camper', 'Post a Comment'],
  },
  {
    file: 'news-2019-teasers-comments.html',
    body: [
      'Councillors voted 31 to 17 on Tuesday night',
      'Council leader Anne Whitfield said the vote was "a turning point" for the city.',
      "The Harbour Road Traders' Association said it would consider a legal challenge.",
      'Work is expected to start in September',
    ],
    comments: [
      'About time. I have cycled down Harbour Road every day for six years',
      'Nobody asked us. Most of our customers come by car',
      'Will the buses still stop outside the health centre during the works?',
    ],
    other: [
      'Cyclist seriously injured in Harbour Road crash',
      'Parents angry as school roof repairs delayed for third time',
      "You won't believe what these 1980s stars look like now",
      'Man arrested after city centre disturbance',
      'Get the Courier in your inbox',
    ],
  },
  {
    file: 'chorus-2019-newsletter-box.html',
    body: [
      'When the city of Minneapolis decided last year to end single-family zoning',
      'The change is simple on paper: any residential lot in the city can now hold up to three homes.',
      'Other cities are now following.',
      'What makes Minneapolis interesting is that it paired the zoning change',
    ],
    comments: [],
    other: [
      "The day's most important news stories, explained in your inbox.",
      'By signing up, you agree to our Privacy Notice',
      'Sign up for the newsletter',
      'View all 87 comments',
      'The hidden cost of free parking',
    ],
  },
  {
    file: 'substack-2019-comments.html',
    body: [
      'Every December I go back through the notebook where I keep the questions readers sent me during the year.',
      'I learned to program at 41, after fifteen years as an accountant.',
      'So my advice, for what it is worth: find the most tedious thing you do every week',
      'Thank you all for reading this year.',
    ],
    comments: ['I started at 52. The renaming script was my first program too!', 'Please do the spreadsheet one soon, I have strong opinions about VLOOKUP.'],
    other: ['Ready for more?', 'What I wish I knew at my first programming job', 'Publish on Substack'],
  },
  {
    // Disqus's WordPress plugin writes the thread into the page as a list; the nets named two of its four comments
    // related teasers until a repeated group's comments and teasers took one part.
    file: 'wordpress-2012-disqus-comments.html',
    body: [
      'Most people who buy a used road bike worry about the frame',
      'Start with the chain. A chain checker costs less than a coffee',
      'If all of that checks out, the price is probably fair.',
    ],
    comments: [
      'Great checklist. I would add the headset',
      'I bought a bike last month without checking the chain',
      'How do you check a carbon frame for cracks',
      'Saved this for next weekend, thanks.',
    ],
    other: ['Related posts:', 'How to fit a new chain in ten minutes', 'Share this:', 'Blogroll', 'Sheldon Brown'],
  },
];

let extractor: Extractor;
beforeAll(async () => {
  extractor = await createExtractor('web2text');
});

describe.each(LAYOUTS)('the default model on $file', ({ file, body, comments, other }) => {
  it('keeps the body and leaves the comments, teasers and widgets out of the text', () => {
    const { text } = extractWith(extractor, readFileSync(path.join(FIXTURES, file)));
    for (const sentence of body) expect(text).toContain(sentence);
    for (const sentence of [...comments, ...other]) expect(text).not.toContain(sentence);
  });

  it('gives the body its part and the comment texts theirs', () => {
    const { blocks } = extractWith(extractor, readFileSync(path.join(FIXTURES, file)));
    const partOf = (sentence: string) => blocks.find((b) => b.text.includes(sentence))?.part;
    for (const sentence of body) expect(partOf(sentence)).toBe('body');
    for (const sentence of comments) expect(partOf(sentence)).toBe('comments');
  });
});

it("keeps a commenter's name and the comment's date apart with --comments keep (Substack's adjacent spans)", async () => {
  const keeping = await createExtractor('web2text', { comments: 'keep' });
  const { text } = extractWith(keeping, readFileSync(path.join(FIXTURES, 'substack-2019-comments.html')));
  expect(text).toContain('Please do the spreadsheet one soon');
  expect(text).toContain('Ruth A. Dec 16, 2019');
});

describe('a Slashdot story of 2025 with its comment thread (WCXB page 0396, test/fixtures/wcxb/ATTRIBUTION.md)', () => {
  const html = () => gunzipSync(readFileSync(path.join(__dirname, '..', 'fixtures', 'wcxb', 'html', '0396.html.gz')));
  const story = 'Elite computer science degrees are no longer a guaranteed on-ramp to tech jobs';
  // Replies and commenters' names the nets keep as content on their own, inside the thread they name comments.
  const thread = ['I spend so much time asking it to re-do what it did wrong', 'To back up your point, last week', 'iggymanz', 'Full Abbreviated Hidden'];

  it('keeps the story and leaves the whole thread out', () => {
    const { text } = extractWith(extractor, html());
    expect(text).toContain(story);
    for (const words of thread) expect(text).not.toContain(words);
  });

  it('keeps the thread as comments with --comments keep', async () => {
    const keeping = await createExtractor('web2text', { comments: 'keep' });
    const { text, blocks } = extractWith(keeping, html());
    expect(text).toContain(story);
    expect(blocks.find((b) => b.text.includes(thread[0]))?.part).toBe('comments');
  });
});
