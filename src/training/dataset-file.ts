// The dataset cache file: a JSON header (zod-checked) and the raw arrays, so loading is one read and no parsing.
//
// Layout (little-endian): 8-byte magic "W2TDATA1", uint32 header byte length, the UTF-8 JSON header, zero
// padding to a multiple of 4, then three sections over all pages in header order: block features (Float32,
// Σn × F), edge features (Float32, Σ(n−1) × E), block labels (Uint8, Σn). Page arrays are views into them.
import * as fs from 'fs';
import * as path from 'path';
import { z } from 'zod';
import { DatasetFileError, OutputError } from '../errors';
import { featureSet as lookupFeatureSet } from '../features/sets';
import { FEATURE_VERSION } from '../features';
import type { Dataset, DatasetPage } from './types';

const MAGIC = 'W2TDATA1';
const FORMAT_VERSION = 1;
const PREFIX_BYTES = MAGIC.length + 4;

const headerSchema = z.object({
  format: z.literal('web2text-dataset'),
  formatVersion: z.literal(FORMAT_VERSION),
  featureSet: z.string(),
  featureVersion: z.string(),
  featureNames: z.array(z.string()).min(1),
  edgeFeatureNames: z.array(z.string()).min(1),
  pages: z.array(z.object({ id: z.number().int(), n: z.number().int().positive() })),
  readAsReference: z.boolean().default(false),
});
type Header = z.infer<typeof headerSchema>;

function align4(n: number): number {
  return (n + 3) & ~3;
}

/** Section sizes in elements for a header. */
function sectionLengths(header: Header): { features: number; edges: number; labels: number } {
  const blocks = header.pages.reduce((sum, p) => sum + p.n, 0);
  const edgeRows = header.pages.reduce((sum, p) => sum + p.n - 1, 0);
  return { features: blocks * header.featureNames.length, edges: edgeRows * header.edgeFeatureNames.length, labels: blocks };
}

export function saveDataset(file: string, dataset: Dataset): void {
  const header: Header = {
    format: 'web2text-dataset',
    formatVersion: FORMAT_VERSION,
    featureSet: dataset.featureSet,
    featureVersion: dataset.featureVersion,
    featureNames: dataset.featureNames,
    edgeFeatureNames: dataset.edgeFeatureNames,
    pages: dataset.pages.map((p) => ({ id: p.id, n: p.n })),
    readAsReference: dataset.readAsReference ?? false,
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const dataStart = align4(PREFIX_BYTES + headerBytes.length);
  const lengths = sectionLengths(header);
  const out = Buffer.alloc(dataStart + 4 * (lengths.features + lengths.edges) + lengths.labels);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(headerBytes.length, MAGIC.length);
  headerBytes.copy(out, PREFIX_BYTES);
  const features = new Float32Array(out.buffer, out.byteOffset + dataStart, lengths.features);
  const edges = new Float32Array(out.buffer, features.byteOffset + features.byteLength, lengths.edges);
  const labels = new Uint8Array(out.buffer, edges.byteOffset + edges.byteLength, lengths.labels);
  let f = 0;
  let e = 0;
  let l = 0;
  for (const page of dataset.pages) {
    checkPageShape(page, header.featureNames.length, header.edgeFeatureNames.length);
    features.set(page.features, f);
    edges.set(page.edges, e);
    labels.set(page.labels, l);
    f += page.features.length;
    e += page.edges.length;
    l += page.labels.length;
  }
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, out);
  } catch (err) {
    throw new OutputError(`cannot write ${file}: ${(err as Error).message}`);
  }
}

function checkPageShape(page: DatasetPage, nFeatures: number, nEdgeFeatures: number): void {
  if (page.features.length !== page.n * nFeatures || page.edges.length !== (page.n - 1) * nEdgeFeatures || page.labels.length !== page.n) {
    throw new Error(`dataset page ${page.id}: array sizes do not match n = ${page.n}`);
  }
}

function readHeader(file: string, bytes: Buffer): Header {
  if (bytes.length < PREFIX_BYTES || bytes.toString('latin1', 0, MAGIC.length) !== MAGIC) {
    throw new DatasetFileError(file, 'not a web2text dataset (bad magic bytes)');
  }
  const headerLength = bytes.readUInt32LE(MAGIC.length);
  if (PREFIX_BYTES + headerLength > bytes.length) throw new DatasetFileError(file, 'truncated header');
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8', PREFIX_BYTES, PREFIX_BYTES + headerLength));
  } catch {
    throw new DatasetFileError(file, 'header is not valid JSON');
  }
  const parsed = headerSchema.safeParse(json);
  if (!parsed.success) throw new DatasetFileError(file, `invalid header: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The header must match what this code computes for its feature set, or a model would be fed other columns. */
function checkFeatures(file: string, header: Header): void {
  let expected;
  try {
    expected = lookupFeatureSet(header.featureSet);
  } catch (err) {
    throw new DatasetFileError(file, (err as Error).message);
  }
  const sameNames = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  if (header.featureVersion !== FEATURE_VERSION || !sameNames(header.featureNames, expected.blockFeatureNames) || !sameNames(header.edgeFeatureNames, expected.edgeFeatureNames)) {
    throw new DatasetFileError(
      file,
      `built with other features (version "${header.featureVersion}", ${header.featureNames.length} block features) than this code computes for "${header.featureSet}" (version "${FEATURE_VERSION}", ${expected.blockFeatureNames.length}); rebuild it with "web2text dataset"`,
    );
  }
}

export function loadDataset(file: string): Dataset {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    throw new DatasetFileError(file, `cannot read (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  const header = readHeader(file, bytes);
  checkFeatures(file, header);
  const lengths = sectionLengths(header);
  const dataStart = align4(PREFIX_BYTES + bytes.readUInt32LE(MAGIC.length));
  const expectedBytes = dataStart + 4 * (lengths.features + lengths.edges) + lengths.labels;
  if (bytes.length !== expectedBytes) {
    throw new DatasetFileError(file, `corrupt: ${bytes.length} bytes where the header implies ${expectedBytes}`);
  }
  // Float32 views need a 4-aligned offset; Buffers from the shared pool may not have one.
  const data = bytes.byteOffset % 4 === 0 ? bytes : Buffer.from(bytes);
  const features = new Float32Array(data.buffer, data.byteOffset + dataStart, lengths.features);
  const edges = new Float32Array(data.buffer, features.byteOffset + features.byteLength, lengths.edges);
  const labels = new Uint8Array(data.buffer, edges.byteOffset + edges.byteLength, lengths.labels);
  const nFeatures = header.featureNames.length;
  const nEdgeFeatures = header.edgeFeatureNames.length;
  let block = 0;
  let edgeRow = 0;
  const pages = header.pages.map(({ id, n }): DatasetPage => {
    const page = {
      id,
      n,
      features: features.subarray(block * nFeatures, (block + n) * nFeatures),
      edges: edges.subarray(edgeRow * nEdgeFeatures, (edgeRow + n - 1) * nEdgeFeatures),
      labels: labels.subarray(block, block + n),
    };
    block += n;
    edgeRow += n - 1;
    return page;
  });
  if (labels.some((y) => y > 1)) throw new DatasetFileError(file, 'corrupt: a block label is neither 0 nor 1');
  const { featureSet, featureVersion, featureNames, edgeFeatureNames, readAsReference } = header;
  return { featureSet, featureVersion, featureNames, edgeFeatureNames, pages, readAsReference };
}
