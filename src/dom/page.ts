// The one entry point from HTML to blocks: decode → parse5 → CDOM → blocks (spec §0–2).
import { collectBlocks } from './blocks';
import { buildCdom } from './cdom';
import { decodeHtml, normalizeNewlines, stripCleanEvalWrapper } from './decode';
import { findBody, parseHtml } from './parse';
import type { Page } from './types';

export interface LoadPageOptions {
  /** Input is a CleanEval orig file: strip its `<text …>` first line and `</text>` last line (spec §1). */
  cleaneval?: boolean;
  /** Bytes only: decode as the reference does (UTF-8, malformed bytes dropped; spec §1). */
  referenceDecoding?: boolean;
}

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
  const root = body === null ? null : buildCdom(body);
  return { source, document, root, blocks: collectBlocks(root) };
}
