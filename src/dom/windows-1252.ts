// windows-1252 decoding without iconv-lite's per-byte loop: Node decodes Latin-1 natively, and windows-1252
// (the WHATWG encoding of every `iso-8859-1`/`latin1`/`us-ascii` label, Encoding §5.2) differs from it only in
// bytes 0x80–0x9F. Those 32 take their characters from whatwg-encoding itself, so the text is the same as its
// decode() gives. (Node 20's TextDecoder('windows-1252') decodes those bytes as Latin-1, so it cannot serve.)
import { decode } from 'whatwg-encoding';

const C1_BYTES = /[\u0080-\u009f]/g;
const C1_BYTES_TEST = /[\u0080-\u009f]/;

/** What windows-1252 makes of bytes 0x80–0x9F, by their offset from 0x80. */
const C1_CHARACTERS = Array.from(decode(Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i), 'windows-1252'));

export function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return C1_BYTES_TEST.test(latin1) ? latin1.replace(C1_BYTES, (c) => C1_CHARACTERS[c.charCodeAt(0) - 0x80]) : latin1;
}
