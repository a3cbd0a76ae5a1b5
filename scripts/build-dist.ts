// The package build after `tsc`: the CLI made executable, the report's browser files copied, and the modules
// that wrap packages of thousands of files rebuilt as one bundle each (with those packages inside), so that a
// user's install holds the code web2text runs rather than every build those packages ship.
import { build, type Plugin } from 'esbuild';
import { chmodSync, copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import * as path from 'path';
import { pathToFileURL } from 'url';

const ROOT = path.resolve(__dirname, '..');

/**
 * Bundles, entry in src/ → file in dist/: TensorFlow.js (core, cpu and wasm backends: 66 MB installed) and the
 * Wilcoxon test (@stdlib: 232 packages, 24 MB), whose licences (Apache-2.0) are kept in the bundles and LICENSE; and
 * the schema builders taken from zod (MIT), which load in a seventh of the time of zod's whole entry (src/zod.ts).
 * `treeShaken`: the bundle keeps only what its entry names, as the package's side-effect annotations allow.
 */
const BUNDLES: readonly { entry: string; out: string; treeShaken?: boolean }[] = [
  { entry: 'model/tfjs-entry', out: 'model/tf' },
  { entry: 'eval/wilcoxon', out: 'eval/wilcoxon' },
  { entry: 'zod', out: 'zod', treeShaken: true },
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

/** What every bundle is: one CommonJS file for the package's Node.js versions. */
const BUNDLE_OPTIONS = { bundle: true, platform: 'node', format: 'cjs', target: 'node20', logLevel: 'warning' } as const;

async function bundle(entry: string, out: string, treeShaken = false): Promise<void> {
  await build({
    ...BUNDLE_OPTIONS,
    entryPoints: [path.join(ROOT, 'src', `${entry}.ts`)],
    outfile: path.join(ROOT, 'dist', `${out}.js`),
    // The ES module builds: tfjs-core's gradients exist only there, and they must share the one copy of its code.
    mainFields: ['module', 'main'],
    // tfjs-core fetches models over HTTP with node-fetch; web2text reads its models from files.
    external: ['node-fetch'],
    // The tfjs packages declare most files free of side effects, but importing them is what registers the
    // backends, kernels and gradients.
    ignoreAnnotations: !treeShaken,
  });
}

/** eld's n-gram tables: each n-gram's scores by language index. */
interface EldTables {
  ngrams: Record<string, Record<string, number>>;
  [field: string]: unknown;
}

/**
 * eld's n-gram tables as the bundle builds them: each distinct score object once (17,885 of them, shared by the
 * 81,206 n-grams that have it) as a run of (language, score) pairs in one Int32Array, and each n-gram the index of
 * its run, all read with JSON.parse rather than the JavaScript object literal eld ships. The same scores; a process
 * that detects one language takes ≈ 0.2 instead of 1.1 s of CPU and ≈ 70 instead of 184 MB at its peak, and
 * ELD_SCORING reads the runs without enumerating the keys of a score object for each n-gram of a text.
 */
function eldTablesModule({ ngrams, ...fields }: EldTables): string {
  const keys = Object.keys(ngrams);
  const runs = new Map<string, number>();
  const pairs: number[] = [];
  const starts: number[] = [0];
  const refs = keys.map((key) => {
    const score = JSON.stringify(ngrams[key]);
    if (!runs.has(score)) {
      runs.set(score, runs.size);
      for (const [language, value] of Object.entries(ngrams[key])) pairs.push(Number(language), value);
      starts.push(pairs.length);
    }
    return runs.get(score)!;
  });
  const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
  return [
    `const keys = ${json(keys)};`,
    `const refs = ${json(refs)};`,
    'const runs = Object.create(null);',
    'for (let i = 0; i < keys.length; i++) runs[keys[i]] = refs[i];',
    `const ngrams = { runs, pairs: Int32Array.from(${json(pairs)}), starts: Int32Array.from(${json(starts)}) };`,
    `export const ngramsData = { ...${json(fields)}, ngrams };`,
    '',
  ].join('\n');
}

/** eld's scoring of a text's n-grams (languageDetector.js), as the tables above hold them: the same sums, in integers. */
const ELD_SCORING = `function calculateScores(byteNgrams, languageData) {
  const { runs, pairs, starts } = languageData.ngrams;
  const langScore = [...languageData.langScore];
  const baseNgramScore = 53;
  for (const bytes in byteNgrams) {
    const run = runs[bytes];
    if (run === undefined) continue;
    for (let i = starts[run], end = starts[run + 1]; i < end; i += 2) langScore[pairs[i]] += pairs[i + 1] + baseNgramScore;
  }
  return langScore;
}
`;

/** eld's own scoring function, replaced by ELD_SCORING (the build fails if a version of eld no longer has it). */
const ELD_OWN_SCORING = /^function calculateScores\(byteNgrams, languageData\) \{\n[\s\S]*?^\}\n/m;

const eldTables: Plugin = {
  name: 'eld-tables',
  setup(plugin) {
    plugin.onLoad({ filter: /[\\/]eld[\\/]src[\\/]ngrams[\\/]\w+\.js$/ }, async (args) => {
      const { ngramsData } = (await import(pathToFileURL(args.path).href)) as { ngramsData: EldTables };
      return { contents: eldTablesModule(ngramsData), loader: 'js' };
    });
    plugin.onLoad({ filter: /[\\/]eld[\\/]src[\\/]languageDetector\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!ELD_OWN_SCORING.test(source)) throw new Error(`${args.path}: no calculateScores(byteNgrams, languageData) to replace`);
      return { contents: source.replace(ELD_OWN_SCORING, ELD_SCORING), loader: 'js' };
    });
  },
};

/**
 * dist/metadata/eld.js: the language detector, eld with its small tables (60 languages), as one CommonJS file:
 * eld ships ES modules only, which the CommonJS package can load only asynchronously (import()), while the
 * page's metadata is read synchronously. Its licence (Apache-2.0) is kept in the bundle and LICENSE.
 */
async function bundleEld(): Promise<void> {
  const version = (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'eld', 'package.json'), 'utf8')) as { version: string }).version;
  await build({
    ...BUNDLE_OPTIONS,
    stdin: { contents: "export { eld } from 'eld/small';", resolveDir: ROOT, sourcefile: 'eld-entry.js' },
    outfile: path.join(ROOT, 'dist', 'metadata', 'eld.js'),
    plugins: [eldTables],
    // eld's files carry their licence in plain comments, which a bundle drops.
    banner: { js: `/* eld ${version} (the language detector), Copyright 2023 Nito T.M., Apache License 2.0: www.apache.org/licenses/LICENSE-2.0 */` },
  });
}

/** The wasm backend's binaries, beside the bundle where tf.ts looks for them. */
function copyWasmBinaries(): void {
  const from = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
  const to = path.join(ROOT, 'dist', 'model', 'tfjs-wasm');
  mkdirSync(to, { recursive: true });
  for (const file of readdirSync(from).filter((name) => name.endsWith('.wasm'))) copyFileSync(path.join(from, file), path.join(to, file));
}

/**
 * The export names written where Node's ES module loader finds them: it learns a CommonJS module's named exports by
 * reading its source (cjs-module-lexer), which cannot see the getters `lazyExports` defines in a loop, so
 * `import { extract } from 'web2text'` failed. A never-run `module.exports = { … }` names them, as esbuild writes
 * for the same reason.
 */
function annotateExportNames(): void {
  const entry = path.join(ROOT, 'dist', 'index.js');
  // Object.keys reads the names only: no getter runs, no module loads.
  const names = Object.keys(require(entry) as object);
  writeFileSync(entry, `${readFileSync(entry, 'utf8')}// The export names, for ES module importers (scripts/build-dist.ts).\n0 && (module.exports = { ${names.join(', ')} });\n`);
}

async function main(): Promise<void> {
  chmodSync(path.join(ROOT, 'dist', 'cli', 'main.js'), 0o755);
  cpSync(path.join(ROOT, 'src', 'report', 'browser'), path.join(ROOT, 'dist', 'report', 'browser'), { recursive: true });
  for (const { entry, out, treeShaken } of BUNDLES) await bundle(entry, out, treeShaken);
  await bundleEld();
  // tsc's own build of the bundle's entry is not used; its declarations name packages users do not install.
  rmSync(path.join(ROOT, 'dist', 'model', 'tfjs-entry.js'));
  rmSync(path.join(ROOT, 'dist', 'model', 'tfjs-entry.d.ts'));
  writeFileSync(path.join(ROOT, 'dist', 'model', 'tf.d.ts'), TF_DECLARATIONS);
  copyWasmBinaries();
  annotateExportNames();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
