// TensorFlow.js as web2text uses it: the core ops with their gradients, the pure-JS cpu backend and the
// WebAssembly backend (each registers itself on import). `npm run build` bundles this file with those packages'
// ES module builds into dist/model/tf.js (scripts/build-dist.ts) — tfjs-core's CommonJS build has no gradients —
// so that users install one file rather than the packages' 66 MB. Code imports it as ./tf (tf.js, tf.d.ts).
import * as path from 'path';
import '@tensorflow/tfjs-core/dist/register_all_gradients';
import '@tensorflow/tfjs-backend-cpu';

export * from '@tensorflow/tfjs-core';
export { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

/** The wasm backend's .wasm binaries: the build copies them beside the bundle. */
export const WASM_FOLDER = path.join(__dirname, 'tfjs-wasm');
