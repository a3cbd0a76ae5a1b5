// Group decisions: the blocks at one place of every item of a repeated sibling group (dom/sibling-groups.ts) — the
// titles of a listing's cards, the texts of a product's reviews — are one column, and the column gets one label.
// The label is a logistic regression's over what the labeller said about the column's blocks (their content
// log-odds pooled: mean, highest, lowest) and where the column stands on the page (how much the page keeps, the
// group's share of the page and its mean log-odds, the column's position, its repeated texts, the number of groups),
// fitted on training pages by scripts/fit-group-decision.ts and kept with the model (manifest `groupDecision`). So a
// listing keeps a column of all its cards or of none, and a product page keeps its review list or drops it as one
// choice. Groups whose items are single blocks (the paragraphs of one text, the links of a menu) keep their
// block-by-block labels: on WCXB's validation pages deciding them as columns cost collections and documentation.
import { logistic, type LogisticModel } from '../confidence/logistic';
import type { Page } from '../dom/types';
import { SIBLING_GROUPS } from '../dom/sibling-groups';
import { BLOCK_MATCH_TEXTS } from '../dom/block-match-texts';
import { BLOCK_WORDS } from '../features/block-ancestry';

/** Least mean number of blocks per item for a group to be decided by columns (a card has a title and more). */
export const MIN_BLOCKS_PER_ITEM = 1.5;
/** Fewest items a column must reach to be decided as one. */
const MIN_COLUMN_ITEMS = 2;
/** Probabilities are clipped to [ε, 1 − ε] before their log-odds are taken. */
const EPSILON = 1e-4;

/** The decision's inputs per column, in the order of its weights. */
export const GROUP_DECISION_INPUTS = [
  'column_mean_log_odds', 'column_max_log_odds', 'column_min_log_odds', 'page_mean_p_content', 'page_kept_word_share',
  'group_word_share', 'group_mean_log_odds', 'column_position', 'column_same_text', 'log_groups',
] as const;

/** A fitted decision (manifest `groupDecision`): a logistic regression over the named inputs. */
export interface GroupDecision extends LogisticModel {
  inputs: readonly string[];
}

/** Why a stored decision cannot serve this code (other inputs, or arrays of other lengths), or undefined when it can. */
export function groupDecisionMismatch(decision: GroupDecision): string | undefined {
  const expected = GROUP_DECISION_INPUTS.join(', ');
  if (decision.inputs.join(', ') !== expected) return `groupDecision reads ${decision.inputs.join(', ')}; this code computes ${expected}`;
  const width = GROUP_DECISION_INPUTS.length;
  if (decision.mean.length !== width || decision.sd.length !== width || decision.weights.length !== width) {
    return `groupDecision needs ${width} means, deviations and weights`;
  }
  return undefined;
}

/** The columns of a page that are decided as wholes: each column's blocks and its inputs. */
export interface DecidedColumns {
  blocks: number[][];
  /** columns × GROUP_DECISION_INPUTS.length, row-major. */
  inputs: Float64Array;
}

function logOdds(p: number): number {
  const q = Math.min(Math.max(p, EPSILON), 1 - EPSILON);
  return Math.log(q / (1 - q));
}

/** The decided columns of a page with their inputs, from the labeller's content probabilities and labels. */
export function decidedColumns(page: Page, pContent: ArrayLike<number>, labels: ArrayLike<number>): DecidedColumns {
  const { groups, groupOf, itemOf, columnOf, columns } = page.get(SIBLING_GROUPS);
  const width = GROUP_DECISION_INPUTS.length;
  if (groups.length === 0) return { blocks: [], inputs: new Float64Array(0) };
  const words = page.get(BLOCK_WORDS);
  const matchTexts = page.get(BLOCK_MATCH_TEXTS);
  const n = page.blocks.length;
  let pageWords = 0;
  let keptWords = 0;
  let weightSum = 0;
  let pSum = 0;
  for (let b = 0; b < n; b++) {
    pageWords += words[b];
    if (labels[b] === 1) keptWords += words[b];
    weightSum += words[b] + 1;
    pSum += (words[b] + 1) * pContent[b];
  }
  const groupBlocks = new Int32Array(groups.length);
  const groupWords = new Float64Array(groups.length);
  const groupWeight = new Float64Array(groups.length);
  const groupLogOdds = new Float64Array(groups.length);
  // Each column's blocks in order, one column after the other: column c's are columnBlocks[columnStart[c] … columnStart[c + 1]).
  const columnStart = new Int32Array(columns + 1);
  const columnItems = new Int32Array(columns);
  const lastItem = new Int32Array(columns).fill(-1);
  for (let b = 0; b < n; b++) {
    const g = groupOf[b];
    if (g < 0) continue;
    const c = columnOf[b];
    groupBlocks[g]++;
    groupWords[g] += words[b];
    groupWeight[g] += words[b] + 1;
    groupLogOdds[g] += (words[b] + 1) * logOdds(pContent[b]);
    columnStart[c + 1]++;
    if (lastItem[c] !== itemOf[b]) {
      lastItem[c] = itemOf[b];
      columnItems[c]++;
    }
  }
  for (let c = 0; c < columns; c++) columnStart[c + 1] += columnStart[c];
  const columnBlocks = new Int32Array(columnStart[columns]);
  const filled = columnStart.slice(0, columns);
  for (let b = 0; b < n; b++) if (groupOf[b] >= 0) columnBlocks[filled[columnOf[b]]++] = b;
  const logGroups = Math.log1p(groups.length);
  const decided: number[][] = [];
  const rows: number[] = [];
  const texts = new Map<string, number>();
  for (let c = 0; c < columns; c++) {
    const start = columnStart[c];
    const end = columnStart[c + 1];
    const g = groupOf[columnBlocks[start]];
    if (columnItems[c] < MIN_COLUMN_ITEMS || groupBlocks[g] < MIN_BLOCKS_PER_ITEM * groups[g].items.length) continue;
    let weight = 0;
    let sum = 0;
    let max = -Infinity;
    let min = Infinity;
    let position = 0;
    texts.clear();
    for (let k = start; k < end; k++) {
      const b = columnBlocks[k];
      const odds = logOdds(pContent[b]);
      weight += words[b] + 1;
      sum += (words[b] + 1) * odds;
      max = Math.max(max, odds);
      min = Math.min(min, odds);
      position += b;
      const text = matchTexts.of(b);
      texts.set(text, (texts.get(text) ?? 0) + 1);
    }
    let repeated = 0;
    for (const count of texts.values()) if (count > 1) repeated += count;
    decided.push(Array.from(columnBlocks.subarray(start, end)));
    rows.push(
      sum / weight, max, min, pSum / weightSum, pageWords > 0 ? keptWords / pageWords : 0,
      pageWords > 0 ? groupWords[g] / pageWords : 0, groupLogOdds[g] / groupWeight[g], position / (end - start) / n,
      repeated / (end - start), logGroups,
    );
  }
  const inputs = Float64Array.from(rows);
  if (inputs.length !== decided.length * width) throw new Error('group decision: inputs out of step with their names');
  return { blocks: decided, inputs };
}

/** The decision's probability that a column (row `row` of `inputs`) is content. */
export function columnProbability(decision: GroupDecision, inputs: Float64Array, row: number): number {
  const width = GROUP_DECISION_INPUTS.length;
  return logistic(decision, Array.from(inputs.subarray(row * width, (row + 1) * width)));
}

/** `labels` with every decided column of the page labelled as its decision says. */
export function decideGroups(page: Page, pContent: ArrayLike<number>, labels: Uint8Array, decision: GroupDecision): Uint8Array {
  const { blocks, inputs } = decidedColumns(page, pContent, labels);
  if (blocks.length === 0) return labels;
  const out = labels.slice();
  blocks.forEach((column, row) => {
    const label = columnProbability(decision, inputs, row) > 0.5 ? 1 : 0;
    for (const b of column) out[b] = label;
  });
  return out;
}
