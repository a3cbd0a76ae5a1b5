// The one bridge from a heuristic's selection in its flat body tree to per-block labels and scores: a block
// takes the value of the nearest marked ancestor-or-self of its DOM text node.
import type { BlockLabels } from '../extractor';
import type { Page } from '../dom/types';
import { blockAnchors } from './block-anchors';
import type { FlatTree } from './flat-tree';

/**
 * Content = the block's text node lies inside one of the selected subtrees (a text node selects itself): its
 * anchor lies in the pre-order range [root, end[root]) of a selected root. Nested roots add nothing, so the
 * ranges of the outermost ones are searched.
 */
export function labelsFromSelection(page: Page, tree: FlatTree, selectedRoots: Iterable<number>): Uint8Array {
  const starts: number[] = [];
  const ends: number[] = [];
  for (const root of [...selectedRoots].sort((a, b) => a - b)) {
    if (ends.length > 0 && root < ends[ends.length - 1]) continue;
    starts.push(root);
    ends.push(tree.end[root]);
  }
  const anchors = blockAnchors(page, tree);
  const labels = new Uint8Array(anchors.length);
  for (let b = 0; b < anchors.length; b++) {
    const range = lastAtOrBefore(starts, anchors[b]);
    labels[b] = range >= 0 && anchors[b] < ends[range] ? 1 : 0;
  }
  return labels;
}

/** Index of the last of the ascending `values` that is ≤ x; −1 when none is. */
function lastAtOrBefore(values: readonly number[], x: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle] <= x) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/** Per-block score = the score of the nearest scored (scored[i] = 1) ancestor-or-self; 0 where none is scored. */
export function scoresFromNodes(page: Page, tree: FlatTree, scored: Uint8Array, score: Float64Array): Float32Array {
  const nearest = new Int32Array(tree.nodes.length);
  for (let i = 0; i < nearest.length; i++) {
    const p = tree.parent[i];
    nearest[i] = scored[i] === 1 ? i : p < 0 ? -1 : nearest[p];
  }
  const anchors = blockAnchors(page, tree);
  const scores = new Float32Array(anchors.length);
  for (let b = 0; b < anchors.length; b++) {
    const node = anchors[b] < 0 ? -1 : nearest[anchors[b]];
    scores[b] = node < 0 ? 0 : score[node];
  }
  return scores;
}

/** The labelling of a method that could not decide: every block gets `label`, with the reason recorded. */
export function blanketLabels(page: Page, label: 0 | 1, reason: string): BlockLabels {
  return { labels: new Uint8Array(page.blocks.length).fill(label), reason };
}
