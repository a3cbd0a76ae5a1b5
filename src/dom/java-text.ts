// Java/jsoup string semantics the reference relies on (docs/methods/web2text.md §1, §2, §13.3): jsoup's whitespace
// collapse, Java String.trim (strips every char ≤ U+0020, unlike JS trim) and the "blank" test of CDOM pruning.

/**
 * The runs of [ \t\n\f\r] that collapsing changes: two or more chars, or one that is not a space. A lone space
 * (most runs, one per word gap) is not matched, so most texts have few or no matches.
 */
const COLLAPSIBLE_RUN = /[ \t\n\f\r]{2,}|[\t\n\f\r]/g;

/** jsoup TextNode.text: each run of [ \t\n\f\r] becomes one space; NBSP and other Unicode spaces are kept. */
export function collapseWhitespace(text: string): string {
  return text.replace(COLLAPSIBLE_RUN, ' ');
}


/** Java String.trim: strips leading/trailing chars ≤ U+0020 (not NBSP, not BOM). */
export function javaTrim(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** Java `\s` without UNICODE_CHARACTER_CLASS: [ \t\n\x0B\f\r]. */
function isJavaSpace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

/** `\p{Z}`: Unicode space, line and paragraph separators. */
function isUnicodeSeparator(c: number): boolean {
  return (
    c === 0x20 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000
  );
}

/** True when `text.trim` (Java) fully matches `^[\p{Z}\s]*$` (§2 steps 1–2; NBSP-only is blank). */
export function isBlankText(text: string): boolean {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (!isJavaSpace(c) && !isUnicodeSeparator(c)) return false;
  }
  return true;
}
