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

/** Per-code-unit fold and classes, built once for all 65,536 UTF-16 code units. */
interface CharTables {
  fold: Uint16Array;
  space: Uint8Array;
  alnum: Uint8Array;
}

let tables: CharTables | null = null;

function charTables(): CharTables {
  if (tables === null) {
    const size = 0x10000;
    const t = { fold: new Uint16Array(size), space: new Uint8Array(size), alnum: new Uint8Array(size) };
    for (let c = 0; c < size; c++) {
      t.fold[c] = foldCase(c);
      t.space[c] = isJavaWhitespace(c) ? 1 : 0;
      t.alnum[c] = isLetterOrDigit(c) ? 1 : 0;
    }
    tables = t;
  }
  return tables;
}

export function prepareText(text: string): PreparedText {
  const { fold: foldOf, space: spaceOf, alnum: alnumOf } = charTables();
  const n = text.length;
  const code = new Uint16Array(n);
  const fold = new Uint16Array(n);
  const space = new Uint8Array(n);
  const alnum = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    code[i] = c;
    fold[i] = foldOf[c];
    space[i] = spaceOf[c];
    alnum[i] = alnumOf[c];
  }
  return { text, code, fold, space, alnum };
}

/** `equalEnough` (docs/methods/web2text.md §6.2) on prepared chars: both whitespace, or equal ignoring case. */
export function preparedEqualEnough(a: PreparedText, i: number, b: PreparedText, j: number): boolean {
  return a.space[i] === 1 ? b.space[j] === 1 : b.space[j] === 0 && a.fold[i] === b.fold[j];
}
