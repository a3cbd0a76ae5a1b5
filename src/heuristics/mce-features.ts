// The four node features of Alarte & Silva's page-level MCE (docs/methods/page-level-mce.md §3.2–3.3, §3.10) and the
// subtree counts its later steps need, computed on the flattened body tree.
import type { FlatTree } from './flat-tree';

/** Tags never rated (§3.2); BODY is the root and is not rated either. */
export const UNRATED_TAGS: ReadonlySet<string> = new Set([
  'a', 'nav', 'undefined', 'hr', 'span', 'em', 'body', 'script', 'header', 'h1', 'h2', 'h3', 'h4', 'h5', 'br', 'iframe',
]);

/**
 * wordRatio's climb stops this many edges above a text leaf: beyond it a leaf adds < 0.1% of its words, and the
 * bound keeps the O(leaves · depth) sum linear on pathologically deep pages.
 */
const MAX_WORD_RATIO_DISTANCE = 1024;

export interface MceNodeData {
  rated: Uint8Array;
  /** The four features of Def. 3.1: wordRatio, hyperlinkRatio, childrenRatio, positionRatio (rated nodes only). */
  features: Float64Array[];
  /** Subtree counts, node included: <a> elements, <img> elements, elements, words, characters, link characters. */
  anchors: Float64Array;
  images: Float64Array;
  elements: Float64Array;
  words: Float64Array;
  chars: Float64Array;
  linkChars: Float64Array;
  childCount: Int32Array;
}

export function computeMceNodeData(tree: FlatTree): MceNodeData {
  const n = tree.nodes.length;
  const isTextNode = (i: number): boolean => tree.tag[i] === '#text';
  const inAnchor = new Uint8Array(n);
  const rated = new Uint8Array(n);
  const childCount = new Int32Array(n);
  let maxDepth = 0;
  for (let i = 0; i < n; i++) {
    const p = tree.parent[i];
    inAnchor[i] = tree.tag[i] === 'a' || (p >= 0 && inAnchor[p] === 1) ? 1 : 0;
    if (p >= 0) childCount[p]++;
    maxDepth = Math.max(maxDepth, tree.depth[i]);
  }
  for (let i = 1; i < n; i++) rated[i] = !isTextNode(i) && childCount[i] > 0 && !UNRATED_TAGS.has(tree.tag[i]) ? 1 : 0;

  const [anchors, images, elements, words, chars, linkChars] = Array.from({ length: 6 }, () => new Float64Array(n));
  const wordRatio = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    if (isTextNode(i)) {
      words[i] = tree.words[i];
      chars[i] = tree.textLength[i];
      if (inAnchor[i]) linkChars[i] = chars[i];
      else addWordRatio(tree, rated, wordRatio, i, words[i]);
    } else {
      elements[i] += 1;
      if (tree.tag[i] === 'a') anchors[i] += 1;
      if (tree.tag[i] === 'img') images[i] += 1;
    }
    const p = tree.parent[i];
    if (p < 0) continue;
    anchors[p] += anchors[i];
    images[p] += images[i];
    elements[p] += elements[i];
    words[p] += words[i];
    chars[p] += chars[i];
    linkChars[p] += linkChars[i];
  }

  const hyperlinkRatio = new Float64Array(n);
  const childrenRatio = new Float64Array(n);
  const positionRatio = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    if (!rated[i]) continue;
    hyperlinkRatio[i] = anchors[i] === 0 ? 1 : 1 / anchors[i];
    childrenRatio[i] = childCount[i] > 2 ? 1 : 0;
    const depth = tree.depth[i];
    positionRatio[i] = depth <= maxDepth / 2 ? 1 : maxDepth / depth - 1;
  }
  return {
    rated, features: [wordRatio, hyperlinkRatio, childrenRatio, positionRatio],
    anchors, images, elements, words, chars, linkChars, childCount,
  };
}

/** Adds words/distance to every rated ancestor of a non-link text leaf (§3.10). */
function addWordRatio(tree: FlatTree, rated: Uint8Array, wordRatio: Float64Array, leaf: number, words: number): void {
  if (words === 0) return;
  let distance = 1;
  for (let a = tree.parent[leaf]; a >= 0 && distance <= MAX_WORD_RATIO_DISTANCE; a = tree.parent[a], distance++) {
    if (rated[a]) wordRatio[a] += words / distance;
  }
}
