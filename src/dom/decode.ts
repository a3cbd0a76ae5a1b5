// Bytes → page source string (docs/methods/web2text.md §1). Every later offset is a UTF-16 offset into the string
// returned here.
//
// Newlines: CRLF and lone CR become LF, like the reference's line-based reader (§1, `Util.loadFile` joins `readLine`
// lines with '\n'), so offsets agree with the reference's source positions and alignment.
// Encoding: bytes that are valid UTF-8 and not all ASCII are UTF-8, whatever the page declares: a crawler that
// stored a page re-encoded keeps its old <meta charset="iso-8859-1"> (87 of L3S-GN1's 621 pages, 3 of WCXB's
// 1,341), and text in a legacy encoding is not valid UTF-8 (windows-1252 would have to hold pairs like "Ã©"). A
// browser follows the declaration and shows such a page as mojibake. Otherwise as browsers choose it (charset.ts):
// BOM → the charset the page was served with → <meta> in the prescan → for undeclared pages, UTF-8 when the bytes
// are valid UTF-8, else a late <meta>, else the encoding detected from them, else windows-1252. A page declared
// UTF-8 is decoded as UTF-8 with U+FFFD for bad bytes, as browsers do. `encoding` overrides all of it but a BOM.
// CleanEval files keep the decoding their models were trained on: a declared or undeclared page whose bytes
// are not UTF-8 is windows-1252 (271 CleanEval pages are such Western pages). Bytes that are not text are
// refused (binary.ts). (The reference decodes everything as UTF-8 dropping bad bytes: `referenceDecoding`.)
import { decode as decodeWithEncoding, getBOMEncoding } from 'whatwg-encoding';
import { InputError } from '../errors';
import { checkTextBytes, checkUtf8Bytes } from './binary';
import { declaredEncoding, encodingOfLabel, FALLBACK_ENCODING, undeclaredEncoding } from './charset';
import { decodeWindows1252 } from './windows-1252';

export interface DecodeOptions {
  /** Strip the CleanEval wrapper: first line `<text id=… encoding=…>`, last line `</text>` (§1, §7). */
  cleaneval?: boolean;
  /**
   * Decode like the reference instead: UTF-8 with malformed bytes dropped, no sniffing (§1). Useful to
   * compare with the reference's segmentation; the default decoding keeps the non-UTF-8 pages' letters.
   */
  referenceDecoding?: boolean;
  /**
   * The charset label the page was served with (`charset=` of its HTTP Content-Type): it comes before a
   * `<meta>` declaration, as in the WHATWG sniffing algorithm; an unknown label is ignored.
   */
  charset?: string;
  /** The page's encoding, overriding every declaration and guess (a WHATWG label: utf-8, windows-1251, gbk…). */
  encoding?: string;
}

const LF = 0x0a;
const CR = 0x0d;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/** Java's UTF-8 decoder with CodingErrorAction.IGNORE: replacement chars are deleted, a BOM is kept (§1). */
function decodeUtf8DroppingMalformed(bytes: Uint8Array): string {
  return lenientUtf8.decode(bytes).replace(/\uFFFD/g, '');
}

function hasNonAscii(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] >= 0x80) return true;
  return false;
}

function decodeStrictUtf8(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/** UTF-8 as browsers decode it: a malformed byte becomes U+FFFD. */
function decodeUtf8WithReplacement(bytes: Uint8Array): string {
  return lenientUtf8.decode(bytes);
}

/** The text of the page in the encoding it is in (see the top of this file); `cleaneval` keeps the CleanEval decoding. */
function chooseEncodingAndDecode(bytes: Uint8Array, options: DecodeOptions): string {
  // A byte order mark wins over the encoding given, as over every declaration (WHATWG Encoding's decode).
  const encoding = options.encoding === undefined ? undefined : (getBOMEncoding(bytes) ?? encodingOfLabel(options.encoding));
  const declared = encoding ?? declaredEncoding(bytes, options.charset);
  // Pages declared UTF-8 (most) and undeclared ones are read as UTF-8 below anyway; only a declaration of another
  // encoding is worth a second look at the bytes.
  if (encoding === undefined && declared !== null && declared !== 'UTF-8' && !options.cleaneval && hasNonAscii(bytes)) {
    const utf8 = decodeStrictUtf8(bytes);
    if (utf8 !== null) {
      checkTextBytes(bytes);
      return utf8;
    }
  }
  if (declared !== null && !(options.cleaneval && declared === 'UTF-8')) return decodeAs(bytes, declared);
  const utf8 = decodeStrictUtf8(bytes);
  if (utf8 !== null) {
    // Valid UTF-8 can still be no text: UTF-16 without a BOM whose characters are all ASCII would read as its own
    // markup printed as text.
    checkUtf8Bytes(bytes);
    return utf8;
  }
  return decodeAs(bytes, options.cleaneval ? FALLBACK_ENCODING : undeclaredEncoding(bytes));
}

/** Bytes that look binary are refused (binary.ts), except in UTF-16, whose ASCII letters hold 0x00 bytes. */
function decodeAs(bytes: Uint8Array, encoding: string): string {
  if (!encoding.startsWith('UTF-16')) checkTextBytes(bytes);
  if (encoding === 'UTF-8') return decodeUtf8WithReplacement(bytes);
  return encoding === FALLBACK_ENCODING ? decodeWindows1252(bytes) : decodeWithEncoding(bytes, encoding);
}

function startsWithUtf8Bom(bytes: Uint8Array): boolean {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/** Offset just after the first line terminator (CRLF, CR or LF), or the length when there is none. */
function afterFirstLineBytes(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length && bytes[i] !== LF && bytes[i] !== CR) i++;
  if (bytes[i] === CR && bytes[i + 1] === LF) return i + 2;
  return Math.min(i + 1, bytes.length);
}

/** Drop the last line of a '\n'-separated text; a final '\n' does not start a line (Java readLine). */
function dropLastLine(text: string): string {
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  const cut = body.lastIndexOf('\n');
  return cut < 0 ? '' : body.slice(0, cut);
}

/** How every CleanEval orig file starts: its wrapper line `<text id="…" title="…" encoding="…">`. */
const CLEANEVAL_WRAPPER = '<text';

/**
 * A page read as a CleanEval orig file loses its first and last lines, the wrapper: one that does not start with
 * the wrapper is refused, not cut.
 */
function checkCleanEvalWrapper(start: string): void {
  if (!start.startsWith(CLEANEVAL_WRAPPER)) {
    throw new InputError(`not a CleanEval orig file: it does not start with the ${CLEANEVAL_WRAPPER} …> line that option cleaneval (--cleaneval) strips with the last line (a plain HTML page: without that option; align --no-wrapper)`);
  }
}

/** The CleanEval page source of an already decoded file: without its first and last line (§1, §7). */
export function stripCleanEvalWrapper(text: string): string {
  checkCleanEvalWrapper(text);
  const lines = normalizeNewlines(text);
  const firstBreak = lines.indexOf('\n');
  return firstBreak < 0 ? '' : dropLastLine(lines.slice(firstBreak + 1));
}

/** CRLF and CR → LF (§1: lines are re-joined with '\n'). */
export function normalizeNewlines(text: string): string {
  return text.indexOf('\r') < 0 ? text : text.replace(/\r\n?/g, '\n');
}

export function decodeHtml(bytes: Uint8Array, options: DecodeOptions = {}): string {
  // The wrapper line is skipped before sniffing so a <meta charset> stays inside the 1024-byte prescan window.
  if (options.cleaneval) checkCleanEvalWrapper(String.fromCharCode(...bytes.subarray(0, CLEANEVAL_WRAPPER.length)));
  const html = options.cleaneval ? bytes.subarray(afterFirstLineBytes(bytes)) : bytes;
  let text = options.referenceDecoding ? decodeUtf8DroppingMalformed(html) : chooseEncodingAndDecode(html, options);
  // A BOM after the CleanEval wrapper line is not a file BOM: the reference keeps it as a character (and as a
  // block of its own), so it stays; a real leading BOM only selects the encoding.
  const keepBom = options.cleaneval === true && startsWithUtf8Bom(html);
  if (text.charCodeAt(0) === 0xfeff && !keepBom) text = text.slice(1);
  else if (text.charCodeAt(0) !== 0xfeff && keepBom) text = '\uFEFF' + text;
  text = normalizeNewlines(text);
  return options.cleaneval ? dropLastLine(text) : text;
}
