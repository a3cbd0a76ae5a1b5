// The dataset cache file: a JSON header (zod-checked) and the raw arrays, so loading is one read and no parsing.
//
// Layout (little-endian): 8-byte magic "W2TDATA1", uint32 header byte length, the UTF-8 JSON header, zero
// padding to a multiple of 4, then sections over all pages in header order: block features (Float32, Σn × F),
// edge features (Float32, Σ(n−1) × E), and from format 2 on words per block (Float32, Σn) and ancestor ids
// (Int32, Σn × ANCESTOR_LEVELS), from format 3 on class selector ids (Int32, Σn); then the block labels (Uint8,
// Σn), and from format 3 on the gold parts (Uint8, Σn; 0 on pages whose header entry has no `parts`). Page arrays
// are views into them. Formats 1 (CleanEval only: numeric ids, no words or ancestors) and 2 still load.
import * as fs from 'fs';
import { checkArgument, checkString } from '../arguments';
import * as z from '../zod';
import { DatasetFileError } from '../errors';
import { fileErrorReason } from '../files/error-reason';
import { writeOutputFile } from '../files/output-files';
import { featureSet as lookupFeatureSet } from '../features/sets';
import { ANCESTOR_LEVELS } from '../features/block-ancestry';
import { CORPUS_NAMES, isCorpusName } from '../corpora/registry';
import { ARTICLE_PARTS } from '../corpora/article-parts';
import type { Dataset, DatasetPage } from './types';

const MAGIC = 'W2TDATA1';
const FORMAT_VERSION = 3;
const PREFIX_BYTES = MAGIC.length + 4;

const common = {
  format: z.literal('web2text-dataset'),
  featureSet: z.string(),
  featureVersion: z.string(),
  featureNames: z.array(z.string()).min(1),
  edgeFeatureNames: z.array(z.string()).min(1),
  readAsReference: z.boolean().default(false),
};
const headerSchema = z.object({
  ...common,
  formatVersion: z.union([z.literal(2), z.literal(FORMAT_VERSION)]),
  ancestorLevels: z.literal(ANCESTOR_LEVELS),
  pages: z.array(
    z.object({
      id: z.string().min(1),
      corpus: z.string().refine(isCorpusName, `a corpus of ${CORPUS_NAMES.join(', ')}`),
      pageType: z.string().optional(),
      site: z.string().optional(),
      n: z.number().int().positive(),
      parts: z.literal(true).optional(),
    }),
  ),
  skipped: z
    .array(z.object({ corpus: z.string().refine(isCorpusName, `a corpus of ${CORPUS_NAMES.join(', ')}`), id: z.string(), reason: z.string() }))
    .optional(),
});
/** Format 1: CleanEval pages by number, without words and ancestors. */
const headerV1Schema = z.object({ ...common, formatVersion: z.literal(1), pages: z.array(z.object({ id: z.number().int(), n: z.number().int().positive() })) });
type Header = z.infer<typeof headerSchema>;
type AnyHeader = Header | z.infer<typeof headerV1Schema>;

function align4(n: number): number {
  return (n + 3) & ~3;
}

/** Section sizes in elements for a header (format 1 has no words and ancestors). */
function sectionLengths(header: AnyHeader) {
  const blocks = header.pages.reduce((sum, p) => sum + p.n, 0);
  const edgeRows = header.pages.reduce((sum, p) => sum + p.n - 1, 0);
  const since = (version: number) => header.formatVersion >= version;
  return {
    features: blocks * header.featureNames.length,
    edges: edgeRows * header.edgeFeatureNames.length,
    words: since(2) ? blocks : 0,
    ancestors: since(2) ? blocks * ANCESTOR_LEVELS : 0,
    selectors: since(3) ? blocks : 0,
    labels: blocks,
    parts: since(3) ? blocks : 0,
  };
}

/** Bytes of the sections after the header. */
function sectionBytes(lengths: ReturnType<typeof sectionLengths>): number {
  return 4 * (lengths.features + lengths.edges + lengths.words + lengths.ancestors + lengths.selectors) + lengths.labels + lengths.parts;
}

/** A dataset as buildDataset or loadDataset gives it; `call` names the function that takes it. */
export function checkDataset(dataset: unknown, call: string): asserts dataset is Dataset {
  checkArgument(Array.isArray((dataset as Partial<Dataset> | null)?.pages), dataset, `${call} takes a dataset made by buildDataset or loadDataset`);
}

export function saveDataset(file: string, dataset: Dataset): void {
  checkString(file, 'saveDataset takes the file to write (a path) first');
  checkDataset(dataset, 'saveDataset');
  const header: Header = {
    format: 'web2text-dataset',
    formatVersion: FORMAT_VERSION,
    featureSet: dataset.featureSet,
    featureVersion: dataset.featureVersion,
    featureNames: dataset.featureNames,
    edgeFeatureNames: dataset.edgeFeatureNames,
    ancestorLevels: ANCESTOR_LEVELS,
    pages: dataset.pages.map(({ id, corpus, pageType, site, n, parts }) => ({
      id,
      corpus,
      ...(pageType === undefined ? {} : { pageType }),
      ...(site === undefined ? {} : { site }),
      n,
      ...(parts === undefined ? {} : { parts: true as const }),
    })),
    readAsReference: dataset.readAsReference ?? false,
    ...(dataset.skipped?.length ? { skipped: dataset.skipped } : {}),
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const dataStart = align4(PREFIX_BYTES + headerBytes.length);
  const lengths = sectionLengths(header);
  const out = Buffer.alloc(dataStart + sectionBytes(lengths));
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(headerBytes.length, MAGIC.length);
  headerBytes.copy(out, PREFIX_BYTES);
  const sections = sectionViews(out, dataStart, lengths);
  let f = 0;
  let e = 0;
  let l = 0;
  for (const page of dataset.pages) {
    checkPageShape(page, header.featureNames.length, header.edgeFeatureNames.length);
    sections.features.set(page.features, f);
    sections.edges.set(page.edges, e);
    sections.words.set(page.words as Float32Array, l);
    sections.ancestors.set(page.ancestors as Int32Array, l * ANCESTOR_LEVELS);
    sections.selectors.set(page.selectors as Int32Array, l);
    sections.labels.set(page.labels, l);
    if (page.parts !== undefined) sections.parts.set(page.parts, l);
    f += page.features.length;
    e += page.edges.length;
    l += page.labels.length;
  }
  writeOutputFile(file, out);
}

function checkPageShape(page: DatasetPage, nFeatures: number, nEdgeFeatures: number): void {
  if (
    page.features.length !== page.n * nFeatures ||
    page.edges.length !== (page.n - 1) * nEdgeFeatures ||
    page.labels.length !== page.n ||
    page.words?.length !== page.n ||
    page.ancestors?.length !== page.n * ANCESTOR_LEVELS ||
    page.selectors?.length !== page.n ||
    (page.parts !== undefined && page.parts.length !== page.n)
  ) {
    throw new Error(`dataset page ${page.id}: array sizes do not match n = ${page.n} (or no words, ancestors and selectors)`);
  }
}

/** Typed views of the sections, in file order, over `data` from `dataStart`. */
function sectionViews(data: Buffer, dataStart: number, lengths: ReturnType<typeof sectionLengths>) {
  const features = new Float32Array(data.buffer, data.byteOffset + dataStart, lengths.features);
  const edges = new Float32Array(data.buffer, features.byteOffset + features.byteLength, lengths.edges);
  const words = new Float32Array(data.buffer, edges.byteOffset + edges.byteLength, lengths.words);
  const ancestors = new Int32Array(data.buffer, words.byteOffset + words.byteLength, lengths.ancestors);
  const selectors = new Int32Array(data.buffer, ancestors.byteOffset + ancestors.byteLength, lengths.selectors);
  const labels = new Uint8Array(data.buffer, selectors.byteOffset + selectors.byteLength, lengths.labels);
  const parts = new Uint8Array(data.buffer, labels.byteOffset + labels.byteLength, lengths.parts);
  return { features, edges, words, ancestors, selectors, labels, parts };
}

function readHeader(file: string, bytes: Buffer): AnyHeader {
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
  const isV1 = typeof json === 'object' && json !== null && (json as { formatVersion?: unknown }).formatVersion === 1;
  const parsed = isV1 ? headerV1Schema.safeParse(json) : headerSchema.safeParse(json);
  if (!parsed.success) throw new DatasetFileError(file, `invalid header: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The header must match what this code computes for its feature set, or a model would be fed other columns. */
function checkFeatures(file: string, header: AnyHeader): void {
  let expected;
  try {
    expected = lookupFeatureSet(header.featureSet);
  } catch (err) {
    throw new DatasetFileError(file, (err as Error).message);
  }
  const sameNames = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  if (header.featureVersion !== expected.version || !sameNames(header.featureNames, expected.blockFeatureNames) || !sameNames(header.edgeFeatureNames, expected.edgeFeatureNames)) {
    throw new DatasetFileError(
      file,
      `built with other features (version "${header.featureVersion}", ${header.featureNames.length} block features) than this code computes for "${header.featureSet}" (version "${expected.version}", ${expected.blockFeatureNames.length}); rebuild it with "web2text dataset"`,
    );
  }
}

export function loadDataset(file: string): Dataset {
  checkString(file, 'loadDataset takes the dataset file (a path)');
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    throw new DatasetFileError(file, `cannot read: ${fileErrorReason(err)}`);
  }
  const header = readHeader(file, bytes);
  checkFeatures(file, header);
  const lengths = sectionLengths(header);
  const dataStart = align4(PREFIX_BYTES + bytes.readUInt32LE(MAGIC.length));
  const expectedBytes = dataStart + sectionBytes(lengths);
  if (bytes.length !== expectedBytes) {
    throw new DatasetFileError(file, `corrupt: ${bytes.length} bytes where the header implies ${expectedBytes}`);
  }
  // Float32 views need a 4-aligned offset; Buffers from the shared pool may not have one.
  const data = bytes.byteOffset % 4 === 0 ? bytes : Buffer.from(bytes);
  const { features, edges, words, ancestors, selectors, labels, parts } = sectionViews(data, dataStart, lengths);
  const nFeatures = header.featureNames.length;
  const nEdgeFeatures = header.edgeFeatureNames.length;
  let block = 0;
  let edgeRow = 0;
  const pages = header.pages.map((entry): DatasetPage => {
    const { n } = entry;
    const { parts: hasParts, ...described } = 'corpus' in entry ? entry : { id: String(entry.id), corpus: 'cleaneval' as const, n, parts: undefined };
    const page: DatasetPage = {
      ...described,
      features: features.subarray(block * nFeatures, (block + n) * nFeatures),
      edges: edges.subarray(edgeRow * nEdgeFeatures, (edgeRow + n - 1) * nEdgeFeatures),
      labels: labels.subarray(block, block + n),
    };
    if (header.formatVersion >= 2) {
      page.words = words.subarray(block, block + n);
      page.ancestors = ancestors.subarray(block * ANCESTOR_LEVELS, (block + n) * ANCESTOR_LEVELS);
    }
    if (header.formatVersion >= 3) page.selectors = selectors.subarray(block, block + n);
    if (hasParts) page.parts = parts.subarray(block, block + n);
    block += n;
    edgeRow += n - 1;
    return page;
  });
  if (labels.some((y) => y > 1)) throw new DatasetFileError(file, 'corrupt: a block label is neither 0 nor 1');
  if (parts.some((part) => part > ARTICLE_PARTS.length)) throw new DatasetFileError(file, 'corrupt: a block part code is out of range');
  const { featureSet, featureVersion, featureNames, edgeFeatureNames, readAsReference } = header;
  const skipped = 'skipped' in header ? header.skipped : undefined;
  return { featureSet, featureVersion, featureNames, edgeFeatureNames, pages, readAsReference, ...(skipped === undefined ? {} : { skipped }) };
}
