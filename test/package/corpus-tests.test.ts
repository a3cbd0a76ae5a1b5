// `npm test` runs from a fresh clone, without the corpora beside the repository: a test file that reads them
// (through test/support/shared-data.ts, or by naming ../shared) must be listed in test/corpus-tests.js, which
// leaves it to `npm run test:corpora`. And the list names only test files that exist.
import { existsSync, readFileSync } from 'fs';
import { join, relative } from 'path';
import { filesUnder, REPO_ROOT } from '../support/repo-files';

const CORPUS_TESTS: string[] = require('../corpus-tests');

/** Whether a test file's text reads the corpora beside the repository. */
function readsSharedCorpora(text: string): boolean {
  return /from '(?:\.\.?\/)+support\/shared-data'|\.\.\/shared\/|'\.\.', 'shared'/.test(text);
}

describe('the corpus-test list (test/corpus-tests.js)', () => {
  it('tells a file that reads the corpora from one that does not', () => {
    expect(readsSharedCorpora("import { WCXB_DIR } from '../support/shared-data';")).toBe(true);
    expect(readsSharedCorpora("const dir = path.join('..', 'shared', 'cleaneval');")).toBe(true);
    expect(readsSharedCorpora("readFileSync('../shared/wcxb/metadata.json')")).toBe(true);
    expect(readsSharedCorpora("const WCXB = path.join(__dirname, '..', 'fixtures', 'wcxb');")).toBe(false);
  });

  it('lists every test file that reads the corpora, and only files that exist', () => {
    const tests = filesUnder(join(REPO_ROOT, 'test'), '.test.ts')
      .filter((file) => file !== __filename) // its examples above name ../shared
      .map((file) => relative(REPO_ROOT, file).split('\\').join('/'));
    const reading = tests.filter((file) => readsSharedCorpora(readFileSync(join(REPO_ROOT, file), 'utf8')));
    expect(reading.length).toBeGreaterThan(10);
    expect(reading.filter((file) => !CORPUS_TESTS.includes(file))).toEqual([]);
    expect(CORPUS_TESTS.filter((file) => !existsSync(join(REPO_ROOT, file)))).toEqual([]);
  });
});
