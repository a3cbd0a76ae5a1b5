// A WARC response record's HTTP message: its head and body, and what the head says about the body (is it an HTML
// page, and in which charset).
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
const STATUS_LINE = /^HTTP\/\d(?:\.\d)? (\d{3})\b/;

/** The status code of an HTTP status line (404 of `HTTP/1.1 404 Not Found`), or undefined when it is none. */
export function statusCode(line: string): number | undefined {
  const match = STATUS_LINE.exec(line);
  return match === null ? undefined : Number(match[1]);
}

/** An HTTP response as a WARC record stores it. */
export interface HttpResponse {
  statusLine: string;
  /** Header names lower-cased; a repeated header keeps its first value. */
  headers: Map<string, string>;
  body: Buffer;
}

const LF = 0x0a;
const CR = 0x0d;

/**
 * A response record's block split at the blank line that ends its head. Lines may end in a bare LF, as some
 * servers send them and browsers and Python's warcio read them (warcio.js looks for CRLF CRLF only, took the
 * whole page for the head and left an empty body). A head that does not end takes the whole block.
 */
export function httpResponse(block: Buffer): HttpResponse {
  let headEnd = block.length;
  let bodyStart = block.length;
  for (let lf = block.indexOf(LF); lf >= 0; lf = block.indexOf(LF, lf + 1)) {
    const next = block[lf + 1] === CR ? lf + 2 : lf + 1;
    if (block[next] === LF) {
      headEnd = lf;
      bodyStart = next + 1;
      break;
    }
  }
  const [statusLine, ...lines] = block.subarray(0, headEnd).toString('latin1').split(/\r?\n/);
  const headers = new Map<string, string>();
  let last: string | undefined;
  for (const line of lines) {
    // A line that starts with white space continues the header before it (obsolete line folding).
    if (/^[ \t]/.test(line)) {
      if (last !== undefined) headers.set(last, `${headers.get(last)} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    last = headers.has(name) ? undefined : name;
    if (last !== undefined) headers.set(name, line.slice(colon + 1).trim());
  }
  return { statusLine: statusLine.trimEnd(), headers, body: block.subarray(bodyStart) };
}
