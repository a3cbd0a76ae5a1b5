/** Tests are TypeScript, compiled per file by ts-jest (TypeScript 5 pinned; see README). */
const CORPUS_TESTS = require('./test/corpus-tests');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: { '^.+\\.ts$': '<rootDir>/test/ts-transform.js' },
  // The tests that need the whole corpora run with `npm run test:corpora` (jest.corpora.config.js).
  testPathIgnorePatterns: ['/node_modules/', ...CORPUS_TESTS.map((file) => `<rootDir>/${file}$`)],
  testTimeout: 120000,
  // A worker per core: Jest's default, one per core but one, runs every file in one process on 2 cores, one after
  // another; the main process only waits, and many tests wait on child processes, Redis or Chromium.
  maxWorkers: '100%',
  globalSetup: '<rootDir>/test/global-setup.js',
};
