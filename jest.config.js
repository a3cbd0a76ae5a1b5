/** Tests are TypeScript, compiled per file by ts-jest (TypeScript 5 pinned; see README). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: { '^.+\\.ts$': ['ts-jest', { isolatedModules: true }] },
  testTimeout: 120000,
  globalSetup: '<rootDir>/test/global-setup.js',
};
