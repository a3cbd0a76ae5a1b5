// Issue 17's acceptance on generated sites: five layouts of ten pages each, every page the key page in turn.
import { wordScores } from '../../src/eval/word-f1';
import { keyPageTemplate } from '../../src/heuristics/site-template';
import { extractWith } from '../../src/inference/extract';
import { createExtractor } from '../../src/inference/registry';
import { generateSite, knownTemplate, LAYOUT_NAMES, siteContextOf } from '../support/generated-sites';

describe.each(LAYOUT_NAMES)('generated site "%s", 10 pages', (layout) => {
  const generated = generateSite(layout, 10);
  const site = siteContextOf(generated);

  it('finds each page\'s template among the pages of its menu: node precision and recall ≥ 0.95', () => {
    let truePositives = 0;
    let found = 0;
    let known = 0;
    for (const page of generated.pages) {
      const { result } = keyPageTemplate(site, page.url);
      if (!result.found) throw new Error(`${page.url}: ${result.reason}`);
      expect(result.choice).toBe('complete subdigraph');
      expect(result.compared).toHaveLength(3);
      const gold = knownTemplate(page.html, generated.slot);
      expect(gold).not.toBeNull();
      expect(gold).toHaveLength(result.template.length);
      for (let i = 0; i < gold!.length; i++) {
        truePositives += gold![i] & result.template[i];
        found += result.template[i];
        known += gold![i];
      }
    }
    expect(truePositives / found).toBeGreaterThanOrEqual(0.95);
    expect(truePositives / known).toBeGreaterThanOrEqual(0.95);
  });

  it('extracts each page\'s own content and nothing of the template: word F1 ≥ 0.95 on every page', async () => {
    // The method as any caller uses it: each page found in its site by its source.
    const extractor = await createExtractor('template', { site });
    for (const page of generated.pages) {
      const { text, fallbackReason } = extractWith(extractor, page.html);
      expect(fallbackReason).toBeUndefined();
      expect(wordScores(text, page.content).f1).toBeGreaterThanOrEqual(0.95);
    }
  });
});
