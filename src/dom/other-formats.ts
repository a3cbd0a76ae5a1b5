// Files of another kind than a web page, refused instead of being read as one: a JSON file came out as its own
// text, and a PDF as its raw syntax. A file is named by its signature (WHATWG MIME Sniffing §6–7: documents,
// images, archives) when it has one; binary bytes without one are refused by binary.ts, and JSON by its syntax.
// An empty file is no page either (a page of HTML that shows no text is one, whose text is empty).
import { EmptyPageError, NotHtmlError } from '../errors';

/** Leading bytes (as Latin-1 characters) → what the file is. */
const SIGNATURES: readonly (readonly [prefix: string, kind: string])[] = [
  ['%PDF-', 'a PDF document'],
  ['%!PS-Adobe-', 'a PostScript document'],
  ['\x89PNG\r\n\x1a\n', 'a PNG image'],
  ['GIF87a', 'a GIF image'],
  ['GIF89a', 'a GIF image'],
  ['\xff\xd8\xff', 'a JPEG image'],
  ['PK\x03\x04', 'a ZIP archive (or an office document)'],
  ['\x1f\x8b\x08', 'gzipped data (a page file named .gz is unzipped)'],
  ['Rar!\x1a\x07', 'a RAR archive'],
];

/** What a file starting with `head` (its first bytes as Latin-1, or its text) is, when its signature says. */
export function signatureKind(head: string): string | undefined {
  return SIGNATURES.find(([prefix]) => head.startsWith(prefix))?.[1];
}

/** Throws NotHtmlError when the bytes start with the signature of another kind of file. */
export function checkSignature(bytes: Uint8Array): void {
  const kind = signatureKind(String.fromCharCode(...bytes.subarray(0, 16)));
  if (kind !== undefined) throw new NotHtmlError(`not HTML: ${kind}`);
}

/** The value of a JSON text, or undefined when it is none. */
function jsonValue(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

const JSON_LINES = 'not HTML: JSON lines (a batch of {id, html} lines is read with --input)';

/** Whether a JSON value is a record of a page, as a batch line is: an object with its html. */
function isPageRecord(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { html?: unknown }).html === 'string';
}

/**
 * Throws NotHtmlError when the page source (after leading white space) has a signature, or is JSON or JSON lines;
 * EmptyPageError when it is nothing but white space.
 */
export function checkPageText(source: string): void {
  const start = source.search(/\S/);
  if (start < 0) throw new EmptyPageError(source === '' ? 'empty page: nothing to read' : 'empty page: only white space');
  const kind = signatureKind(source.slice(start, start + 16));
  if (kind !== undefined) throw new NotHtmlError(`not HTML: ${kind}`);
  if (source[start] !== '{' && source[start] !== '[') return;
  // One page record is a batch of one line.
  const whole = jsonValue(source);
  if (whole !== undefined) throw new NotHtmlError(isPageRecord(whole.value) ? JSON_LINES : 'not HTML: a JSON document');
  const lineEnd = source.indexOf('\n', start);
  if (lineEnd > 0 && source[start] === '{' && jsonValue(source.slice(start, lineEnd)) !== undefined) throw new NotHtmlError(JSON_LINES);
}
