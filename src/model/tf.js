// TensorFlow.js when web2text runs from source (the tests, tsx): the package's own bundle of it, built by
// `npm run build` from tfjs-entry.ts, so that the same code runs here and in an installed package. The build
// writes the bundle as dist/model/tf.js, where it replaces this file.
module.exports = require('../../dist/model/tf.js');
