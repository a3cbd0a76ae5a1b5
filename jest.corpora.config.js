/** The tests that read the whole corpora in ../shared (test/corpus-tests.js): `npm run test:corpora`. */
const path = require('path');
const base = require('./jest.config');

// The corpora's folder, for these tests and the CLI they run (workers inherit it): ../shared beside the repository,
// where `npm run data` puts them, unless WEB2TEXT_DATA names another.
process.env.WEB2TEXT_DATA ||= path.resolve(__dirname, '..', 'shared');
const CORPUS_TESTS = require('./test/corpus-tests');

module.exports = {
  ...base,
  testPathIgnorePatterns: ['/node_modules/'],
  testMatch: CORPUS_TESTS.map((file) => `<rootDir>/${file}`),
  globalSetup: '<rootDir>/test/corpora-setup.js',
};
