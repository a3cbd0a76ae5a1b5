/** The tests that read the whole corpora in ../shared (test/corpus-tests.js): `npm run test:corpora`. */
const base = require('./jest.config');
const CORPUS_TESTS = require('./test/corpus-tests');

module.exports = {
  ...base,
  testPathIgnorePatterns: ['/node_modules/'],
  testMatch: CORPUS_TESTS.map((file) => `<rootDir>/${file}`),
  globalSetup: '<rootDir>/test/corpora-setup.js',
};
