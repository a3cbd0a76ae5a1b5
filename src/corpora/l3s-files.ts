// L3S-GN1 on disk (its README): pages.jsonl (one {id, parts} line per page), html/ID.html.gz (the
// page as crawled) and annotated/ID.html.gz (the same page with each text span marked by its part). A page's gold
// is its body; the text of every part comes with it (GoldPage.parts), so blocks can be labelled by part.
import * as fs from 'fs';
import * as path from 'path';
import * as zlib from 'zlib';
import { decodeHtml } from '../dom/decode';
import { CorpusError } from '../errors';
import type { GoldPage } from './corpus';
import type { CorpusEntry } from './corpus-entry';
import { annotatedPartTexts } from './l3s-annotation';
import { fileErrorReason } from '../files/error-reason';
import { gzipErrorReason } from '../files/input-bytes';

function readGzip(file: string, what: string): Uint8Array {
  try {
    return zlib.gunzipSync(fs.readFileSync(file));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new CorpusError(`missing L3S-GN1 ${what} ${file}`);
    throw new CorpusError(`cannot read L3S-GN1 ${what} ${file}: ${gzipErrorReason(err as NodeJS.ErrnoException)}`);
  }
}

/** The page ids of pages.jsonl, in file order. */
export function readL3sIds(dataDir: string): string[] {
  const file = path.join(dataDir, 'pages.jsonl');
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new CorpusError(`cannot read the L3S-GN1 page list ${file}: ${fileErrorReason(err)}`);
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, k) => {
      let id: unknown;
      try {
        id = (JSON.parse(line) as { id?: unknown }).id;
      } catch {
        throw new CorpusError(`${file} line ${k + 1}: not valid JSON`);
      }
      if (typeof id !== 'string' || id === '') throw new CorpusError(`${file} line ${k + 1}: no page id`);
      return id;
    });
}

/** The page's bytes as crawled (gunzipped, not yet decoded). */
export function readL3sHtml(id: string, dataDir: string): Uint8Array {
  return readGzip(path.join(dataDir, 'html', `${id}.html.gz`), 'html file');
}

/** One page with its parts; `site` (from the split file) names its site. A page without body text is skipped. */
export function readL3sPage(id: string, site: string | undefined, dataDir: string): CorpusEntry {
  const annotatedFile = path.join(dataDir, 'annotated', `${id}.html.gz`);
  const parts = annotatedPartTexts(decodeHtml(readGzip(annotatedFile, 'annotated file')));
  if (parts.body.trim() === '') return { skipped: { corpus: 'l3s', id, reason: `no body text annotated in ${annotatedFile}` } };
  const page: GoldPage = { corpus: 'l3s', id, html: readL3sHtml(id, dataDir), gold: parts.body, parts };
  if (site !== undefined) page.domain = site;
  return { page };
}
