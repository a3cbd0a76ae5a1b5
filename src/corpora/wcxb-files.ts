// The WCXB development set on disk (Foley 2026; docs/guide.md, "Evaluation on WCXB and on your own pages"):
// metadata.json (page type, domain, spa per id), ground-truth/ID.json (the gold `main_content`) and html/ID.html.gz
// (the page as downloaded, gzip-compressed), read from the folder the caller names.
import * as fs from 'fs';
import * as path from 'path';
import * as zlib from 'zlib';
import * as z from '../zod';
import type { GoldPage } from './corpus';
import type { CorpusEntry } from './corpus-entry';
import { normaliseDomain } from './domains';
import { checkString } from '../arguments';
import { CorpusError } from '../errors';
import { fileErrorReason } from '../files/error-reason';
import { gzipErrorReason } from '../files/input-bytes';

const metadataSchema = z.object({
  files: z.record(z.string(), z.object({ page_type: z.string(), domain: z.string(), spa: z.boolean() })),
});

/** Only the fields we read; a file may lack `main_content` or hold null there (then the page is skipped). */
const groundTruthSchema = z.object({ url: z.string().nullish(), ground_truth: z.object({ main_content: z.string().nullish() }) });

/**
 * metadata.json gives no domain (and the ground truth no url) for three pages. The canonical links in the HTML
 * of two of them name sites that other pages share, so a domain split must know them; 0551 (a bot-check page)
 * names none and stays without a domain.
 */
const DOMAINS_MISSING_FROM_METADATA: Readonly<Record<string, string>> = {
  '4281': 'protiviti.com',
  '4314': 'community.home-assistant.io',
};

export interface WcxbPageInfo {
  id: string;
  pageType: string;
  /** Lower-cased host name without `www.`; undefined when unknown. */
  domain?: string;
  /** The page needs JavaScript to show its content. */
  spa: boolean;
}

export function readJson(file: string, what: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new CorpusError(code === 'ENOENT' ? `missing WCXB ${what} ${file}` : `cannot read WCXB ${what} ${file}: ${fileErrorReason(err)}`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new CorpusError(`invalid JSON in WCXB ${what} ${file}: ${(err as Error).message}`);
  }
}

export function parseOrFail<T>(schema: z.ZodType<T>, json: unknown, file: string, what: string): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new CorpusError(`unexpected WCXB ${what} ${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export function metadataPath(dataDir: string): string {
  return path.join(dataDir, 'metadata.json');
}

export function groundTruthPath(dataDir: string, id: string): string {
  return path.join(dataDir, 'ground-truth', `${id}.json`);
}

export function htmlPath(dataDir: string, id: string): string {
  return path.join(dataDir, 'html', `${id}.html.gz`);
}

/** Every page of metadata.json, in ascending id order. */
export function readWcxbMetadata(dataDir: string): WcxbPageInfo[] {
  const file = metadataPath(dataDir);
  const { files } = parseOrFail(metadataSchema, readJson(file, 'metadata file'), file, 'metadata file');
  return Object.keys(files)
    .sort()
    .map((id) => {
      const { page_type: pageType, domain, spa } = files[id];
      const known = normaliseDomain(domain) || DOMAINS_MISSING_FROM_METADATA[id];
      return known ? { id, pageType, domain: known, spa } : { id, pageType, spa };
    });
}

/** A page's ground truth: its gold main content (null when it has none) and its URL, where given. */
function readWcxbGroundTruth(id: string, dataDir: string): { gold: string | null; url?: string } {
  const file = groundTruthPath(dataDir, id);
  const json = parseOrFail(groundTruthSchema, readJson(file, 'ground-truth file'), file, 'ground-truth file');
  const gold = json.ground_truth.main_content ?? null;
  return json.url ? { gold, url: json.url } : { gold };
}

/** The gold main content of a page, or null when its ground truth has none. */
export function readWcxbGold(id: string, dataDir: string): string | null {
  return readWcxbGroundTruth(id, dataDir).gold;
}

/** The page's bytes as downloaded (gunzipped, not yet decoded). */
export function readWcxbHtml(id: string, dataDir: string): Uint8Array {
  const file = htmlPath(dataDir, id);
  try {
    return zlib.gunzipSync(fs.readFileSync(file));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new CorpusError(`missing WCXB html file ${file}`);
    throw new CorpusError(`cannot read WCXB html file ${file}: ${gzipErrorReason(err as NodeJS.ErrnoException)}`);
  }
}

/**
 * One page as a GoldPage, or skipped when its ground truth has no `main_content` (an empty one is a page whose
 * content is nothing, which the benchmark scores). Missing or malformed files are errors naming the file.
 */
export function readWcxbPage(info: WcxbPageInfo, dataDir: string): CorpusEntry {
  const { gold, url } = readWcxbGroundTruth(info.id, dataDir);
  if (gold === null) {
    return { skipped: { corpus: 'wcxb', id: info.id, reason: `no main_content in ${groundTruthPath(dataDir, info.id)}` } };
  }
  const page: GoldPage = { corpus: 'wcxb', id: info.id, html: readWcxbHtml(info.id, dataDir), gold, pageType: info.pageType };
  if (info.domain !== undefined) page.domain = info.domain;
  if (url !== undefined) page.url = url;
  return { page };
}

/** The pages with the given ids (default: all, ascending), read one at a time; unknown ids are an error. */
export function* readWcxbPages(dataDir: string, ids?: readonly string[]): Generator<CorpusEntry> {
  checkString(dataDir, 'readWcxbPages takes the WCXB folder (a path) first');
  const metadata = readWcxbMetadata(dataDir);
  const byId = new Map(metadata.map((info) => [info.id, info]));
  const wanted = ids ?? metadata.map((info) => info.id);
  const unknown = wanted.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new CorpusError(`WCXB ids not in ${metadataPath(dataDir)}: ${unknown.slice(0, 10).join(', ')}${unknown.length > 10 ? ', …' : ''}`);
  }
  for (const id of wanted) yield readWcxbPage(byId.get(id)!, dataDir);
}
