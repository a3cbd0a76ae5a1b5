// Character classes of the reference alignment (docs/methods/web2text.md §6.2), as Java defines them, on single UTF-16
// code units.

/** The gap marker of aligned strings (§6.2: GAP = U+25A1). */
export const GAP = '\u25A1';
export const GAP_CODE = 0x25a1;

/** Java `Character.isWhitespace`: Unicode space/line/paragraph separators except no-break spaces, plus \t\n\v\f\r and U+001C–U+001F. */
export function isJavaWhitespace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code >= 0x1c && code <= 0x1f);
  if (code < 0x1680) return false;
  return (
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x2006) ||
    (code >= 0x2008 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x205f ||
    code === 0x3000
  );
}

const LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;

/** Java `Character.isLetterOrDigit` on one code unit (lone surrogates are neither). */
export function isLetterOrDigit(code: number): boolean {
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
  return LETTER_OR_DIGIT.test(String.fromCharCode(code));
}

/** Single-char case mapping (a mapping to several chars, e.g. 'ß' → 'SS', counts as no change; §6.2). */
function singleCharMap(ch: string, mapped: string): number {
  return (mapped.length === 1 ? mapped : ch).charCodeAt(0);
}

/**
 * A case-folded code: two chars are "equal ignoring case" (Java `equalsIgnoreCase` on one char: equal upper
 * case, or equal lower case of the upper case) exactly when their folded codes are equal.
 */
export function foldCase(code: number): number {
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
  const ch = String.fromCharCode(code);
  const upper = String.fromCharCode(singleCharMap(ch, ch.toUpperCase()));
  return singleCharMap(upper, upper.toLowerCase());
}
