import * as path from 'path';
import { readWcxbPage, readWcxbMetadata } from '../../src/corpora/wcxb-files';
import { loadPage } from '../../src/dom/page';
import { blocksToText } from '../../src/dom/text';
import { wordScores } from '../../src/eval/word-f1';
import { loadLearnedExtractor } from '../../src/inference/learned';
import { WCXB_DIR } from '../support/shared-data';

const MODELS = path.resolve(__dirname, '..', '..', 'models');

// WCXB validation page 0632 (allbirds.com, a collection): the shipped default reads its product grid as link
// lists and, without the floor, keeps almost none of it.
function collectionPage() {
  const info = readWcxbMetadata(WCXB_DIR).find((page) => page.id === '0632');
  const entry = readWcxbPage(info!, WCXB_DIR);
  if (!('page' in entry)) throw new Error('WCXB page 0632 has no gold text');
  return entry.page;
}

describe('the content floor with real models', () => {
  it('the shipped default lowers its bar on a page it would nearly empty, and recalls the gold better', async () => {
    const gold = collectionPage();
    const page = loadPage(gold.html);
    const floored = await loadLearnedExtractor();
    const plain = await loadLearnedExtractor({ contentFloor: false });
    const recallWith = wordScores(blocksToText(page.blocks, floored.label(page).labels), gold.gold).recall;
    const recallWithout = wordScores(blocksToText(page.blocks, plain.label(page).labels), gold.gold).recall;
    expect(recallWithout).toBeLessThan(0.1);
    expect(recallWith).toBeGreaterThan(recallWithout + 0.3);
  });

  it('models/cleaneval (the paper\'s comparison model) decodes without it unless asked', async () => {
    // WCXB 2920 (an Amazon best-seller list): models/cleaneval keeps no block of it.
    const info = readWcxbMetadata(WCXB_DIR).find((page) => page.id === '2920');
    const entry = readWcxbPage(info!, WCXB_DIR);
    if (!('page' in entry)) throw new Error('WCXB page 2920 has no gold text');
    const page = loadPage(entry.page.html);
    const model = path.join(MODELS, 'cleaneval');
    const kept = async (contentFloor?: boolean) => {
      const extractor = await loadLearnedExtractor(contentFloor === undefined ? { model } : { model, contentFloor });
      return extractor.label(page).labels.reduce((sum, label) => sum + label, 0);
    };
    expect(await kept()).toBe(0);
    expect(await kept(false)).toBe(0);
    expect(await kept(true)).toBeGreaterThan(10);
  });
});
