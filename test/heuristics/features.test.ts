import { featureLayout } from '../../src/features/group';
import { HEURISTIC_OUTPUTS } from '../../src/features/groups/heuristics';
import { ARTICLE_PAGE, loadWithRegions } from '../support/heuristic-pages';

describe('heuristic block features', () => {
  const { page, region } = loadWithRegions(ARTICLE_PAGE);
  const HEURISTIC_FEATURE_NAMES = HEURISTIC_OUTPUTS.names;
  const features = featureLayout('block', [HEURISTIC_OUTPUTS]).compute(page);
  const k = HEURISTIC_FEATURE_NAMES.length;
  const column = (name: string): number[] =>
    page.blocks.map((_, b) => features[b * k + HEURISTIC_FEATURE_NAMES.indexOf(name)]);

  it('has one membership column per method and a score column for CETD and WLR', () => {
    expect(HEURISTIC_FEATURE_NAMES).toEqual(['cetd_content', 'cetd_score', 'mce_content', 'wlr_content', 'wlr_score', 'bte_content']);
    expect(features).toHaveLength(page.blocks.length * k);
  });

  it('encodes membership as ±1: +1 on article blocks, −1 on menu blocks', () => {
    for (const name of HEURISTIC_FEATURE_NAMES.filter((n) => n.endsWith('_content'))) {
      column(name).forEach((value, b) => expect(value).toBe(region[b] === 'article' ? 1 : -1));
    }
  });

  it('keeps scores in [0, 1]', () => {
    for (const value of [...column('cetd_score'), ...column('wlr_score')]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });
});
