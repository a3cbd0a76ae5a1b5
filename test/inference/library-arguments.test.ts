// Every function the package exports, given null, undefined or an argument of the wrong kind, throws an InputError
// whose message names the function, what it takes and what it was given; it threw a TypeError from deep inside
// (blocksToText(null): "Cannot read properties of null (reading 'length')"), or, for labels of another page, wrote
// a text of the wrong blocks without a word.
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import * as web2text from '../../src/index';
import { InputError } from '../../src/errors';

const PAGE_HTML = '<html><body><h1>Rivers</h1><p>The river runs through the old town, past the market and under the first stone bridge.</p></body></html>';
const SITE = new web2text.SiteContext(['a', 'b'].map((name) => ({ url: `https://example.org/${name}.html`, read: () => `<body><p>${name}</p></body>` })));

/** Runs `call` and gives the InputError it throws (or rejects with). */
async function inputError(call: () => unknown): Promise<string> {
  try {
    await call();
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return (err as Error).message;
  }
  throw new Error('no error');
}

describe('library arguments', () => {
  const page = web2text.loadPage(PAGE_HTML);
  const labels = new Uint8Array(page.blocks.length).fill(1);

  it('blocksToText takes the blocks of a page and one label per block', async () => {
    expect(web2text.blocksToText(page.blocks, labels)).toBe('Rivers\n\nThe river runs through the old town, past the market and under the first stone bridge.');
    expect(await inputError(() => web2text.blocksToText(null as never, labels))).toBe('blocksToText takes the blocks of a page (page.blocks) first, not null');
    expect(await inputError(() => web2text.blocksToText(page.blocks, undefined as never))).toBe('blocksToText takes the labels of the page\'s 2 blocks, one number each (1: content), not undefined');
    expect(await inputError(() => web2text.blocksToText(page.blocks, [1]))).toBe('blocksToText takes the labels of the page\'s 2 blocks, one number each (1: content), not an array of 1');
    expect(await inputError(() => web2text.blocksToText(page.blocks, new Uint8Array(5)))).toMatch(/, not a Uint8Array of 5$/);
    expect(await inputError(() => web2text.blocksToText(page.blocks, labels, null as never))).toBe('blocksToText takes its options as an object, not null');
  });

  it('the functions that take a page, labels or options name what they take', async () => {
    expect(await inputError(() => web2text.loadPage(null as never))).toMatch(/^the page must be its HTML as a string or its bytes .*, not null$/);
    // What fetch gives: a body's bytes as an ArrayBuffer, its text as a promise when not awaited.
    expect(await inputError(() => web2text.extract(new ArrayBuffer(8) as never))).toMatch(/, not an ArrayBuffer$/);
    expect(await inputError(() => web2text.extract(Promise.resolve(PAGE_HTML) as never))).toMatch(/, not a Promise \(await it first\)$/);
    expect(await inputError(() => web2text.loadPage(PAGE_HTML, null as never))).toBe('loadPage takes its options as an object, not null');
    const cetd = await web2text.createExtractor('cetd');
    expect(await inputError(() => web2text.extractPage(cetd, PAGE_HTML as never))).toBe('extractPage takes a page made by loadPage(html), not a string');
    expect(await inputError(() => web2text.extractPage(undefined as never, page))).toBe('extractPage takes an extractor made by createExtractor(method) first, then the page, not undefined');
    expect(await inputError(() => web2text.extract(PAGE_HTML, null as never))).toBe('extract takes its options as an object, not null');
    expect(await inputError(() => web2text.blockRecords(PAGE_HTML, null as never))).toBe('blockRecords takes its options as an object, not null');
    expect(await inputError(() => web2text.renderContent(page, labels, undefined as never))).toMatch(/^renderContent takes its options as an object .*, not undefined$/);
    expect(await inputError(() => web2text.renderContent(page, [1, 1, 1], { markdown: true }))).toMatch(/^renderContent takes the labels of the page's 2 blocks.*, not an array of 3$/);
    expect(web2text.renderContent(page, labels, { markdown: true }).markdown).toContain('# Rivers');
    expect(await inputError(() => web2text.computeFeatures({ blocks: [] } as never))).toBe('computeFeatures takes a page made by loadPage(html), not object');
    expect(await inputError(() => web2text.loadLearnedExtractor(null as never))).toBe('loadLearnedExtractor takes its options as an object, not null');
  });

  it('a page address that is not an absolute http(s) URL is refused as --url is, not left to resolve no link', async () => {
    const linked = '<p>See <a href="bridges.html">the first bridges</a> of the old town, built where the river was narrow.</p>';
    for (const url of ['towns/rivers.html', 'ftp://example.org/rivers.html', '//example.org/rivers.html']) {
      await expect(web2text.extract(linked, { method: 'cetd', markdown: true, links: true, url })).rejects.toThrow(`option url: expected the page's address, an absolute http(s) URL (given: "${url}")`);
    }
    const { markdown } = await web2text.extract(linked, { method: 'cetd', markdown: true, links: true, url: 'https://example.org/towns/rivers.html' });
    expect(markdown).toContain('[the first bridges](https://example.org/towns/bridges.html)');
  });

  it('scores, feature sets, corpora, datasets and sites', async () => {
    expect(await inputError(() => web2text.wordScores(null as never, 'gold'))).toBe('wordScores takes the extracted text (a string) first, not null');
    expect(await inputError(() => web2text.wordScores('text', 42 as never))).toBe('wordScores takes the gold text (a string) after the extracted one, not number');
    expect(web2text.wordScores('', '').f1).toBe(1);
    expect(await inputError(() => web2text.summariseWordScores(undefined as never))).toMatch(/^summariseWordScores takes an array of \{ scores, pageType\? \}.*, not undefined$/);
    expect(await inputError(() => web2text.featureSet('modren'))).toMatch(/^unknown feature set "modren" \(known: web2text, /);
    expect(await inputError(() => web2text.corpusPages(undefined as never))).toMatch(/^corpusPages takes the corpus as \{ corpus, source, split\? \} .*, not undefined$/);
    expect(await inputError(() => web2text.openCorpus(null as never))).toMatch(/^openCorpus takes the corpus as .*, not null$/);
    expect(await inputError(() => [...web2text.cleanevalPages(null as never, '/data')])).toBe('cleanevalPages takes the ids of CleanEval pages (an array of numbers) first, not null');
    expect(await inputError(() => [...web2text.readWcxbPages(undefined as never)])).toBe('readWcxbPages takes the WCXB folder (a path) first, not undefined');
    expect(await inputError(() => web2text.readJsonlCorpus(42 as never).next())).toBe('readJsonlCorpus takes the JSONL file (a path), not number');
    const empty = mkdtempSync(path.join(tmpdir(), 'w2t-library-arguments-'));
    expect(await inputError(() => web2text.listLabelledIds(null as never))).toBe('listLabelledIds takes the CleanEval folder (a path), not null');
    expect(await inputError(() => web2text.loadSplits(undefined as never))).toBe('loadSplits takes the CleanEval folder (a path), not undefined');
    expect(await inputError(() => web2text.labelPage('7' as never, empty))).toBe('labelPage takes the CleanEval id of a page (a whole number) first, not "7"');
    expect(await inputError(() => web2text.labelRecords(null as never))).toBe('labelRecords takes a labelled page made by labelPage(id, dataDir), not null');
    expect(await inputError(() => web2text.summariseDataset({} as never))).toBe('summariseDataset takes a dataset made by buildDataset or loadDataset, not object');
    expect(await inputError(() => web2text.saveDataset(path.join(empty, 'x.w2td'), null as never))).toBe('saveDataset takes a dataset made by buildDataset or loadDataset, not null');
    expect(await inputError(() => web2text.buildDataset(undefined as never))).toMatch(/^buildDataset takes its options, .*, not undefined$/);
    expect(await inputError(() => web2text.alignmentReport(null as never, Buffer.from('x'), { origName: 'a', cleanName: 'b' }))).toMatch(/^alignmentReport takes the page's bytes .*, not null$/);
    expect(await inputError(() => new web2text.SiteContext(null as never))).toMatch(/^new SiteContext takes the pages of the site, .*, not null$/);
    expect(await inputError(() => web2text.bindToSite(page, {} as never))).toBe('bindToSite takes the site (a SiteContext) after the page, not object');
    expect(await inputError(() => web2text.keyPageTemplate(SITE, undefined as never))).toBe('keyPageTemplate takes the URL of a page of the site (a string) after the site, not undefined');
    expect(await inputError(() => web2text.keyPageTemplate(null as never, 'https://example.org/a.html'))).toMatch(/^keyPageTemplate takes the site .*, not null$/);
    const { page: keyPage, result } = web2text.keyPageTemplate(SITE, 'https://example.org/a.html');
    expect(await inputError(() => web2text.templateReport(undefined as never, keyPage))).toMatch(/^templateReport takes the result of keyPageTemplate\(site, url\) first, not undefined$/);
    expect(await inputError(() => web2text.markedTemplateHtml(result, null as never))).toBe('markedTemplateHtml takes a page made by loadPage(html), not null');
    expect(await inputError(() => web2text.labelPages(null as never, []))).toMatch(/^labelPages takes the batch source's entries .*, not null$/);
  });

  it('a CleanEval folder that is not there is named, not a bare ENOENT', async () => {
    const missing = path.join(tmpdir(), 'w2t-no-such-cleaneval');
    expect(() => web2text.listLabelledIds(missing)).toThrow(new web2text.CorpusError(`cannot read the CleanEval folder ${path.join(missing, 'orig')}: no such file`));
  });
});
