// The corpus tests read the whole corpora beside the repository; without them they must fail loudly, not pass by
// skipping (a test that cannot find its component is a failure). `npm run data` fetches them.
const { existsSync } = require('fs');
const path = require('path');
const buildWhenStale = require('./global-setup');

const REQUIRED = ['cleaneval/splits.json', 'cleaneval/orig', 'wcxb/metadata.json'];

module.exports = async function checkCorpora() {
  await buildWhenStale();
  const root = process.env.WEB2TEXT_DATA;
  const missing = REQUIRED.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) {
    throw new Error(`the corpus tests need the corpora in ${root}; missing: ${missing.join(', ')} (npm run data fetches them)`);
  }
};
