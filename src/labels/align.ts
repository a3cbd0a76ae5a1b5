// The reference alignment of a gold clean text to a page source (docs/methods/web2text.md §6.2 `alignment`), as a
// per-character mask.
import { GAP, isJavaWhitespace } from './chars';
import { alignGap } from './gap-dp';
import { maskSource, type MaskOptions } from './mask';
import { prepareText } from './prepared-text';
import { findSegments, Segment } from './segments';

export interface Alignment {
  /** One entry per source char (UTF-16 unit): 1 when aligned to the clean text, 0 for GAP. */
  aligned: Uint8Array;
  segments: Segment[];
}

export function alignCleanText(source: string, clean: string, options: MaskOptions = {}): Alignment {
  const masked = prepareText(maskSource(source, options));
  const cleanText = prepareText(clean);
  const segments = findSegments(masked, cleanText);
  const aligned = new Uint8Array(source.length);
  for (const segment of segments) {
    if (segment.kind === 'matched') aligned.fill(1, segment.srcStart, segment.srcEnd);
    else alignGap({ src: masked, clean: cleanText, ...segment }, aligned);
  }
  return { aligned, segments };
}

/** The reference's aligned-string view (`R/aligned`): source chars where aligned, GAP elsewhere. */
export function alignedString(source: string, aligned: Uint8Array): string {
  let out = '';
  for (let i = 0; i < source.length; i++) out += aligned[i] === 1 ? source[i] : GAP;
  return out;
}

/** Share of the clean text's non-whitespace chars that ended up aligned (aligned non-whitespace source chars). */
export function alignmentCoverage(source: string, aligned: Uint8Array, clean: string): number {
  const nonSpace = (text: string, keep: (i: number) => boolean) => {
    let count = 0;
    for (let i = 0; i < text.length; i++) if (keep(i) && !isJavaWhitespace(text.charCodeAt(i))) count++;
    return count;
  };
  const wanted = nonSpace(clean, () => true);
  return wanted === 0 ? 1 : nonSpace(source, (i) => aligned[i] === 1) / wanted;
}
