// Bytes that are not a text document (an image, an archive, random bytes) are refused instead of being decoded
// into a page of "content": 1 MB of random bytes came out as 1.4 MB of text. The test is WHATWG MIME Sniffing
// §7.1's "binary data byte" (0x00–0x08, 0x0B, 0x0E–0x1A, 0x1C–0x1F) in the resource header (its first 1445
// bytes); a stray control byte in a real page is tolerated by asking for a share of them, not just one.
import { NotHtmlError } from '../errors';
import { checkSignature } from './other-formats';

const RESOURCE_HEADER_BYTES = 1445;
/** Share of binary data bytes in the header from which the bytes are not text (random bytes: 10.5%). */
const BINARY_SHARE = 0.02;

function isBinaryDataByte(b: number): boolean {
  return b <= 0x08 || b === 0x0b || (b >= 0x0e && b <= 0x1a) || (b >= 0x1c && b <= 0x1f);
}

/**
 * 'utf-16le' or 'utf-16be' when NUL bytes fill at least half of one parity of the header's bytes (the high bytes of
 * the markup's ASCII) and almost none of the other: UTF-16 text without a byte order mark, which browsers do not
 * detect (nor do we: the page says nothing of it), but which the user can name with --encoding. An image or an
 * archive has its NULs at both parities.
 */
function bomlessUtf16(bytes: Uint8Array, header: number): 'utf-16le' | 'utf-16be' | undefined {
  if (header < 16) return undefined;
  const nuls = [0, 0];
  for (let i = 0; i < header; i++) if (bytes[i] === 0) nuls[i % 2]++;
  const half = header / 2;
  const filled = (parity: number) => nuls[parity] >= 0.5 * half && nuls[1 - parity] <= BINARY_SHARE * half;
  return filled(1) ? 'utf-16le' : filled(0) ? 'utf-16be' : undefined;
}

/** Throws NotHtmlError when the bytes (in an ASCII-compatible encoding, not UTF-16) look binary, naming what they are where their signature says. */
export function checkTextBytes(bytes: Uint8Array): void {
  checkSignature(bytes);
  const header = Math.min(bytes.length, RESOURCE_HEADER_BYTES);
  let binary = 0;
  for (let i = 0; i < header; i++) if (isBinaryDataByte(bytes[i])) binary++;
  if (header > 0 && binary / header >= BINARY_SHARE) {
    const utf16 = bomlessUtf16(bytes, header);
    if (utf16 !== undefined) throw new NotHtmlError(`not HTML as it is read: UTF-16 text without a byte order mark? --encoding ${utf16} reads it`);
    throw new NotHtmlError(`not HTML: ${binary} of the first ${header} bytes are binary data (an image, an archive, random bytes?)`);
  }
}

/**
 * For bytes that are valid UTF-8: refused as checkTextBytes refuses them only when NUL bytes fill BINARY_SHARE of the
 * header — a file of zeros (a download cut short), UTF-16 without a BOM whose characters are all ASCII. Other control
 * bytes (an ESC or BEL in a short page) are characters of a text, taken out of the output later.
 */
export function checkUtf8Bytes(bytes: Uint8Array): void {
  const header = Math.min(bytes.length, RESOURCE_HEADER_BYTES);
  let nuls = 0;
  for (let i = 0; i < header; i++) if (bytes[i] === 0) nuls++;
  if (header > 0 && nuls / header >= BINARY_SHARE) checkTextBytes(bytes);
}
