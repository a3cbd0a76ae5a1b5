// Before the tests: TensorFlow.js runs from the package's bundle (src/model/tf.js), which `npm ci` builds and
// `npm run build` rebuilds; a missing or stale one fails loudly rather than testing other code.
const { existsSync, statSync } = require('fs');
const path = require('path');

module.exports = async function checkBundle() {
  const bundle = path.resolve(__dirname, '..', 'dist', 'model', 'tf.js');
  const entry = path.resolve(__dirname, '..', 'src', 'model', 'tfjs-entry.ts');
  if (!existsSync(bundle) || statSync(bundle).mtimeMs < statSync(entry).mtimeMs) {
    throw new Error(`the tests run TensorFlow.js from ${bundle}, which is missing or older than ${entry}: run npm run build`);
  }
};
