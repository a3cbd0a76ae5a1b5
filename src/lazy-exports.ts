// Exports that load their module on first use, so that `require('web2text')` costs only what the caller uses:
// extracting a page never loads training, the Redis queue or the report, and a heuristic never loads TensorFlow.js.

/** Defines each of `names` on `exports` as a getter of that name in the module `load` returns, loaded once. */
export function lazyExports(exports: object, load: () => object, names: readonly string[]): void {
  let loaded: Record<string, unknown> | undefined;
  for (const name of names) {
    Object.defineProperty(exports, name, {
      enumerable: true,
      get: () => (loaded ??= load() as Record<string, unknown>)[name],
    });
  }
}
