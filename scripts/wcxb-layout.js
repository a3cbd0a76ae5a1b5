// The WCXB release (a clone of its repository) → the layout web2text reads: html/ID.html.gz, ground-truth/ID.json
// and metadata.json of the development set (the pages whose metadata says split "dev"), with its LICENSE.
//
//   node scripts/wcxb-layout.js RELEASE_DIR OUT_DIR
const { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync, copyFileSync } = require('fs');
const path = require('path');
const { gzipSync } = require('zlib');

const [release, out] = process.argv.slice(2);
if (!release || !out) {
  console.error('usage: node scripts/wcxb-layout.js RELEASE_DIR OUT_DIR');
  process.exit(2);
}

/** Every file below `dir` by its base name (the release keeps pages and ground truth in folders per split). */
function filesByName(dir, found = new Map()) {
  for (const name of readdirSync(dir)) {
    if (name === '.git') continue;
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) filesByName(file, found);
    else if (!found.has(name)) found.set(name, file);
  }
  return found;
}

const files = filesByName(release);
const metadataFile = files.get('metadata.json');
if (metadataFile === undefined) throw new Error(`no metadata.json in ${release}`);
const metadata = JSON.parse(readFileSync(metadataFile, 'utf8'));
const dev = Object.entries(metadata.files ?? {}).filter(([, info]) => info.split === 'dev');
if (dev.length === 0) throw new Error(`${metadataFile} names no page of the dev split`);
mkdirSync(path.join(out, 'html'), { recursive: true });
mkdirSync(path.join(out, 'ground-truth'), { recursive: true });
const kept = {};
for (const [id, info] of dev) {
  const page = files.get(`${id}.html`) ?? files.get(`${id}.html.gz`);
  const truth = files.get(`${id}.json`);
  if (page === undefined || truth === undefined) {
    console.error(`wcxb-layout: ${id}: no page or no ground truth in the release, left out`);
    continue;
  }
  const bytes = readFileSync(page);
  writeFileSync(path.join(out, 'html', `${id}.html.gz`), page.endsWith('.gz') ? bytes : gzipSync(bytes));
  copyFileSync(truth, path.join(out, 'ground-truth', `${id}.json`));
  kept[id] = info;
}
writeFileSync(path.join(out, 'metadata.json'), JSON.stringify({ ...metadata, files: kept }, null, 1) + '\n');
for (const name of ['LICENSE', 'LICENSE.md']) if (files.has(name) && !existsSync(path.join(out, 'LICENSE'))) copyFileSync(files.get(name), path.join(out, 'LICENSE'));
console.error(`wcxb-layout: ${Object.keys(kept).length} dev pages in ${out}`);
