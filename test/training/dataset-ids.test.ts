// buildDataset({ ids }) refuses ids that are no labelled page of the CleanEval folder, as `dataset --ids` does.
import { InputError } from '../../src/errors';
import { buildDataset } from '../../src/index';
import { twoPageCleanEval } from '../support/two-page-cleaneval';

const data = twoPageCleanEval('w2t-dataset-ids-');

describe('buildDataset with CleanEval ids', () => {
  it('refuses ids that are no labelled page, naming them, instead of skipping them', () => {
    const build = () => buildDataset({ ids: [1, 2, 99999], dataDir: data });
    expect(build).toThrow(InputError);
    expect(build).toThrow(new Error('no labelled page 2, 99999: a labelled page N has orig/N.html and clean/N.txt'));
  });

  it('builds the labelled pages', () => {
    const built = buildDataset({ ids: [1], dataDir: data });
    expect(built.pages.map((page) => page.id)).toEqual(['1']);
    expect(built.skipped).toEqual([]);
  });
});
