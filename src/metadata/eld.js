// The language detector (eld) when web2text runs from source (the tests, tsx): the package's bundle of it, built by
// `npm run build` (scripts/build-dist.ts), so that the same code runs here and in an installed package.
module.exports = require('../../dist/metadata/eld.js');
