// Inputs of a model's second stage, computed from the first stage's class probabilities over the whole page. A
// 9-block window of the first stage sees only neighbours; the second stage reads, per block:
//  - 'containers' (the stage of models before parts): the content probability pooled over each of the block's
//    ANCESTOR_LEVELS Collapsed-DOM containers (word-weighted mean, and the container's share of the page's
//    words), the block's own probability and the page's mean — a listing's cards or a forum's posts share the
//    verdict of their container;
//  - 'page': that pooling for every class but boilerplate (content, and a net of parts' comments and related
//    teasers), the mean of the blocks that share the block's class selector (the teasers of one list look
//    alike), and where the block stands in the page's sequence of content: the share of the content before and
//    after it, the most probable content block before and after it, and how far the nearest likely content is —
//    so "after the article's last paragraph" and "inside the comment thread" are learnable.
// Every column is O(n · levels) to compute, a small cost beside the nets.

/** Each block's words and its containers' ids, n × levels (features/block-ancestry.ts computes them from a page). */
export interface BlockContainers {
  words: ArrayLike<number>;
  ancestors: Int32Array;
  /** Per block, its class selector id (features/page-context.ts BLOCK_SELECTORS); the 'page' stage needs it. */
  selectors?: Int32Array;
}

export const STAGE_KINDS = ['containers', 'page'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];

/** Content probability above which a block counts as likely content (the argmax of a two-class net). */
const LIKELY_CONTENT = 0.5;
/** ln(1 + blocks) / scale keeps block distances about within [0, 1]. */
const DISTANCE_SCALE = 6;
/** ln(1 + blocks) / scale for the size of a selector group. */
const GROUP_SCALE = 5;

/** The classes pooled: content (1) and, for a net of parts, comments and related (2, 3). */
function pooledClasses(kind: StageKind, classes: number): number[] {
  return kind === 'containers' ? [1] : Array.from({ length: classes - 1 }, (_, c) => c + 1);
}

const CLASS_NAMES = ['boilerplate', 'content', 'comments', 'related'];

export function stageInputNames(kind: StageKind, classes: number, levels: number): string[] {
  const pooled = pooledClasses(kind, classes).map((c) => CLASS_NAMES[c]);
  const names: string[] = [];
  if (kind === 'containers') {
    for (let level = 1; level <= levels; level++) names.push(`ancestor_${level}_p_content`, `ancestor_${level}_word_share`);
    return [...names, 'p_content', 'page_p_content'];
  }
  names.push(...pooled.map((name) => `p_${name}`));
  for (let level = 1; level <= levels; level++) names.push(...pooled.map((name) => `ancestor_${level}_p_${name}`), `ancestor_${level}_word_share`);
  names.push(...pooled.map((name) => `page_p_${name}`));
  names.push(...pooled.map((name) => `selector_p_${name}`), 'selector_log_blocks');
  names.push('content_share_before', 'content_share_after', 'max_p_content_before', 'max_p_content_after');
  names.push('log_blocks_since_content', 'log_blocks_until_content');
  if (classes > 2) names.push('comments_share_before', 'comments_share_after');
  return names;
}

/** Word-weighted means of the pooled classes over groups (a group id per block, −1 = none), written as columns. */
function groupMeans(p: Float32Array, classes: number, pooled: readonly number[], weight: Float64Array, groupOf: Int32Array, groups: number): Float64Array {
  const stride = pooled.length + 1;
  const sums = new Float64Array(groups * stride);
  for (let b = 0; b < weight.length; b++) {
    const g = groupOf[b];
    if (g < 0) continue;
    sums[g * stride + pooled.length] += weight[b];
    for (let k = 0; k < pooled.length; k++) sums[g * stride + k] += weight[b] * p[b * classes + pooled[k]];
  }
  for (let g = 0; g < groups; g++) {
    const w = sums[g * stride + pooled.length];
    for (let k = 0; k < pooled.length; k++) sums[g * stride + k] = w > 0 ? sums[g * stride + k] / w : 0;
  }
  return sums;
}

/** stageInputNames(…).length, kept per stage shape: it is asked for on every page. */
const widths = new Map<string, number>();
function stageWidth(kind: StageKind, classes: number, levels: number): number {
  const key = `${kind}/${classes}/${levels}`;
  let width = widths.get(key);
  if (width === undefined) widths.set(key, (width = stageInputNames(kind, classes, levels).length));
  return width;
}

/** n × stageInputNames(…).length, row-major, from the first stage's n × classes probabilities. */
export function stageInputs(kind: StageKind, p: Float32Array, classes: number, containers: BlockContainers, levels: number): Float32Array {
  const { words, ancestors } = containers;
  const n = words.length;
  const pooled = pooledClasses(kind, classes);
  const width = stageWidth(kind, classes, levels);
  const out = new Float32Array(n * width);
  // A block of no words still counts a little, so a container of link-only blocks has a mean too.
  const weight = new Float64Array(n);
  let pageWords = 0;
  for (let b = 0; b < n; b++) {
    weight[b] = words[b] + 1;
    pageWords += words[b];
  }
  let nodes = 0;
  for (let i = 0; i < ancestors.length; i++) nodes = Math.max(nodes, ancestors[i] + 1);
  const stride = pooled.length + 1;
  // Container means need each container's words too: pooled in one pass per level over the same sums.
  const containerSums = new Float64Array(nodes * stride);
  const containerWords = new Float64Array(nodes);
  for (let b = 0; b < n; b++) {
    for (let level = 0; level < levels; level++) {
      const node = ancestors[b * levels + level];
      if (node < 0) break;
      containerSums[node * stride + pooled.length] += weight[b];
      containerWords[node] += words[b];
      for (let k = 0; k < pooled.length; k++) containerSums[node * stride + k] += weight[b] * p[b * classes + pooled[k]];
    }
  }
  const page = groupMeans(p, classes, pooled, weight, new Int32Array(n), 1);
  const ownColumns = kind === 'containers' ? 0 : pooled.length;
  for (let b = 0; b < n; b++) {
    const at = b * width;
    for (let k = 0; k < ownColumns; k++) out[at + k] = p[b * classes + pooled[k]];
    let node = -1;
    for (let level = 0; level < levels; level++) {
      node = ancestors[b * levels + level] >= 0 ? ancestors[b * levels + level] : node;
      const col = at + ownColumns + level * stride;
      const w = node >= 0 ? containerSums[node * stride + pooled.length] : 0;
      for (let k = 0; k < pooled.length; k++) out[col + k] = w > 0 ? containerSums[node * stride + k] / w : p[b * classes + pooled[k]];
      out[col + pooled.length] = node >= 0 && pageWords > 0 ? containerWords[node] / pageWords : 0;
    }
    const after = at + ownColumns + levels * stride;
    if (kind === 'containers') {
      out[after] = p[b * classes + 1];
      out[after + 1] = page[0];
    } else {
      for (let k = 0; k < pooled.length; k++) out[after + k] = page[k];
    }
  }
  if (kind === 'page') writeSequenceColumns(out, width, ownColumns + levels * stride + pooled.length, p, classes, pooled, weight, containers);
  return out;
}

/** The 'page' stage's selector and sequence columns, from column `first` on. */
function writeSequenceColumns(
  out: Float32Array,
  width: number,
  first: number,
  p: Float32Array,
  classes: number,
  pooled: readonly number[],
  weight: Float64Array,
  { selectors }: BlockContainers,
): void {
  const n = weight.length;
  if (selectors === undefined || selectors.length !== n) throw new Error('the page stage needs each block\'s class selector');
  // Selector ids are dense over the page's nodes, not its blocks: renumbered densely over the blocks.
  const dense = new Map<number, number>();
  const groupOf = new Int32Array(n);
  for (let b = 0; b < n; b++) {
    let g = dense.get(selectors[b]);
    if (g === undefined) dense.set(selectors[b], (g = dense.size));
    groupOf[b] = g;
  }
  const groupSize = new Int32Array(dense.size);
  for (let b = 0; b < n; b++) groupSize[groupOf[b]]++;
  const groups = groupMeans(p, classes, pooled, weight, groupOf, dense.size);
  const stride = pooled.length + 1;
  // Word-weighted content (and comments) mass before each block, and the nearest likely content either side.
  const mass = (c: number) => {
    const before = new Float64Array(n + 1);
    for (let b = 0; b < n; b++) before[b + 1] = before[b] + weight[b] * p[b * classes + c];
    return before;
  };
  const content = mass(1);
  const comments = classes > 2 ? mass(2) : undefined;
  const maxAfter = new Float32Array(n + 1);
  for (let b = n - 1; b >= 0; b--) maxAfter[b] = Math.max(maxAfter[b + 1], p[b * classes + 1]);
  const nextContent = new Int32Array(n + 1).fill(-1);
  for (let b = n - 1; b >= 0; b--) nextContent[b] = p[b * classes + 1] > LIKELY_CONTENT ? b : nextContent[b + 1];
  let maxBefore = 0;
  let lastContent = -1;
  const share = (before: Float64Array, b: number, side: 'before' | 'after') => {
    const total = before[n];
    if (total <= 0) return 0;
    return side === 'before' ? before[b] / total : (total - before[b + 1]) / total;
  };
  const logDistance = (blocks: number) => (blocks < 0 ? 1 : Math.log1p(blocks) / DISTANCE_SCALE);
  for (let b = 0; b < n; b++) {
    const at = b * width + first;
    const g = groupOf[b];
    for (let k = 0; k < pooled.length; k++) out[at + k] = groups[g * stride + k];
    out[at + pooled.length] = Math.log1p(groupSize[g]) / GROUP_SCALE;
    const seq = at + pooled.length + 1;
    out[seq] = share(content, b, 'before');
    out[seq + 1] = share(content, b, 'after');
    out[seq + 2] = maxBefore;
    out[seq + 3] = maxAfter[b + 1];
    out[seq + 4] = logDistance(lastContent < 0 ? -1 : b - lastContent);
    out[seq + 5] = logDistance(nextContent[b + 1] < 0 ? -1 : nextContent[b + 1] - b);
    if (comments !== undefined) {
      out[seq + 6] = share(comments, b, 'before');
      out[seq + 7] = share(comments, b, 'after');
    }
    maxBefore = Math.max(maxBefore, p[b * classes + 1]);
    if (p[b * classes + 1] > LIKELY_CONTENT) lastContent = b;
  }
}
