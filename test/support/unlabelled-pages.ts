// Small hand-written pages without gold for the report of unlabelled pages: a news article among navigation and
// footer, a listing of short teasers (where methods tend to disagree), and a plain page of one long text.
import { mkdirSync, writeFileSync } from 'fs';
import * as path from 'path';

const para = (topic: string, n: number): string =>
  Array.from({ length: n }, (_, i) => `<p>The ${topic} went on for a while, sentence ${i + 1} of the story, with enough words in it to read like real prose about the ${topic} and what people made of it.</p>`).join('');

export const UNLABELLED_PAGES: Record<string, string> = {
  'a-article.html':
    '<!DOCTYPE html><html><head><title>Harbour news</title><style>nav a { margin: 4px }</style></head><body>' +
    '<nav><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a> <a href="/weather">Weather</a></nav>' +
    '<header><h1>The harbour reopens after the storm</h1><p class="byline">By A. Writer, 3 March</p></header>' +
    `<article>${para('harbour repair', 8)}</article>` +
    '<aside><h3>Related</h3><ul><li><a href="/1">Storm warning issued</a></li><li><a href="/2">Ferries cancelled</a></li></ul></aside>' +
    '<footer><p>© Harbour Gazette</p><a href="/privacy">Privacy</a> <a href="/terms">Terms</a></footer></body></html>',
  'b-listing.html':
    '<!DOCTYPE html><html><head><title>Latest</title></head><body>' +
    '<div class="menu"><a href="/a">Archive</a> | <a href="/b">Topics</a> | <a href="/c">Authors</a> | <a href="/d">Contact</a></div>' +
    '<h1>Latest stories</h1>' +
    Array.from({ length: 8 }, (_, i) => `<div class="teaser"><h2><a href="/s${i}">Story number ${i + 1}</a></h2><p>A short teaser of story ${i + 1}, two lines at most.</p><span>5 comments</span></div>`).join('') +
    '<div class="pager"><a href="?p=2">next page</a></div><div class="footer">Sign up for our newsletter · Follow us</div></body></html>',
  'c-plain.html': `<!DOCTYPE html><html><head><title>Notes</title></head><body><h1>Field notes</h1>${para('expedition', 5)}</body></html>`,
};

/** Writes the pages into DIR (made if missing); returns their file names in order. */
export function writeUnlabelledPages(dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  for (const [name, html] of Object.entries(UNLABELLED_PAGES)) writeFileSync(path.join(dir, name), html);
  return Object.keys(UNLABELLED_PAGES).sort();
}
