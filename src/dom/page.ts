// The one entry point from HTML to blocks: decode → parse5 → CDOM → blocks (spec §0–2).
import { collectBlocks } from './blocks';
import { buildCdom } from './cdom';
import { decodeHtml, normalizeNewlines, stripCleanEvalWrapper, type DecodeOptions } from './decode';
import { findBody, parseHtml } from './parse';
import type { CdomNode, DomDocument, Page, PageField } from './types';

/** How bytes become the page source (decode.ts); `cleaneval` applies to strings too. */
export type LoadPageOptions = DecodeOptions;

function toSource(input: string | Uint8Array, options: LoadPageOptions): string {
  if (typeof input !== 'string') return decodeHtml(input, options);
  if (options.cleaneval) return stripCleanEvalWrapper(input);
  // A leading BOM of an already decoded file is not text.
  return normalizeNewlines(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input);
}

/** Parse a page; never throws on odd input: a page without kept body text has root null and no blocks. */
export function loadPage(input: string | Uint8Array, options: LoadPageOptions = {}): Page {
  const source = toSource(input, options);
  const document = parseHtml(source);
  const body = findBody(document);
  return createPage(source, document, body === null ? null : buildCdom(body));
}

/** A page of a parsed document and its CDOM, with its blocks and an empty store of derived fields. */
export function createPage(source: string, document: DomDocument, root: CdomNode | null): Page {
  const values = new Map<PageField<unknown>, unknown>();
  const page: Page = {
    source,
    document,
    root,
    blocks: collectBlocks(root),
    get<T>(field: PageField<T>): T {
      let value = values.get(field) as T | undefined;
      if (value === undefined && !values.has(field)) {
        value = field.compute(page);
        values.set(field, value);
      }
      return value as T;
    },
  };
  return page;
}

/** Defines a derived page field (see PageField). */
export function pageField<T>(name: string, compute: (page: Page) => T): PageField<T> {
  return { name, compute };
}
