// The tests read real pages from the shared datasets beside the repository; without them they must fail loudly,
// not pass by skipping (a test that cannot find its component is a failure).
const { existsSync } = require('fs');
const path = require('path');

const REQUIRED = ['../shared/cleaneval/splits.json', '../shared/cleaneval/orig', '../shared/wcxb/metadata.json'];

module.exports = async function checkDatasets() {
  const missing = REQUIRED.filter((file) => !existsSync(path.resolve(__dirname, '..', file)));
  if (missing.length > 0) {
    throw new Error(`the tests need the shared datasets beside the repository; missing: ${missing.join(', ')} (see docs/guide.md)`);
  }
};
