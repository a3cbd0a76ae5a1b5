// Which encoding a page's bytes are in, as browsers decide it (WHATWG Encoding §4 and HTML §13.2.3): a BOM,
// then the charset the page was served with, then a <meta> declaration in the first 1024 bytes (the prescan,
// html-encoding-sniffer). For a page without one: UTF-8 when its bytes are valid UTF-8 (decode.ts), else a
// <meta> further on (browsers re-decode when a late one turns up; it does not outvote valid UTF-8, which two
// WCXB pages with a stale late "ISO-8859-1" would turn into mojibake), else the encoding detected from the
// bytes (chardet, as browsers guess from the content), else windows-1252. Bytes that are valid UTF-8 and not all
// ASCII never get here: decode.ts reads them as UTF-8 whatever they declare.
import { analyse } from 'chardet';
import sniffHtmlEncoding from 'html-encoding-sniffer';
import { labelToName } from 'whatwg-encoding';
import { InputError } from '../errors';

/** The encoding of the prescan's declaration (BOM, transport or <meta>), or null when there is none. */
export function declaredEncoding(bytes: Uint8Array, transportCharset: string | undefined): string | null {
  const sniffed = sniff(bytes, transportCharset);
  return sniffed === NO_DECLARATION ? null : sniffed;
}

/**
 * The sniffer's answer, NO_DECLARATION when nothing is declared. Guards an upstream bug: html-encoding-sniffer
 * 4.0.0 (to 6.0.0; fixed in 7.0.0, which needs Node >= 22.13) reads past the end of a <meta> content value that
 * ends in "charset" or "charset=" (`content="html, encoding, charset"`) and throws a TypeError (charCodeAt of
 * undefined). Such a value declares nothing (HTML §2.5.7 "extract a character encoding from a meta element"),
 * so on that error the prescan window is read again one <meta> at a time, as the fixed sniffer reads it: a
 * <meta> that throws is passed over, the first that declares an encoding wins.
 */
function sniff(bytes: Uint8Array, transportCharset?: string): string {
  try {
    return sniffHtmlEncoding(bytes, { defaultEncoding: NO_DECLARATION, transportLayerEncodingLabel: transportCharset });
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    const window = bytes.subarray(0, PRESCAN_BYTES);
    for (const at of metaTagOffsets(window, 0)) {
      try {
        const found = sniffHtmlEncoding(window.subarray(at), { defaultEncoding: NO_DECLARATION });
        if (found !== NO_DECLARATION) return found;
      } catch (metaErr) {
        if (!(metaErr instanceof TypeError)) throw metaErr;
      }
    }
    return NO_DECLARATION;
  }
}

/** Offsets of the `<meta` tags in the bytes from `from` on. */
function* metaTagOffsets(bytes: Uint8Array, from: number): Generator<number> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  const meta = /<meta[\s/]/gi;
  meta.lastIndex = from;
  for (let match = meta.exec(text); match !== null; match = meta.exec(text)) yield match.index;
}

/** The encoding of an undeclared page that is not valid UTF-8: a late <meta>, else detected, else windows-1252. */
export function undeclaredEncoding(bytes: Uint8Array): string {
  return lateMetaEncoding(bytes) ?? detectedEncoding(bytes);
}

const NO_DECLARATION = '';

/** The prescan window of HTML §13.2.3.2. */
const PRESCAN_BYTES = 1024;
/** How far a late <meta> is looked for: the <head> of real pages ends well before (WCXB: median 20 KB). */
const LATE_META_BYTES = 256 * 1024;

/** A <meta> charset declaration after the prescan window, read by the same prescan from where it starts. */
function lateMetaEncoding(bytes: Uint8Array): string | null {
  for (const at of metaTagOffsets(bytes.subarray(0, LATE_META_BYTES), PRESCAN_BYTES)) {
    const found = sniff(bytes.subarray(at, at + PRESCAN_BYTES));
    if (found !== NO_DECLARATION) return found;
  }
  return null;
}

/** The WHATWG default for pages that say nothing and are not UTF-8 (Western locales). */
export const FALLBACK_ENCODING = 'windows-1252';

/**
 * Below this chardet confidence (0–100) the guess is not taken. chardet's confidences for single-byte encodings
 * are low even when right (the undeclared Russian test page in windows-1251: 45, the runner-up 7). Of the 150
 * CleanEval pages that are neither declared nor UTF-8 (Western text), it finds windows-1252 for 149, and
 * Shift_JIS for page 429, whose comments are Japanese in Shift_JIS (CleanEval reading keeps windows-1252).
 */
const MIN_DETECTION_CONFIDENCE = 10;
/** Text bytes given to the detector: enough for a stable guess, bounded work on a huge page. */
const DETECTION_SAMPLE_BYTES = 64 * 1024;
const LT = 0x3c;
const GT = 0x3e;

/**
 * The bytes outside markup (`<…>`), up to the sample size: tags and scripts are ASCII and dilute the detector's
 * evidence. '<' and '>' are never the trail byte of a multi-byte character in Shift_JIS, GBK, EUC-KR or Big5.
 */
function textBytes(bytes: Uint8Array): Uint8Array {
  const text = new Uint8Array(Math.min(bytes.length, DETECTION_SAMPLE_BYTES));
  let length = 0;
  let inTag = false;
  for (let i = 0; i < bytes.length && length < text.length; i++) {
    const b = bytes[i];
    if (b === LT) inTag = true;
    else if (b === GT && inTag) inTag = false;
    else if (!inTag) text[length++] = b;
  }
  return text.subarray(0, length);
}

/** The encoding detected from the bytes; windows-1252 when the detector is not sure. */
function detectedEncoding(bytes: Uint8Array): string {
  const [best] = analyse(textBytes(bytes));
  if (best === undefined || best.confidence < MIN_DETECTION_CONFIDENCE) return FALLBACK_ENCODING;
  return labelToName(best.name) ?? FALLBACK_ENCODING;
}

/** The WHATWG name of an encoding label given by the user (`--encoding`); an InputError for an unknown one. */
export function encodingOfLabel(label: string): string {
  const name = labelToName(label);
  if (name === null) throw new InputError(`unknown encoding "${label}" (give a WHATWG label such as utf-8, windows-1251, shift_jis, gbk)`);
  return name;
}
