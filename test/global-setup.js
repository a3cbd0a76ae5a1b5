// The tests read real pages from the shared datasets beside the repository; without them they must fail loudly,
// not pass by skipping (a test that cannot find its component is a failure).
const { existsSync, statSync } = require('fs');
const path = require('path');

const REQUIRED = ['../shared/cleaneval/splits.json', '../shared/cleaneval/orig', '../shared/wcxb/metadata.json'];

module.exports = async function checkDatasets() {
  // TensorFlow.js runs from the package's bundle (src/model/tf.js): `npm ci` builds it, `npm run build` rebuilds it.
  const bundle = path.resolve(__dirname, '..', 'dist', 'model', 'tf.js');
  const entry = path.resolve(__dirname, '..', 'src', 'model', 'tfjs-entry.ts');
  if (!existsSync(bundle) || statSync(bundle).mtimeMs < statSync(entry).mtimeMs) {
    throw new Error(`the tests run TensorFlow.js from ${bundle}, which is missing or older than ${entry}: run npm run build`);
  }
  const missing = REQUIRED.filter((file) => !existsSync(path.resolve(__dirname, '..', file)));
  if (missing.length > 0) {
    throw new Error(`the tests need the shared datasets beside the repository; missing: ${missing.join(', ')} (see docs/guide.md)`);
  }
};
