import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as zlib from 'zlib';
import { isSkipped } from '../../src/corpora/corpus-entry';
import { readL3sPage, readL3sIds } from '../../src/corpora/l3s-files';
import { annotatedPartTexts } from '../../src/corpora/l3s-annotation';
import { pageLinks, pageSites } from '../../src/corpora/l3s-sites';
import { deriveL3sSplit, readL3sSplit } from '../../src/corpora/l3s-split';
import { blockPartLabels, partOfCode } from '../../src/labels/part-labels';
import { SPLIT_PARTS } from '../../src/corpora/corpus';
import { loadPage } from '../../src/dom/page';
import { CorpusError } from '../../src/errors';

/** A news page as crawled, and the same page as L3S-GN1's annotators marked it (their spans, their lost é). */
const ORIGINAL = `<html><head><title>Storm hits the coast</title></head><body>
<div id="nav"><a href="/">Home</a> <a href="/world">World</a></div>
<h1>Storm hits the coast</h1>
<p class="byline">By Ann Example, 3 March 2008</p>
<div class="story"><p>A strong storm reached the coast on Monday night and cut power to thousands of homes.</p>
<p>The café on the pier was closed as waves broke over the harbour wall for hours.</p></div>
<div class="related"><h3>More stories</h3><ul><li><a href="/a">Floods expected in the north later this week</a></li>
<li><a href="/b">Ferry services cancelled until further notice</a></li></ul></div>
<div class="comments"><p>Posted by reader: stay safe everyone, the wind here is terrible tonight.</p></div>
<div id="footer">Copyright 2008 Example News</div></body></html>`;

const ANNOTATED = `<html><head><title>Storm hits the coast</title><style>.x-nc-sel1{}</style></head><body>
<div id="nav"><span class="x-nc-sel0"><a href="/">Home</a></span> <a href="/world">World</a></div>
<h1><span class="x-nc-sel1">Storm hits the coast</span></h1>
<p class="byline"><span class="x-nc-sel3">By Ann Example, 3 March 2008</span></p>
<div class="story"><p><span class="x-nc-sel2">A strong storm reached the coast on Monday night and cut power to thousands of homes.</span></p>
<p><span class="x-nc-sel2">The caf? on the pier was closed as waves broke over the </span><span class="x-nc-sel2">harbour wall for hours.</span></p></div>
<div class="related"><h3><span class="x-nc-sel4">More stories</span></h3><ul><li><a href="/a"><span class="x-nc-sel4">Floods expected in the north later this week</span></a></li>
<li><a href="/b"><span class="x-nc-sel4">Ferry services cancelled until further notice</span></a></li></ul></div>
<div class="comments"><p><span class="x-nc-sel5">Posted by reader: stay safe everyone, the wind here is terrible tonight.</span></p></div>
<div id="footer">Copyright 2008 Example News</div></body></html>`;

/** A throw-away folder shaped like L3S-GN1's: pages.jsonl, html/ and annotated/ (gzipped). */
function tempCorpus(pages: Record<string, { html: string; annotated: string }>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'w2t-l3s-'));
  fs.mkdirSync(path.join(dir, 'html'));
  fs.mkdirSync(path.join(dir, 'annotated'));
  const lines = Object.keys(pages).map((id) => JSON.stringify({ id, parts: ['full_text'] }));
  fs.writeFileSync(path.join(dir, 'pages.jsonl'), lines.join('\n') + '\n');
  for (const [id, { html, annotated }] of Object.entries(pages)) {
    fs.writeFileSync(path.join(dir, 'html', `${id}.html.gz`), zlib.gzipSync(html));
    fs.writeFileSync(path.join(dir, 'annotated', `${id}.html.gz`), zlib.gzipSync(annotated));
  }
  return dir;
}

describe('L3S-GN1 annotation', () => {
  it('reads each part as its own text, in document order, without the unannotated or sel0 text', () => {
    const parts = annotatedPartTexts(ANNOTATED);
    expect(parts.headline).toBe('Storm hits the coast');
    expect(parts.supplemental).toBe('By Ann Example, 3 March 2008');
    // Two spans of one paragraph join into one run; paragraphs are runs of their own.
    expect(parts.body.split('\n')).toEqual([
      'A strong storm reached the coast on Monday night and cut power to thousands of homes.',
      'The caf? on the pier was closed as waves broke over the harbour wall for hours.',
    ]);
    expect(parts.related.split('\n')).toEqual(['More stories', 'Floods expected in the north later this week', 'Ferry services cancelled until further notice']);
    expect(parts.comments).toBe('Posted by reader: stay safe everyone, the wind here is terrible tonight.');
    expect(Object.values(parts).join(' ')).not.toMatch(/Home|World|Copyright/);
  });

  it('labels the original page\'s blocks with their part through the alignment, lost characters and all', () => {
    const page = loadPage(ORIGINAL);
    const labels = blockPartLabels(page, annotatedPartTexts(ANNOTATED));
    const partOf = (text: string) => partOfCode(labels[page.blocks.findIndex((block) => block.text.includes(text))]);
    expect(partOf('Storm hits the coast')).toBe('headline');
    expect(partOf('By Ann Example')).toBe('supplemental');
    expect(partOf('A strong storm')).toBe('body');
    expect(partOf('The café on the pier')).toBe('body');
    expect(partOf('More stories')).toBe('related');
    expect(partOf('Ferry services')).toBe('related');
    expect(partOf('stay safe everyone')).toBe('comments');
    expect(partOf('Home')).toBeUndefined();
    expect(partOf('Copyright 2008')).toBeUndefined();
  });
});

describe('L3S-GN1 reader', () => {
  it('reads a page with its body as gold, every part, and the site the split gives it', () => {
    const dir = tempCorpus({ a1: { html: ORIGINAL, annotated: ANNOTATED } });
    expect(readL3sIds(dir)).toEqual(['a1']);
    const entry = readL3sPage('a1', 'example.org', dir);
    if (isSkipped(entry)) throw new Error(entry.skipped.reason);
    expect(entry.page).toMatchObject({ corpus: 'l3s', id: 'a1', domain: 'example.org' });
    expect(entry.page.gold).toBe(entry.page.parts!.body);
    expect(entry.page.parts!.comments).toContain('stay safe everyone');
    expect(Buffer.from(entry.page.html as Uint8Array).toString()).toBe(ORIGINAL);
  });

  it('skips a page without annotated body text with the reason, and names a missing file', () => {
    const dir = tempCorpus({ empty: { html: ORIGINAL, annotated: '<p>nothing marked</p>' } });
    const entry = readL3sPage('empty', undefined, dir);
    expect(isSkipped(entry) && entry.skipped.reason).toMatch(/no body text annotated in .*empty\.html\.gz/);
    expect(() => readL3sPage('absent', undefined, dir)).toThrow(CorpusError);
    expect(() => readL3sPage('absent', undefined, dir)).toThrow(/missing L3S-GN1 annotated file .*absent\.html\.gz/);
  });
});

describe('L3S-GN1 sites and split', () => {
  const template = (site: string, story: string) =>
    `<html><body><div class="masthead"><a href="http://${site}/">${site}</a></div>` +
    Array.from({ length: 12 }, (_, k) => `<div class="box-${k}"><a href="http://${site}/s${k}">link</a></div>`).join('') +
    `<p class="story">${story}</p><a href="http://ads.example.net/x">ad</a></body></html>`;

  it('gives a page the site its links point to most, ad hosts on many pages counting less, and one site per template', () => {
    const pages = [
      pageLinks('p1', template('daily.example.com', 'one')),
      pageLinks('p2', template('daily.example.com', 'two')),
      // Another host, the same template (a syndicated copy): one site with the others.
      pageLinks('p3', template('mirror.example.org', 'three')),
      pageLinks('p4', '<html><body><div class="x"><a href="http://weekly.example.co.uk/a">a</a><a href="http://ads.example.net/y">ad</a></div></body></html>'),
      pageLinks('p5', '<html><head><link rel="canonical" href="https://www.paper.example.com.au/story"></head><body><a href="http://ads.example.net/z">ad</a></body></html>'),
    ];
    const sites = pageSites(pages);
    expect(sites.get('p1')).toBe('example.com');
    expect(sites.get('p2')).toBe('example.com');
    expect(sites.get('p3')).toBe('example.com');
    expect(sites.get('p4')).toBe('example.co.uk');
    expect(sites.get('p5')).toBe('example.com.au');
  });

  it('splits by site, stratified by comments and related content', () => {
    const pages = Array.from({ length: 40 }, (_, k) => ({ id: `p${k}`, site: `site${k % 13}`, hasComments: k % 5 === 0, hasRelated: k % 7 === 0 }));
    const split = deriveL3sSplit(pages);
    expect([...split.train, ...split.validation, ...split.test].sort()).toEqual(pages.map((p) => p.id).sort());
    const partOfSite = new Map<string, string>();
    for (const part of SPLIT_PARTS) {
      for (const id of split[part]) {
        expect(partOfSite.get(split.sites[id]) ?? part).toBe(part);
        partOfSite.set(split.sites[id], part);
      }
    }
    expect(deriveL3sSplit(pages)).toEqual(split);
  });

  it('commits a split of all 621 pages in which no site lies in two parts', () => {
    const split = readL3sSplit();
    const ids = [...split.train, ...split.validation, ...split.test];
    expect(new Set(ids).size).toBe(621);
    expect(Object.keys(split.sites).sort()).toEqual([...ids].sort());
    const partOfSite = new Map<string, string>();
    for (const part of SPLIT_PARTS) {
      for (const id of split[part]) {
        const site = split.sites[id];
        expect([site, partOfSite.get(site) ?? part]).toEqual([site, part]);
        partOfSite.set(site, part);
      }
    }
    expect(split.validation.length).toBeGreaterThan(100);
  });
});
