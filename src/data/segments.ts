// Anchor search of the reference alignment (spec §6 step 2, `find1to1mathches`): unique 10-char windows of the
// clean text split page and text into Matched segments (copied) and Open segments (aligned by the gap DP).
import { GAP_CODE } from './chars';
import { PreparedText, preparedEqualEnough } from './prepared-text';

/** Anchor length k (spec §6 step 2). */
export const ANCHOR_LENGTH = 10;

export interface Segment {
  kind: 'matched' | 'open';
  srcStart: number;
  srcEnd: number;
  cleanStart: number;
  cleanEnd: number;
}

/** How many times a window occurs, and where the first occurrence starts. */
interface Occurrences {
  count: number;
  first: number;
}

/** Count in `haystack` the occurrences of each needle (all of one length), skipping windows that `allowed` rejects. */
function countWindows(
  haystack: string,
  length: number,
  needles: Map<string, Occurrences>,
  allowed: (start: number) => boolean = () => true,
): void {
  for (let p = 0; p + length <= haystack.length; p++) {
    const hit = needles.get(haystack.substr(p, length));
    if (hit && allowed(p)) {
      if (hit.count === 0) hit.first = p;
      hit.count++;
    }
  }
}

/** `tsub`: the chars of [start, end) that are neither whitespace nor GAP. */
function withoutSpaceAndGap(text: PreparedText, start: number, end: number): string {
  let out = '';
  for (let i = start; i < end; i++) if (text.space[i] === 0 && text.code[i] !== GAP_CODE) out += text.text[i];
  return out;
}

/** Prefix counts of GAP chars, so a window's GAP count is prefix[end] − prefix[start]. */
function gapPrefix(text: PreparedText): Int32Array {
  const prefix = new Int32Array(text.code.length + 1);
  for (let i = 0; i < text.code.length; i++) prefix[i + 1] = prefix[i] + (text.code[i] === GAP_CODE ? 1 : 0);
  return prefix;
}

/**
 * For every clean position i: the source start of clean[i, i+10) when that window occurs exactly once among the
 * GAP-free windows of the masked source (`sourceMap`) and its trimmed form occurs exactly once in the trimmed
 * source (`trimmed`, overlapping occurrences counted); otherwise −1.
 */
export function uniqueAnchorStarts(masked: PreparedText, clean: PreparedText): Int32Array {
  const starts = new Int32Array(Math.max(clean.text.length - ANCHOR_LENGTH + 1, 0)).fill(-1);
  const cleanWindows = Array.from(starts, (_, i) => clean.text.substr(i, ANCHOR_LENGTH));
  const windows = new Map<string, Occurrences>();
  for (const window of cleanWindows) windows.set(window, { count: 0, first: -1 });
  const gaps = gapPrefix(masked);
  countWindows(masked.text, ANCHOR_LENGTH, windows, (p) => gaps[p + ANCHOR_LENGTH] === gaps[p]);

  const trimmedNeedles = new Map<number, Map<string, Occurrences>>();
  const trimmedWindows: (string | undefined)[] = new Array(starts.length);
  for (let i = 0; i < starts.length; i++) {
    if (windows.get(cleanWindows[i])!.count !== 1) continue;
    const tsub = withoutSpaceAndGap(clean, i, i + ANCHOR_LENGTH);
    if (tsub.length === 0) continue;
    trimmedWindows[i] = tsub;
    let needles = trimmedNeedles.get(tsub.length);
    if (!needles) trimmedNeedles.set(tsub.length, (needles = new Map()));
    needles.set(tsub, { count: 0, first: -1 });
  }
  const trimmedSource = withoutSpaceAndGap(masked, 0, masked.text.length);
  for (const [length, needles] of trimmedNeedles) countWindows(trimmedSource, length, needles);

  for (let i = 0; i < starts.length; i++) {
    const tsub = trimmedWindows[i];
    if (tsub !== undefined && trimmedNeedles.get(tsub.length)!.get(tsub)!.count === 1) {
      starts[i] = windows.get(cleanWindows[i])!.first;
    }
  }
  return starts;
}

/** The origin sentinel `Matched(src 0–0, clean 0–0)` of the reference loop. */
const ORIGIN: Segment = { kind: 'matched', srcStart: 0, srcEnd: 0, cleanStart: 0, cleanEnd: 0 };

/**
 * The reference's segment list (spec §6 step 2), tiling the source [0, n) in order. One deliberate guard
 * beyond the reference: left extension also stops at the previous segment's clean end, so segments never
 * overlap on the clean side (the reference would then build an Open segment with a reversed clean range).
 */
export function findSegments(masked: PreparedText, clean: PreparedText): Segment[] {
  const n = masked.text.length;
  const m = clean.text.length;
  const anchors = uniqueAnchorStarts(masked, clean);
  const list: Segment[] = [];
  let last = ORIGIN;
  let i = 0;
  while (i < m - (ANCHOR_LENGTH - 1)) {
    const sp = anchors[i];
    if (sp < 0) {
      i += 1;
      continue;
    }
    let right = 0;
    while (
      sp + ANCHOR_LENGTH + right < n &&
      i + ANCHOR_LENGTH + right < m &&
      preparedEqualEnough(masked, sp + ANCHOR_LENGTH + right, clean, i + ANCHOR_LENGTH + right)
    ) {
      right++;
    }
    let left = 0;
    while (
      i - left > 0 &&
      sp - left > 0 &&
      sp - left >= last.srcEnd + 1 &&
      i - left >= last.cleanEnd + 1 &&
      preparedEqualEnough(masked, sp - left - 1, clean, i - left - 1)
    ) {
      left++;
    }
    if (sp <= last.srcStart) {
      // A match before the previous one: the reference drops the last two entries (spec §6 step 2).
      list.splice(Math.max(list.length - 2, 0));
      last = list.length > 0 ? list[list.length - 1] : ORIGIN;
      i += 1;
    } else if (sp < last.srcEnd) {
      i += 1;
    } else {
      if (sp - left > last.srcEnd || i - left > last.cleanEnd) {
        list.push({ kind: 'open', srcStart: last.srcEnd, srcEnd: sp - left, cleanStart: last.cleanEnd, cleanEnd: i - left });
      }
      last = { kind: 'matched', srcStart: sp - left, srcEnd: sp + ANCHOR_LENGTH + right, cleanStart: i - left, cleanEnd: i + ANCHOR_LENGTH + right };
      list.push(last);
      i += ANCHOR_LENGTH + right;
    }
  }
  if (list.length === 0) return [{ kind: 'open', srcStart: 0, srcEnd: n, cleanStart: 0, cleanEnd: m }];
  if (last.srcEnd < n) list.push({ kind: 'open', srcStart: last.srcEnd, srcEnd: n, cleanStart: last.cleanEnd, cleanEnd: m });
  return list;
}
