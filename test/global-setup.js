// Before the tests: the built package in dist/ must be that of the sources. The command-line tests run the CLI as a
// user does, from dist/ (test/support/run-cli.ts), and TensorFlow.js and eld run from the package's bundles
// (src/model/tf.js, src/metadata/eld.js). `npm ci` builds dist/; when a source is newer than what it builds (an
// edit since), this runs `npm run build` first, so that the tests never run other code than the sources'.
const { spawnSync } = require('child_process');
const { existsSync, readdirSync, statSync } = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');
const SRC = path.join(ROOT, 'src');
const DIST = path.join(ROOT, 'dist');
/** Sources whose built file has another name: the bundles (scripts/build-dist.ts), and eld's, built from its package. */
const RENAMED = { 'model/tfjs-entry.js': 'model/tf.js' };
const PACKAGE_BUNDLES = [{ source: path.join(ROOT, 'node_modules/eld/package.json'), built: path.join(DIST, 'metadata/eld.js') }];

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** Each source and the file in dist/ built from it (a declaration file builds nothing). */
function builtFiles() {
  const pairs = filesUnder(SRC)
    .filter((source) => !source.endsWith('.d.ts'))
    .map((source) => {
      const relative = path.relative(SRC, source).split(path.sep).join('/').replace(/\.ts$/, '.js');
      return { source, built: path.join(DIST, RENAMED[relative] ?? relative) };
    });
  return [...pairs, ...PACKAGE_BUNDLES];
}

/** The first source whose built file is missing or older, or undefined. */
function staleSource() {
  return builtFiles().find(({ source, built }) => !existsSync(built) || statSync(built).mtimeMs < statSync(source).mtimeMs);
}

module.exports = async function buildWhenStale() {
  const stale = staleSource();
  if (stale === undefined) return;
  process.stderr.write(`\n${path.relative(ROOT, stale.built)} is missing or older than ${path.relative(ROOT, stale.source)}: npm run build\n`);
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed (its errors are above): the tests run the built package');
  const still = staleSource();
  if (still !== undefined) throw new Error(`npm run build did not make ${still.built} from ${still.source}`);
};
