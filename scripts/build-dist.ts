// The package build after `tsc`: the CLI made executable, the report's browser files copied, and the modules
// that wrap packages of thousands of files rebuilt as one bundle each (with those packages inside), so that a
// user's install holds the code web2text runs rather than every build those packages ship.
import { build } from 'esbuild';
import { chmodSync, copyFileSync, cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'fs';
import * as path from 'path';

const ROOT = path.resolve(__dirname, '..');

/**
 * Bundles, entry in src/ → file in dist/: TensorFlow.js (core, cpu and wasm backends: 66 MB installed) and the
 * Wilcoxon test (@stdlib: 232 packages, 24 MB). Their licences (Apache-2.0) are kept in the bundles and LICENSE.
 */
const BUNDLES: readonly { entry: string; out: string }[] = [
  { entry: 'model/tfjs-entry', out: 'model/tf' },
  { entry: 'eval/wilcoxon', out: 'eval/wilcoxon' },
];

/**
 * dist/model/tf.d.ts: the tensor types web2text's own declarations name (its networks' weights and activations),
 * opaque, so that a TypeScript program using the package type-checks without TensorFlow.js's type packages; the
 * API takes and returns no tensor.
 */
const TF_DECLARATIONS = `// The tensor types that web2text's declarations name; TensorFlow.js itself is bundled in tf.js.
export interface Tensor {
  readonly shape: number[];
  readonly dtype: string;
  dispose(): void;
}
export type Scalar = Tensor;
export type Tensor1D = Tensor;
export type Tensor2D = Tensor;
export type Tensor3D = Tensor;
export type Tensor4D = Tensor;
export type Variable = Tensor;
`;

async function bundle(entry: string, out: string): Promise<void> {
  await build({
    entryPoints: [path.join(ROOT, 'src', `${entry}.ts`)],
    outfile: path.join(ROOT, 'dist', `${out}.js`),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // The ES module builds: tfjs-core's gradients exist only there, and they must share the one copy of its code.
    mainFields: ['module', 'main'],
    // tfjs-core fetches models over HTTP with node-fetch; web2text reads its models from files.
    external: ['node-fetch'],
    // The tfjs packages declare most files free of side effects, but importing them is what registers the
    // backends, kernels and gradients.
    ignoreAnnotations: true,
    logLevel: 'warning',
  });
}

/** The wasm backend's binaries, beside the bundle where tf.ts looks for them. */
function copyWasmBinaries(): void {
  const from = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
  const to = path.join(ROOT, 'dist', 'model', 'tfjs-wasm');
  mkdirSync(to, { recursive: true });
  for (const file of readdirSync(from).filter((name) => name.endsWith('.wasm'))) copyFileSync(path.join(from, file), path.join(to, file));
}

async function main(): Promise<void> {
  chmodSync(path.join(ROOT, 'dist', 'cli', 'main.js'), 0o755);
  cpSync(path.join(ROOT, 'src', 'report', 'browser'), path.join(ROOT, 'dist', 'report', 'browser'), { recursive: true });
  for (const { entry, out } of BUNDLES) await bundle(entry, out);
  // tsc's own build of the bundle's entry is not used; its declarations name packages users do not install.
  rmSync(path.join(ROOT, 'dist', 'model', 'tfjs-entry.js'));
  rmSync(path.join(ROOT, 'dist', 'model', 'tfjs-entry.d.ts'));
  writeFileSync(path.join(ROOT, 'dist', 'model', 'tf.d.ts'), TF_DECLARATIONS);
  copyWasmBinaries();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
