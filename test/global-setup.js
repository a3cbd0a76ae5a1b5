// Before the tests: TensorFlow.js and eld run from the package's bundles (src/model/tf.js, src/metadata/eld.js),
// which `npm ci` builds and `npm run build` rebuilds; a missing or stale one fails loudly rather than testing other
// code.
const { existsSync, statSync } = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');
/** Each bundle, and the file it must be newer than: its entry, or the package it bundles. */
const BUNDLES = [
  { bundle: 'dist/model/tf.js', source: 'src/model/tfjs-entry.ts' },
  { bundle: 'dist/metadata/eld.js', source: 'node_modules/eld/package.json' },
];

module.exports = async function checkBundles() {
  for (const { bundle, source } of BUNDLES.map(({ bundle, source }) => ({ bundle: path.join(ROOT, bundle), source: path.join(ROOT, source) }))) {
    if (!existsSync(bundle) || statSync(bundle).mtimeMs < statSync(source).mtimeMs) {
      throw new Error(`the tests run ${bundle}, which is missing or older than ${source}: run npm run build`);
    }
  }
};
