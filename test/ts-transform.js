// The tests' TypeScript transform: ts-jest, and each module's intrinsics bound once at its top.
// Jest runs modules in a vm context, where Node looks every global name up through an interceptor: a hot loop that
// calls Math.max or allocates a Float64Array ran 40–80× slower than under node (the alignment of a WCXB page's gold
// text, 7× slower as a whole). Module-scope constants holding the same objects make those lookups local.
const crypto = require('crypto');
const tsJest = require('ts-jest').default;

/** Intrinsics the library uses in loops; not Date, timers or Promise, which jest's fake timers may replace. */
const INTRINSICS = [
  'Math', 'Number', 'String', 'Array', 'Object', 'JSON', 'Map', 'Set', 'WeakMap', 'RegExp',
  'Float32Array', 'Float64Array', 'Int8Array', 'Int16Array', 'Int32Array', 'Uint8Array', 'Uint16Array', 'Uint32Array',
  'isFinite', 'isNaN', 'parseInt', 'parseFloat',
];
const BINDINGS = `const { ${INTRINSICS.join(', ')} } = globalThis;`;
const STRICT = /^(["'])use strict\1;/;

/** The bindings after the "use strict" directive, on its line, so that the source map's lines stay right. */
function withBindings(code) {
  const strict = STRICT.exec(code);
  return strict ? `${strict[0]}${BINDINGS}${code.slice(strict[0].length)}` : `${BINDINGS}${code}`;
}

module.exports = {
  createTransformer(options) {
    const inner = tsJest.createTransformer(options);
    return {
      process(source, file, transformOptions) {
        const result = inner.process(source, file, transformOptions);
        return typeof result === 'string' ? withBindings(result) : { ...result, code: withBindings(result.code) };
      },
      getCacheKey(source, file, transformOptions) {
        return crypto.createHash('sha1').update(inner.getCacheKey(source, file, transformOptions)).update(BINDINGS).digest('hex');
      },
    };
  },
};
