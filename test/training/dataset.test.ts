import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { buildDataset, loadDataset, saveDataset, summariseDataset } from '../../src/training/dataset';
import { BLOCK_FEATURE_NAMES, EDGE_FEATURE_NAMES } from '../../src/features';
import { CLEANEVAL_DIR } from '../support/shared-data';

function bytesOf(array: Float32Array): Buffer {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'w2t-dataset-'));
const built = buildDataset({ ids: [64, 32, 300], dataDir: CLEANEVAL_DIR, featureSet: 'web2text' });

describe('buildDataset', () => {
  it('computes features and labels per page', () => {
    expect(built.pages.map((p) => p.id)).toEqual(['64', '32', '300']);
    expect(built.pages.every((p) => p.corpus === 'cleaneval')).toBe(true);
    expect(built.skipped).toEqual([]);
    expect(built.emptyCleanText).toEqual(['32']);
    const page64 = built.pages[0];
    expect(page64.n).toBe(28);
    expect(page64.features).toHaveLength(28 * BLOCK_FEATURE_NAMES.length);
    expect(page64.edges).toHaveLength(27 * EDGE_FEATURE_NAMES.length);
    expect(Array.from(page64.labels).join('')).toBe('1100000111111111111111111111');
    expect(built.featureNames).toEqual([...BLOCK_FEATURE_NAMES]);
  });

  it('summarises blocks and content share', () => {
    const summary = summariseDataset(built);
    const blocks = built.pages.reduce((s, p) => s + p.n, 0);
    expect(summary).toEqual({ pages: 3, blocks, contentBlocks: 23 + 38, contentShare: 61 / blocks });
  });

  it('refuses an id that is no labelled page (100: an orig file without its clean text)', () => {
    expect(() => buildDataset({ ids: [64, 100], dataDir: CLEANEVAL_DIR, featureSet: 'web2text' })).toThrow(/^no labelled page 100: /);
  });

  it('rejects an unknown feature set', () => {
    expect(() => buildDataset({ ids: [64], dataDir: CLEANEVAL_DIR, featureSet: 'nope' })).toThrow(/unknown feature set "nope"/);
  });

  it('reads CleanEval ids from the folder its caller names, and assumes none', () => {
    expect(() => buildDataset({ ids: [64] })).toThrow('buildDataset: CleanEval ids need their folder (dataDir)');
  });
});

describe('dataset file', () => {
  const file = path.join(tmp, 'cleaneval.w2td');
  saveDataset(file, built);

  it('records how the files were read', () => {
    expect(built.readAsReference).toBe(false);
    const path64 = path.join(tmp, 'reference.w2td');
    saveDataset(path64, buildDataset({ ids: [64], dataDir: CLEANEVAL_DIR, reference: true }));
    expect(loadDataset(path64).readAsReference).toBe(true);
  });

  it('creates the folders of a new output path', () => {
    const nested = path.join(tmp, 'new', 'folder', 'data.w2td');
    saveDataset(nested, built);
    expect(loadDataset(nested).pages).toHaveLength(built.pages.length);
  });

  it('round-trips exactly', () => {
    const loaded = loadDataset(file);
    expect(loaded.readAsReference).toBe(false);
    expect(loaded.featureSet).toBe('web2text');
    expect(loaded.featureVersion).toBe(built.featureVersion);
    expect(loaded.featureNames).toEqual(built.featureNames);
    expect(loaded.edgeFeatureNames).toEqual(built.edgeFeatureNames);
    expect(loaded.pages).toHaveLength(3);
    loaded.pages.forEach((page, k) => {
      const original = built.pages[k];
      expect(page.id).toBe(original.id);
      expect(page.n).toBe(original.n);
      expect(Buffer.compare(bytesOf(page.features), bytesOf(original.features))).toBe(0);
      expect(Buffer.compare(bytesOf(page.edges), bytesOf(original.edges))).toBe(0);
      expect(Array.from(page.labels)).toEqual(Array.from(original.labels));
      expect(page.corpus).toBe('cleaneval');
      expect(Array.from(page.words as Float32Array)).toEqual(Array.from(original.words as Float32Array));
      expect(Array.from(page.ancestors as Int32Array)).toEqual(Array.from(original.ancestors as Int32Array));
    });
  });

  it('keeps each block\'s words and its containers (parent first, −1 above the root)', () => {
    const page64 = built.pages[0];
    expect(page64.words).toHaveLength(page64.n);
    expect(page64.ancestors).toHaveLength(page64.n * 8);
    // Every block of page 64 has a parent; the shallower ones run out of ancestors before 8 levels.
    expect((page64.words as Float32Array)[0]).toBeGreaterThan(0);
    const ancestors = page64.ancestors as Int32Array;
    for (let b = 0; b < page64.n; b++) expect(ancestors[b * 8]).toBeGreaterThanOrEqual(0);
    expect(Array.from(ancestors).some((id) => id === -1)).toBe(true);
  });

  it('still loads a format-1 file (CleanEval ids as numbers, no words or ancestors)', () => {
    const v1 = path.join(tmp, 'v1.w2td');
    const header = {
      format: 'web2text-dataset', formatVersion: 1, featureSet: 'web2text', featureVersion: built.featureVersion,
      featureNames: built.featureNames, edgeFeatureNames: built.edgeFeatureNames, pages: [{ id: 64, n: 28 }], readAsReference: false,
    };
    const headerBytes = Buffer.from(JSON.stringify(header));
    const start = (12 + headerBytes.length + 3) & ~3;
    const page = built.pages[0];
    const out = Buffer.alloc(start + 4 * (page.features.length + page.edges.length) + page.n);
    out.write('W2TDATA1', 0, 'latin1');
    out.writeUInt32LE(headerBytes.length, 8);
    headerBytes.copy(out, 12);
    bytesOf(page.features).copy(out, start);
    bytesOf(page.edges).copy(out, start + 4 * page.features.length);
    Buffer.from(page.labels).copy(out, start + 4 * (page.features.length + page.edges.length));
    fs.writeFileSync(v1, out);
    const [loaded] = loadDataset(v1).pages;
    expect(loaded).toMatchObject({ id: '64', corpus: 'cleaneval', n: 28 });
    expect(loaded.words).toBeUndefined();
    expect(Array.from(loaded.labels)).toEqual(Array.from(page.labels));
  });

  it('names the file when it is truncated, not a dataset, or built with other features', () => {
    const bytes = fs.readFileSync(file);
    const truncated = path.join(tmp, 'truncated.w2td');
    fs.writeFileSync(truncated, bytes.subarray(0, bytes.length - 10));
    expect(() => loadDataset(truncated)).toThrow(/dataset file .*truncated\.w2td: corrupt: \d+ bytes where the header implies \d+/);

    const garbage = path.join(tmp, 'garbage.w2td');
    fs.writeFileSync(garbage, 'hello world, not a dataset');
    expect(() => loadDataset(garbage)).toThrow(/garbage\.w2td: not a web2text dataset/);

    const other = path.join(tmp, 'other.w2td');
    saveDataset(other, { ...built, featureVersion: 'old-version' });
    expect(() => loadDataset(other)).toThrow(/other\.w2td: built with other features .*rebuild it/);

    expect(() => loadDataset(path.join(tmp, 'missing.w2td'))).toThrow(/missing\.w2td: cannot read: no such file/);
  });

  it('rejects a header that fails validation', () => {
    const bytes = fs.readFileSync(file);
    const headerLength = bytes.readUInt32LE(8);
    const header = JSON.parse(bytes.toString('utf8', 12, 12 + headerLength));
    header.pages[0].n = -1;
    const json = Buffer.from(JSON.stringify(header).padEnd(headerLength, ' '));
    const broken = Buffer.from(bytes);
    json.copy(broken, 12);
    const brokenFile = path.join(tmp, 'bad-header.w2td');
    fs.writeFileSync(brokenFile, broken);
    expect(() => loadDataset(brokenFile)).toThrow(/bad-header\.w2td: invalid header/);
  });
});
