// buildDataset({ ids }) refuses ids that are no labelled page of the CleanEval folder, as `dataset --ids` does.
import { mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { InputError } from '../../src/errors';
import { buildDataset } from '../../src/index';

const data = mkdtempSync(path.join(tmpdir(), 'w2t-dataset-ids-'));
mkdirSync(path.join(data, 'orig'));
mkdirSync(path.join(data, 'clean'));
writeFileSync(
  path.join(data, 'orig', '1.html'),
  '<text id="http://example.org/a" title="A" encoding="utf-8">\n<html><body><div>Menu</div><p>The ferry leaves at dawn from the old pier on the island.</p></body></html>\n</text>\n',
);
writeFileSync(path.join(data, 'clean', '1.txt'), 'URL: http://example.org/a\n\n<p>The ferry leaves at dawn from the old pier on the island.\n');
// An orig file without its clean file is no labelled page.
writeFileSync(path.join(data, 'orig', '2.html'), '<text id="http://example.org/b" title="B" encoding="utf-8">\n<p>Unlabelled.</p>\n</text>\n');

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
