// The global DP of an Open segment (docs/methods/web2text.md §6.2 step 3, `dpalignment`), exact, in bounded memory.
//
// The recurrence carries a path-dependent "in a gap" flag, so Hirschberg's forward/backward split does not
// reproduce its choices. Instead: up to DP_LIMITS.maxFullTableCells the whole decision table is kept; above that, a
// checkpointed pass keeps the score/flag row every k ≈ √n rows and recomputes the decisions of one k-row block
// at a time while backtracking. Same cells, same tie rules, so the same alignment as the full table, with
// memory O(√n · m) instead of O(n · m), for about twice the time. A gap beyond DP_LIMITS (far above any
// CleanEval page: the largest has 1.4e8 cells) is refused with AlignmentTooLargeError rather than run for minutes.
//
// Exact shortcut: a masked (GAP) source char can never match, so in its row every flag is set and each score is
// ≥ its left neighbour's SkipClean; the next GAP row is then a copy (SkipSource wins every tie). A run of GAP
// chars therefore needs only its first row; the others are unaligned. This skips the ~60% masked markup.
import { GAP_CODE } from './chars';
import { PreparedText } from './prepared-text';

/** Scores and penalties of `dpalignment` (§6.2 step 3; the doc comment's −1 gap is −2 in the code). */
const EXACT_LETTER_OR_DIGIT = 3;
const EQUAL_IGNORING_CASE = 1;
const BOTH_WHITESPACE = 0;
const SKIP_CLEAN_CHAR = -6;
const SKIP_CLEAN_WHITESPACE = 0;
const OPEN_SOURCE_GAP = -2;
const EXTEND_SOURCE_GAP = 0;

const SKIP_SOURCE = 0;
const SKIP_CLEAN = 1;
const MATCH = 2;

export interface DpLimits {
  /** Largest decision table kept whole (1 byte per cell); bigger gaps use checkpoints. */
  maxFullTableCells: number;
  /** Largest gap aligned at all (cells of the n × m table). */
  maxCells: number;
  /** Largest memory of the checkpointed pass (checkpoint rows + one block of decisions), in bytes. */
  maxCheckpointBytes: number;
}

export const DP_LIMITS: DpLimits = { maxFullTableCells: 2e7, maxCells: 1e9, maxCheckpointBytes: 512 * 2 ** 20 };

/** Bytes per DP cell of a kept row: Int32 score + Uint8 gap flag. */
const ROW_BYTES_PER_CELL = 5;

export class AlignmentTooLargeError extends Error {
  constructor(n: number, m: number, what: string) {
    super(`alignment gap too large: ${n} source × ${m} clean chars (${what})`);
    this.name = 'AlignmentTooLargeError';
  }
}

/** One Open segment: masked source [srcStart, srcEnd) against clean [cleanStart, cleanEnd). */
export interface Gap {
  src: PreparedText;
  srcStart: number;
  srcEnd: number;
  clean: PreparedText;
  cleanStart: number;
  cleanEnd: number;
}

/** The DP of one gap: row i (1-based) is source position rows[i − 1]. */
interface DpProblem {
  gap: Gap;
  rows: Int32Array;
}

/** Source positions that need a DP row: all but the 2nd, 3rd, … char of each GAP run (see the header). */
function dpRows(gap: Gap): Int32Array {
  const { src, clean } = gap;
  const cleanHasGap = clean.code.subarray(gap.cleanStart, gap.cleanEnd).includes(GAP_CODE);
  const rows: number[] = [];
  for (let p = gap.srcStart; p < gap.srcEnd; p++) {
    if (cleanHasGap || src.code[p] !== GAP_CODE || p === gap.srcStart || src.code[p - 1] !== GAP_CODE) rows.push(p);
  }
  return Int32Array.from(rows);
}

/** A DP row: scores and gap flags over columns 0..m. */
interface Row {
  score: Int32Array;
  inGap: Uint8Array;
}

function newRow(width: number): Row {
  return { score: new Int32Array(width), inGap: new Uint8Array(width) };
}

/** Row 0: S[0][j] = −j, all flags set (§6.2 step 3 initialisation). */
function firstRow(row: Row, width: number): void {
  for (let j = 0; j < width; j++) {
    row.score[j] = -j;
    row.inGap[j] = 1;
  }
}

/**
 * Row i (1-based source index) from row i−1 over columns 0..width−1; decisions go to `decisions` at `offset`
 * when given. Ties: SkipClean only if strictly above SkipSource; Match only if strictly above both.
 */
function nextRow(problem: DpProblem, i: number, prev: Row, cur: Row, width: number, decisions: Uint8Array | null, offset: number): void {
  const { src, clean, cleanStart } = problem.gap;
  const cleanSpace = clean.space;
  const cleanFold = clean.fold;
  const cleanCode = clean.code;
  const s = problem.rows[i - 1];
  const sCode = src.code[s];
  const sFold = src.fold[s];
  const sSpace = src.space[s];
  const sAlnum = src.alnum[s];
  const prevScore = prev.score;
  const prevGap = prev.inGap;
  const score = cur.score;
  const inGap = cur.inGap;
  score[0] = 0;
  inGap[0] = 1;
  if (decisions) decisions[offset] = SKIP_SOURCE;
  for (let j = 1; j < width; j++) {
    const c = cleanStart + j - 1;
    const cSpace = cleanSpace[c];
    let best = prevScore[j] + (prevGap[j] === 1 ? EXTEND_SOURCE_GAP : OPEN_SOURCE_GAP);
    let choice = SKIP_SOURCE;
    let flag = 1;
    const skipClean = score[j - 1] + (cSpace === 1 ? SKIP_CLEAN_WHITESPACE : SKIP_CLEAN_CHAR);
    if (skipClean > best) {
      best = skipClean;
      choice = SKIP_CLEAN;
      flag = inGap[j - 1];
    }
    const sameLetter = sFold === cleanFold[c];
    if (sameLetter || (sSpace === 1 && cSpace === 1)) {
      const gain = !sameLetter ? BOTH_WHITESPACE : sAlnum === 1 && sCode === cleanCode[c] ? EXACT_LETTER_OR_DIGIT : EQUAL_IGNORING_CASE;
      const match = prevScore[j - 1] + gain;
      if (match > best) {
        best = match;
        choice = MATCH;
        flag = 0;
      }
    }
    score[j] = best;
    inGap[j] = flag;
    if (decisions) decisions[offset + j] = choice;
  }
}

/** Walk back from (i, j) while i > stopRow, marking matched source chars; returns the column reached. */
function backtrack(problem: DpProblem, i: number, j: number, stopRow: number, decisionAt: (i: number, j: number) => number, mask: Uint8Array): number {
  while (i > stopRow) {
    const choice = j === 0 ? SKIP_SOURCE : decisionAt(i, j);
    if (choice === MATCH) mask[problem.rows[i - 1]] = 1;
    if (choice !== SKIP_CLEAN) i--;
    if (choice !== SKIP_SOURCE) j--;
  }
  return j;
}

function alignWithFullTable(problem: DpProblem, n: number, m: number, mask: Uint8Array): void {
  const width = m + 1;
  const decisions = new Uint8Array((n + 1) * width);
  let prev = newRow(width);
  let cur = newRow(width);
  firstRow(prev, width);
  for (let i = 1; i <= n; i++) {
    nextRow(problem, i, prev, cur, width, decisions, i * width);
    [prev, cur] = [cur, prev];
  }
  backtrack(problem, n, m, 0, (i, j) => decisions[i * width + j], mask);
}

function copyRow(row: Row): Row {
  return { score: row.score.slice(), inGap: row.inGap.slice() };
}

/** Rows per checkpoint block: √n balances kept checkpoint rows against one block of decisions. */
function checkpointBlockRows(n: number): number {
  return Math.ceil(Math.sqrt(n));
}

function checkpointBytes(n: number, m: number): number {
  const blockRows = checkpointBlockRows(n);
  return (Math.ceil(n / blockRows) * ROW_BYTES_PER_CELL + blockRows) * (m + 1);
}

function alignWithCheckpoints(problem: DpProblem, n: number, m: number, mask: Uint8Array): void {
  const width = m + 1;
  const blockRows = checkpointBlockRows(n);
  const checkpoints: Row[] = [];
  let prev = newRow(width);
  let cur = newRow(width);
  firstRow(prev, width);
  for (let i = 1; i <= n; i++) {
    if ((i - 1) % blockRows === 0) checkpoints.push(copyRow(prev));
    nextRow(problem, i, prev, cur, width, null, 0);
    [prev, cur] = [cur, prev];
  }
  const decisions = new Uint8Array(blockRows * width);
  let i = n;
  let j = m;
  for (let block = checkpoints.length - 1; block >= 0; block--) {
    const firstRowOfBlock = block * blockRows;
    const blockWidth = j + 1;
    // The checkpoint is not needed after this block, so its row buffers are reused.
    let before = checkpoints.pop()!;
    for (let r = firstRowOfBlock + 1; r <= i; r++) {
      nextRow(problem, r, before, cur, blockWidth, decisions, (r - firstRowOfBlock - 1) * blockWidth);
      [before, cur] = [cur, before];
    }
    j = backtrack(problem, i, j, firstRowOfBlock, (r, c) => decisions[(r - firstRowOfBlock - 1) * blockWidth + c], mask);
    i = firstRowOfBlock;
  }
}

/**
 * Align one Open segment and set mask[p] = 1 for every source position p the DP matches (Match emits the
 * source char; SkipSource emits GAP; SkipClean emits nothing). Throws AlignmentTooLargeError beyond `limits`.
 */
export function alignGap(gap: Gap, mask: Uint8Array, limits: DpLimits = DP_LIMITS): void {
  const m = gap.cleanEnd - gap.cleanStart;
  if (gap.srcEnd === gap.srcStart || m === 0) return;
  const problem = { gap, rows: dpRows(gap) };
  const n = problem.rows.length;
  const cells = (n + 1) * (m + 1);
  if (cells <= limits.maxFullTableCells) return alignWithFullTable(problem, n, m, mask);
  if (cells > limits.maxCells) throw new AlignmentTooLargeError(n, m, `more than ${limits.maxCells} DP cells`);
  if (checkpointBytes(n, m) > limits.maxCheckpointBytes) {
    throw new AlignmentTooLargeError(n, m, `more than ${limits.maxCheckpointBytes} bytes of DP memory`);
  }
  alignWithCheckpoints(problem, n, m, mask);
}
