// What a WARC response record's HTTP header says about its body: is it an HTML page, and in which charset.
/** Media types read as HTML pages. */
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

export interface MediaType {
  /** Lower-cased `type/subtype`. */
  type: string;
  charset?: string;
}

/** Parses a Content-Type header value (`text/html; charset="utf-8"`); null when there is none. */
export function parseContentType(header: string | null | undefined): MediaType | null {
  if (!header) return null;
  const [type, ...params] = header.split(';');
  const media: MediaType = { type: type.trim().toLowerCase() };
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq < 0 || param.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    const value = param.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    if (value !== '') media.charset = value;
  }
  return media;
}

export function isHtml(media: MediaType | null): boolean {
  return media !== null && HTML_TYPES.has(media.type);
}

/** An HTTP status line as a crawler stores it: `HTTP/1.1 200 OK` (HTTP/2 lines have no minor version). */
const STATUS_LINE = /^HTTP\/\d(\.\d)? \d{3}\b/;

export function isStatusLine(line: string): boolean {
  return STATUS_LINE.test(line);
}
