// The site_template feature group: what a model reads of the template, on pages bound to their site or not.
import { loadPage } from '../../src/dom/page';
import { SITE_TEMPLATE_GROUP } from '../../src/features/groups/site-template';
import { featureSet } from '../../src/features/sets';
import { bindToSite } from '../../src/site/page-binding';
import { generateSite, siteContextOf } from '../support/generated-sites';

const docs = generateSite('docs', 10);
const columns = (page: ReturnType<typeof loadPage>) => {
  const set = featureSet('modern+site-template');
  const { block } = set.compute(page);
  const width = set.blockFeatureNames.length;
  const found = set.blockFeatureNames.indexOf('site_template_found');
  return page.blocks.map((pageBlock, b) => ({ text: pageBlock.text.trim(), found: block[b * width + found], inTemplate: block[b * width + found + 1] }));
};

describe('site_template features', () => {
  it('mark the blocks of the template +1 and the page\'s own blocks −1 on a page bound to its site', () => {
    const page = loadPage(docs.pages[7].html);
    bindToSite(page, siteContextOf(docs), docs.pages[7].url);
    const rows = columns(page);
    expect(SITE_TEMPLATE_GROUP.names).toEqual(['site_template_found', 'in_site_template']);
    expect(rows.every((row) => row.found === 1)).toBe(true);
    expect(rows.find((row) => row.text === 'Edit this page')?.inTemplate).toBe(1);
    expect(rows.find((row) => row.text === 'Contents')?.inTemplate).toBe(1);
    const own = docs.pages[7].content.split('\n').slice(1);
    expect(rows.filter((row) => own.includes(row.text)).every((row) => row.inTemplate === -1)).toBe(true);
  });

  it('read 0 in both columns on a page without a site context, and on one whose site gives no template', () => {
    expect(columns(loadPage(docs.pages[7].html)).every((row) => row.found === 0 && row.inTemplate === 0)).toBe(true);
    const alone = loadPage(docs.pages[7].html);
    bindToSite(alone, siteContextOf({ ...docs, pages: docs.pages.slice(7, 8) }), docs.pages[7].url);
    expect(columns(alone).every((row) => row.found === 0 && row.inTemplate === 0)).toBe(true);
  });
});
