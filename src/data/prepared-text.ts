// Per-character codes and classes of a string, computed once so the alignment loops touch only typed arrays.
import { foldCase, isJavaWhitespace, isLetterOrDigit } from './chars';

export interface PreparedText {
  text: string;
  code: Uint16Array;
  /** Case-folded code (equal folds = "equal ignoring case"). */
  fold: Uint16Array;
  /** 1 when Java `isWhitespace`. */
  space: Uint8Array;
  /** 1 when Java `isLetterOrDigit`. */
  alnum: Uint8Array;
}

export function prepareText(text: string): PreparedText {
  const n = text.length;
  const code = new Uint16Array(n);
  const fold = new Uint16Array(n);
  const space = new Uint8Array(n);
  const alnum = new Uint8Array(n);
  const foldCache = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    code[i] = c;
    let f = foldCache.get(c);
    if (f === undefined) {
      f = foldCase(c);
      foldCache.set(c, f);
    }
    fold[i] = f;
    space[i] = isJavaWhitespace(c) ? 1 : 0;
    alnum[i] = isLetterOrDigit(c) ? 1 : 0;
  }
  return { text, code, fold, space, alnum };
}

/** `equalEnough` (spec §6) on prepared chars: both whitespace, or equal ignoring case. */
export function preparedEqualEnough(a: PreparedText, i: number, b: PreparedText, j: number): boolean {
  return a.space[i] === 1 ? b.space[j] === 1 : b.space[j] === 0 && a.fold[i] === b.fold[j];
}
