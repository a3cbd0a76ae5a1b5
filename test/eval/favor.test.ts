import * as path from 'path';
import { readWcxbMetadata, readWcxbPages } from '../../src/corpora/wcxb-files';
import { readWcxbSplit } from '../../src/corpora/wcxb-split';
import { isSkipped } from '../../src/corpora/corpus-entry';
import type { GoldPage } from '../../src/corpora/corpus';
import { evaluate } from '../../src/eval/evaluate';
import type { Favor } from '../../src/model/favor';

// The first 12 WCXB validation pages with a gold text: a user's policy moves the shipped default's word
// precision and recall in opposite directions (block precision and recall too).
// They are among the WCXB pages committed for the tests (test/fixtures/wcxb/ATTRIBUTION.md).
const WCXB_FIXTURE = path.join(__dirname, '..', 'fixtures', 'wcxb');
const committed = new Set(readWcxbMetadata(WCXB_FIXTURE).map((info) => info.id));
const validation = readWcxbSplit().validation.filter((id) => committed.has(id));
const pages: GoldPage[] = [];
for (const entry of readWcxbPages(WCXB_FIXTURE, validation)) {
  if (!isSkipped(entry)) pages.push(entry.page);
  if (pages.length === 12) break;
}

async function scoresWith(favor: Favor) {
  const { viterbi } = await evaluate({ pages, model: { favor } });
  return { precision: viterbi.wordF1.overall.precision, recall: viterbi.wordF1.overall.recall, blockPrecision: viterbi.precision, blockRecall: viterbi.recall };
}

describe('--favor precision | balanced | recall', () => {
  it('raises precision and lowers recall towards "precision", the other way towards "recall"', async () => {
    const precision = await scoresWith('precision');
    const balanced = await scoresWith('balanced');
    const recall = await scoresWith('recall');
    expect(precision.blockPrecision).toBeGreaterThan(balanced.blockPrecision);
    expect(balanced.blockPrecision).toBeGreaterThan(recall.blockPrecision);
    expect(precision.blockRecall).toBeLessThan(balanced.blockRecall);
    expect(balanced.blockRecall).toBeLessThan(recall.blockRecall);
    expect(precision.precision).toBeGreaterThanOrEqual(balanced.precision);
    expect(recall.recall).toBeGreaterThanOrEqual(balanced.recall);
  });

  it('refuses an unknown policy with a one-line error', async () => {
    await expect(evaluate({ pages: pages.slice(0, 1), model: { favor: 'everything' as Favor } })).rejects.toThrow(/option model.favor: .*"everything"/);
  });
});
