import { HEURISTICS, HEURISTIC_NAMES, createCetd, createWlr } from '../../src/heuristics';
import { loadPage } from '../../src/dom/page';
import { ARTICLE_PAGE, LINK_LIST_PAGE, TWO_REGIONS_PAGE, loadWithRegions, regionsByLabel } from '../support/heuristic-pages';

describe.each(HEURISTIC_NAMES)('%s on hand-made pages', (name) => {
  const extractor = HEURISTICS[name];

  it('keeps an article and drops the menu and footer around it', () => {
    const { page, region } = loadWithRegions(ARTICLE_PAGE);
    const result = extractor.label(page);
    expect(result.labels).toHaveLength(page.blocks.length);
    const { content, boilerplate } = regionsByLabel(region, result.labels);
    expect([...content]).toEqual(['article']);
    expect(boilerplate).toEqual(new Set(['menu', 'footer']));
    expect(result.reason).toBeUndefined();
  });

  it('never labels the menu or the footer of a page with two stories', () => {
    const { page, region } = loadWithRegions(TWO_REGIONS_PAGE);
    const labels = extractor.label(page).labels;
    const chosen = region.filter((id, i) => labels[i] === 1 && id !== 'ads');
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.every((id) => id === 'first' || id === 'second')).toBe(true);
  });
});

describe('methods on a page with two content regions', () => {
  const { page, region } = loadWithRegions(TWO_REGIONS_PAGE);
  const regionsOf = (labels: Uint8Array): string[] => [...regionsByLabel(region, labels).content].sort();

  it('CETD and MCE keep both stories and nothing between them', () => {
    expect(regionsOf(HEURISTICS.cetd.label(page).labels)).toEqual(['first', 'second']);
    expect(regionsOf(HEURISTICS.mce.label(page).labels)).toEqual(['first', 'second']);
  });

  it('WLR keeps one main block: the first story', () => {
    expect(regionsOf(HEURISTICS.wlr.label(page).labels)).toEqual(['first']);
  });

  it('BTE keeps one contiguous run of blocks, spanning the ads between the stories', () => {
    const labels = HEURISTICS.bte.label(page).labels;
    const first = labels.indexOf(1);
    const last = labels.lastIndexOf(1);
    expect(labels.slice(first, last + 1).every((label) => label === 1)).toBe(true);
    expect(regionsOf(labels)).toEqual(['ads', 'first', 'second']);
  });
});

describe('a page that is only a link list', () => {
  const page = loadPage(LINK_LIST_PAGE);
  const share = (labels: Uint8Array): number => labels.reduce((sum, label) => sum + label, 0) / labels.length;

  it('CETD finds no non-link text and says so', () => {
    const result = HEURISTICS.cetd.label(page);
    expect(share(result.labels)).toBe(0);
    expect(result.reason).toMatch(/link/);
  });

  it('BTE and MCE keep at most a few items', () => {
    expect(share(HEURISTICS.bte.label(page).labels)).toBeLessThanOrEqual(0.1);
    expect(share(HEURISTICS.mce.label(page).labels)).toBeLessThanOrEqual(0.1);
  });

  it('WLR has no notion of links (a limitation of the paper) and keeps the whole list', () => {
    expect(share(HEURISTICS.wlr.label(page).labels)).toBe(1);
  });
});

describe('options', () => {
  it('literal WLR relevance always selects body (docs/methods/words-leaf-ratio.md §4.5)', () => {
    const page = loadPage(ARTICLE_PAGE);
    expect(createWlr({ relevanceFactor: 'literal' }).label(page).labels.every((label) => label === 1)).toBe(true);
  });

  it('CETD with λ = 0 keeps every block (paper §5.5: recall 100%)', () => {
    const page = loadPage(ARTICLE_PAGE);
    expect(createCetd({ lambda: 0 }).label(page).labels.every((label) => label === 1)).toBe(true);
  });

  it('CETD-DS (plain text density) also finds the article', () => {
    const { page, region } = loadWithRegions(ARTICLE_PAGE);
    expect([...regionsByLabel(region, createCetd({ variant: 'CETD-DS' }).label(page).labels).content]).toEqual(['article']);
  });

  it('CETD and WLR scores lie in [0, 1] and rank article blocks above menu blocks', () => {
    const { page, region } = loadWithRegions(ARTICLE_PAGE);
    for (const extractor of [HEURISTICS.cetd, HEURISTICS.wlr]) {
      const scores = extractor.label(page).scores!;
      expect(scores.every((score) => score >= 0 && score <= 1)).toBe(true);
      const mean = (id: string): number => {
        const own = [...scores].filter((_, i) => region[i] === id);
        return own.reduce((a, b) => a + b, 0) / own.length;
      };
      expect(mean('article')).toBeGreaterThan(mean('menu'));
    }
  });
});
