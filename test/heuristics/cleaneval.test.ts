import { listLabelledIds, loadOrigBytes } from '../../src/corpora/cleaneval-files';
import { loadPage } from '../../src/dom/page';
import { HEURISTICS, HEURISTIC_NAMES } from '../../src/heuristics';
import { CLEANEVAL_DIR } from '../support/shared-data';

// 50 CleanEval pages spread over the corpus, read through the data layer's relative default path.
const ids = listLabelledIds(CLEANEVAL_DIR);
const SAMPLE = Array.from({ length: 50 }, (_, k) => ids[Math.floor((k * ids.length) / 50)]);

describe('heuristics on 50 CleanEval pages', () => {
  it('label every block of every page and keep some content on most pages', () => {
    const pagesWithContent = Object.fromEntries(HEURISTIC_NAMES.map((name) => [name, 0]));
    for (const id of SAMPLE) {
      const page = loadPage(loadOrigBytes(id, CLEANEVAL_DIR), { cleaneval: true });
      for (const name of HEURISTIC_NAMES) {
        const { labels, scores } = HEURISTICS[name].label(page);
        expect(labels).toHaveLength(page.blocks.length);
        if (scores) expect(scores.every((score) => score >= 0 && score <= 1)).toBe(true);
        if (labels.some((label) => label === 1)) pagesWithContent[name]++;
      }
    }
    for (const name of HEURISTIC_NAMES) expect(pagesWithContent[name]).toBeGreaterThanOrEqual(45);
  });
});
