// The template method on real pages: WCXB's pages of one site (rei.com, 12 pages whose menus link to each other).
import * as path from 'path';
import { readFileSync } from 'fs';
import { loadPage } from '../../src/dom/page';
import { blocksToText } from '../../src/dom/text';
import { wordScores } from '../../src/eval/word-f1';
import { groundTruthPath, readWcxbGold, readWcxbHtml, readWcxbMetadata } from '../../src/corpora/wcxb-files';
import { SITE_TEMPLATE, TEMPLATE_BLOCKS } from '../../src/heuristics/site-template/page-template';
import { bindToSite } from '../../src/site/page-binding';
import { SiteContext } from '../../src/site/site-context';

/** WCXB pages committed for the tests (test/fixtures/wcxb/ATTRIBUTION.md), rei.com's among them. */
const WCXB = path.join(__dirname, '..', 'fixtures', 'wcxb');
const ids = readWcxbMetadata(WCXB).filter((info) => info.domain === 'rei.com').map((info) => info.id);
const urlOf = (id: string): string => (JSON.parse(readFileSync(groundTruthPath(WCXB, id), 'utf8')) as { url: string }).url;

describe('WCXB rei.com (12 pages of one site)', () => {
  const site = new SiteContext(ids.map((id) => ({ url: urlOf(id), read: () => readWcxbHtml(id, WCXB) })));

  it('finds a template of every page from pages its menu links to, and keeps the gold text while dropping much of the rest', () => {
    expect(ids).toHaveLength(12);
    let templatePrecision = 0;
    let allPrecision = 0;
    for (const id of ids) {
      const page = loadPage(readWcxbHtml(id, WCXB));
      bindToSite(page, site, urlOf(id));
      const result = page.get(SITE_TEMPLATE);
      if (!result.found) throw new Error(`${id}: ${result.reason}`);
      expect(result.choice).toBe('complete subdigraph');
      const inTemplate = page.get(TEMPLATE_BLOCKS)!;
      const gold = readWcxbGold(id, WCXB)!;
      const template = wordScores(blocksToText(page.blocks, inTemplate.map((flag) => 1 - flag)), gold);
      const all = wordScores(blocksToText(page.blocks, new Uint8Array(page.blocks.length).fill(1)), gold);
      // The template holds (almost) none of the main content …
      expect(template.recall).toBeGreaterThanOrEqual(0.95);
      expect(template.precision).toBeGreaterThan(all.precision);
      templatePrecision += template.precision / ids.length;
      allPrecision += all.precision / ids.length;
    }
    // … and removing it takes out a good part of what is not main content.
    expect(templatePrecision).toBeGreaterThan(allPrecision + 0.15);
  });
});
