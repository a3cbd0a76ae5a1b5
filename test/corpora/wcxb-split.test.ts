import { SPLIT_PARTS } from '../../src/corpora/corpus';
import { isSkipped } from '../../src/corpora/corpus-entry';
import { siteOf } from '../../src/corpora/domains';
import { PART_SHARES, splitBySite, SplitPage } from '../../src/corpora/site-split';
import { readWcxbMetadata } from '../../src/corpora/wcxb-files';
import { deriveWcxbSplit, readWcxbPart, readWcxbSplit } from '../../src/corpora/wcxb-split';
import { WCXB_DIR } from '../support/shared-data';

describe('site of a domain', () => {
  it('is the registered domain', () => {
    expect(['garymarcus.substack.com', 'www.BBC.co.uk', 'news.bbc.co.uk', 'aaft.edu.in', 'example.org', 'localhost'].map(siteOf)).toEqual([
      'substack.com',
      'bbc.co.uk',
      'bbc.co.uk',
      'aaft.edu.in',
      'example.org',
      'localhost',
    ]);
  });
});

describe('split by site, stratified by page type', () => {
  const pages: SplitPage[] = [
    ...Array.from({ length: 10 }, (_, i) => ({ id: `a${i}`, pageType: 'article', domain: `site${i}.org` })),
    { id: 'b1', pageType: 'forum', domain: 'one.substack.com' },
    { id: 'b2', pageType: 'article', domain: 'two.substack.com' },
    { id: 'b3', pageType: 'forum', domain: 'substack.com' },
    { id: 'c1', pageType: 'product', domain: 'shop.example' },
    { id: 'c2', pageType: 'collection', domain: 'shop.example' },
    { id: 'x', pageType: 'product' },
  ];

  it('keeps a site in one part, spreads each type about 60/20/20 and is deterministic', () => {
    const split = splitBySite(pages, 'seed');
    expect(splitBySite([...pages].reverse(), 'seed')).toEqual(split);
    const partOf = (id: string) => SPLIT_PARTS.find((part) => split[part].includes(id));
    expect(new Set(['b1', 'b2', 'b3'].map(partOf)).size).toBe(1);
    expect(partOf('c1')).toBe(partOf('c2'));
    expect(SPLIT_PARTS.flatMap((part) => split[part]).sort()).toEqual(pages.map((p) => p.id).sort());
    // the 10 one-page article sites: 6 / 2 / 2
    const articles = (part: (typeof SPLIT_PARTS)[number]) => split[part].filter((id) => id.startsWith('a')).length;
    expect(SPLIT_PARTS.map(articles)).toEqual([6, 2, 2]);
    // The first group of each stratum goes to train: the substack group (stratum forum, 2 of its 3 pages), the
    // shop group (a tie: collection before product) and the page without a domain (a group of its own, product).
    expect([partOf('b1'), partOf('c1'), partOf('x')]).toEqual(['train', 'train', 'train']);
  });

  it('orders groups by the seed', () => {
    const orders = ['1', '2', '3', '4'].map((seed) => splitBySite(pages, seed).test.join());
    expect(new Set(orders).size).toBeGreaterThan(1);
  });
});

describe('the WCXB split in splits/wcxb.json', () => {
  const metadata = readWcxbMetadata(WCXB_DIR);
  const split = readWcxbSplit();

  it('is what the split algorithm derives from metadata.json', () => {
    expect(split).toEqual(deriveWcxbSplit(metadata));
    expect(split.train.slice(0, 5)).toEqual(['0001', '0002', '0004', '0005', '0013']);
    expect(split.validation.slice(0, 5)).toEqual(['0003', '0009', '0010', '0011', '0017']);
    expect(split.test.slice(0, 5)).toEqual(['0006', '0007', '0008', '0012', '0020']);
    expect([split.train.length, split.validation.length, split.test.length]).toEqual([804, 269, 268]);
  });

  it('puts every WCXB page in exactly one part and no site in two', () => {
    const all = SPLIT_PARTS.flatMap((part) => split[part]);
    expect(all.sort()).toEqual(metadata.map((page) => page.id));
    const domainOf = new Map(metadata.map((page) => [page.id, page.domain]));
    const partsOfSite = new Map<string, Set<string>>();
    for (const part of SPLIT_PARTS) {
      for (const id of split[part]) {
        const domain = domainOf.get(id);
        if (domain === undefined) continue;
        partsOfSite.set(siteOf(domain), (partsOfSite.get(siteOf(domain)) ?? new Set()).add(part));
      }
    }
    expect([...partsOfSite].filter(([, parts]) => parts.size > 1)).toEqual([]);
    expect(partsOfSite.size).toBeGreaterThan(1000);
  });

  it('gives each page type about 60 / 20 / 20 of its pages', () => {
    const partOf = new Map(SPLIT_PARTS.flatMap((part) => split[part].map((id) => [id, part] as const)));
    for (const type of new Set(metadata.map((page) => page.pageType))) {
      const ofType = metadata.filter((page) => page.pageType === type);
      for (const part of SPLIT_PARTS) {
        const share = ofType.filter((page) => partOf.get(page.id) === part).length / ofType.length;
        expect([type, part, Math.abs(share - PART_SHARES[part]) <= 0.05]).toEqual([type, part, true]);
      }
    }
  });

  it('reads the pages of a part, reporting those without main_content', () => {
    const entries = [...readWcxbPart('validation', WCXB_DIR)];
    expect(entries).toHaveLength(split.validation.length);
    expect(entries.filter(isSkipped).map((entry) => entry.skipped.id)).toEqual(['4802']);
  });

  it('fails with the file name on a missing split file', () => {
    expect(() => readWcxbSplit('no/such/split.json')).toThrow('cannot read WCXB split file no/such/split.json');
  });
});
