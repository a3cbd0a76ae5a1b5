// Java/jsoup string semantics the reference relies on (spec §1, §2, §13.3): jsoup's whitespace collapse,
// Java String.trim (strips every char ≤ U+0020, unlike JS trim) and the "blank" test of CDOM pruning.

/** jsoup TextNode.text: each run of [ \t\n\f\r] becomes one space; NBSP and other Unicode spaces are kept. */
export function collapseWhitespace(text: string): string {
  return text.replace(/[ \t\n\f\r]+/g, ' ');
}

/** Java String.trim: strips leading/trailing chars ≤ U+0020 (not NBSP, not BOM). */
export function javaTrim(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** Java `\s` (ASCII) plus `\p{Z}` (spec §2: `^[\p{Z}\s]*$`). */
const BLANK_AFTER_TRIM = /^[\p{Z} \t\n\x0B\f\r]*$/u;

/** True when `text.trim` (Java) fully matches `^[\p{Z}\s]*$` (spec §2 steps 1–2; NBSP-only is blank). */
export function isBlankText(text: string): boolean {
  return BLANK_AFTER_TRIM.test(javaTrim(text));
}
