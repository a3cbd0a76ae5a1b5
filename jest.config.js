/** Tests are TypeScript, compiled per file by ts-jest (TypeScript 5 pinned; see README). */
const CORPUS_TESTS = require('./test/corpus-tests');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: { '^.+\\.ts$': '<rootDir>/test/ts-transform.js' },
  // The tests that need the whole corpora run with `npm run test:corpora` (jest.corpora.config.js).
  testPathIgnorePatterns: ['/node_modules/', ...CORPUS_TESTS.map((file) => `<rootDir>/${file}$`)],
  testTimeout: 120000,
  globalSetup: '<rootDir>/test/global-setup.js',
};
