// The corpus tests read the whole corpora beside the repository; without them they must fail loudly, not pass by
// skipping (a test that cannot find its component is a failure). `npm run data` fetches them.
const { existsSync } = require('fs');
const path = require('path');
const checkBundle = require('./global-setup');

const REQUIRED = ['../shared/cleaneval/splits.json', '../shared/cleaneval/orig', '../shared/wcxb/metadata.json'];

module.exports = async function checkCorpora() {
  await checkBundle();
  const missing = REQUIRED.filter((file) => !existsSync(path.resolve(__dirname, '..', file)));
  if (missing.length > 0) {
    throw new Error(`the corpus tests need the corpora beside the repository; missing: ${missing.join(', ')} (npm run data fetches them)`);
  }
};
