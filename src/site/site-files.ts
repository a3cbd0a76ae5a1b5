// A site on disk (issue 17): a JSONL file of {url, html} lines (other fields ignored; .jsonl.gz: gzipped), a folder of saved pages with a
// urls.tsv (file, tab, URL per line), or a WCXB folder (each page's URL is in its ground truth). Pages are read when
// needed, not held: a JSONL line is found again by its byte offset. Every page given is one item, in input order; one
// that cannot be a site page (no URL, a broken line, a missing file) is an item with the problem, so a batch over
// the site records it and goes on.
import { closeSync, openSync, promises as fs, readFileSync, readSync } from 'fs';
import * as path from 'path';
import { readWcxbHtml, readWcxbMetadata, groundTruthPath } from '../corpora/wcxb-files';
import { checkArgument } from '../arguments';
import { InputError } from '../errors';
import { checkOptions } from '../option-checks';
import { isGzipped } from '../files/input-bytes';
import { jsonlLines } from '../files/jsonl-lines';
import { SiteContext, type SitePage, type SiteTemplateOptions } from './site-context';
import { SITE_TEMPLATE_OPTIONS } from './template-options';

export interface SiteItem {
  /** The page's URL as given, else what names the item: `line N`, a file name, a WCXB id. */
  id: string;
  page?: SitePage;
  /** Why the item is no page of the site. */
  problem?: string;
}

export interface SiteOnDisk {
  site: SiteContext;
  /** Every item read, in input order. */
  items: SiteItem[];
}

/** The file of a saved-pages folder that maps file names to URLs. */
export const URLS_FILE = 'urls.tsv';
const HTML_FILE = /\.html?$/i;

/**
 * Reads a site (see the file comment) and builds its context; an InputError when the path is none of the three. A
 * page the context leaves out (the same page again, no http(s) URL) is an item with the reason, as a broken line is.
 */
export async function readSite(sitePath: string, options: SiteTemplateOptions = {}): Promise<SiteOnDisk> {
  checkArgument(typeof sitePath === 'string' && sitePath !== '', sitePath, "readSite takes the site's path (a JSONL file of {url, html}, or a folder)");
  checkOptions(SITE_TEMPLATE_OPTIONS, options);
  const items = await readSiteItems(sitePath);
  const pages = items.flatMap((item) => (item.page === undefined ? [] : [item.page]));
  const problems = items.flatMap((item) => (item.problem === undefined ? [] : [{ id: item.id, reason: item.problem }]));
  const site = new SiteContext(pages, options, problems);
  const leftOut = new Map(site.leftOut.map(({ page, reason }) => [page, reason]));
  const withReason = (item: SiteItem): SiteItem => {
    const reason = item.page === undefined ? undefined : leftOut.get(item.page);
    return reason === undefined ? item : { id: item.id, problem: reason };
  };
  return { site, items: items.map(withReason) };
}

export async function readSiteItems(sitePath: string): Promise<SiteItem[]> {
  const stat = await fs.stat(sitePath).catch(() => {
    throw new InputError(`cannot read site ${sitePath}: no such file or folder`);
  });
  if (!stat.isDirectory()) return jsonlItems(sitePath);
  const entries = new Set(await fs.readdir(sitePath));
  if (entries.has(URLS_FILE)) return folderItems(sitePath, entries);
  if (entries.has('metadata.json') && entries.has('ground-truth')) return wcxbItems(sitePath);
  throw new InputError(`site folder ${sitePath} has no ${URLS_FILE} (one line per page: file name, a tab, its URL)`);
}

/** Reads a page's line again (one closure per page, holding no page text). */
function lineHtml(file: string, offset: number, length: number): () => string {
  return () => (JSON.parse(readLine(file, offset, length)) as { html: string }).html;
}

function kept(html: string): () => string {
  return () => html;
}

function readLine(file: string, offset: number, length: number): string {
  const buffer = Buffer.alloc(length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

/** One {url, html} record of a line, or why the line is none. */
function parseRecord(text: string): { url: string; html: string } | string {
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch {
    return 'not valid JSON';
  }
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return 'not a JSON object';
  const { url, html } = record as { url?: unknown; html?: unknown };
  if (typeof url !== 'string' || url.trim() === '') return 'no "url" (a site page needs its URL)';
  if (typeof html !== 'string') return `${url}: no string field "html"`;
  return { url, html };
}

/** A plain file's pages are read again by their line's offset when needed; a gzipped file's are kept. */
async function jsonlItems(file: string): Promise<SiteItem[]> {
  const items: SiteItem[] = [];
  const gzipped = isGzipped(file);
  for await (const { lineNo, offset, byteLength, text } of jsonlLines(file)) {
    const record = parseRecord(text);
    if (typeof record === 'string') {
      items.push({ id: `line ${lineNo}`, problem: `line ${lineNo}: ${record}` });
      continue;
    }
    const read = gzipped ? kept(record.html) : lineHtml(file, offset, byteLength);
    items.push({ id: record.url, page: { url: record.url, read } });
  }
  return items;
}

async function folderItems(folder: string, entries: ReadonlySet<string>): Promise<SiteItem[]> {
  const items: SiteItem[] = [];
  const listed = new Set<string>();
  const lines = (await fs.readFile(path.join(folder, URLS_FILE), 'utf8')).split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [file, url] = line.split('\t').map((field) => field.trim());
    if (!file || !url) {
      items.push({ id: `${URLS_FILE} line ${index + 1}`, problem: `${URLS_FILE} line ${index + 1}: not "file<TAB>URL"` });
      continue;
    }
    listed.add(file);
    const filePath = path.join(folder, file);
    const readable = await fs.access(filePath).then(() => true, () => false);
    if (!readable) items.push({ id: url, problem: `${file}: no such file (listed in ${URLS_FILE} for ${url})` });
    else items.push({ id: url, page: { url, read: () => readFileSync(filePath) } });
  }
  for (const name of [...entries].sort()) {
    if (HTML_FILE.test(name) && !listed.has(name)) items.push({ id: name, problem: `${name}: no URL in ${URLS_FILE}` });
  }
  return items;
}

async function wcxbItems(dataDir: string): Promise<SiteItem[]> {
  const items: SiteItem[] = [];
  for (const { id } of readWcxbMetadata(dataDir)) {
    let url: unknown;
    try {
      url = (JSON.parse(await fs.readFile(groundTruthPath(dataDir, id), 'utf8')) as { url?: unknown }).url;
    } catch (err) {
      items.push({ id, problem: `${groundTruthPath(dataDir, id)}: ${(err as Error).message}` });
      continue;
    }
    if (typeof url !== 'string' || url === '') items.push({ id, problem: `WCXB page ${id}: no url in its ground truth` });
    else items.push({ id: url, page: { url, read: () => readWcxbHtml(id, dataDir) } });
  }
  return items;
}
