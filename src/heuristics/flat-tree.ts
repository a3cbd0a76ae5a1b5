// The parse5 body subtree flattened into pre-order arrays, so every heuristic walks it without recursion:
// a node's subtree is the index range [i, end[i]), and a reverse scan visits children before parents.
import { isElement, isText } from '../dom/parse';
import type { DomElement, DomNode } from '../dom/types';
import { measureText, type TextMeasures } from './text';

export interface FlatTree {
  /** Kept nodes in pre-order; index 0 is the root element. */
  nodes: DomNode[];
  /** Tag name (parse5 lower-cases HTML names), or '#text'. */
  tag: string[];
  /** Of each text node's whitespace-normalised text (measureText): UTF-16 length, code points, words; 0 for elements. */
  textLength: Int32Array;
  codePoints: Int32Array;
  words: Int32Array;
  parent: Int32Array;
  /** Exclusive end of each node's subtree in pre-order. */
  end: Int32Array;
  /** Edges from the root. */
  depth: Int32Array;
  /** First kept child, or −1; siblings chain through nextSibling. */
  firstChild: Int32Array;
  nextSibling: Int32Array;
  /** Of a tree built from the page's blocks (cdom-tree.ts): each block's text leaf, as blockAnchors gives it. */
  blockLeaves?: Int32Array;
}

const NO_TEXT: TextMeasures = { length: 0, codePoints: 0, words: 0 };

/**
 * Flattens `root`'s subtree: elements for which `skip` is true are dropped with their subtree, comments and
 * whitespace-only text are dropped. Iterative, so 100,000 nested elements are fine.
 */
export function flattenTree(root: DomElement, skip: (element: DomElement) => boolean, unicodeWords = true): FlatTree {
  const nodes: DomNode[] = [root];
  const tag: string[] = [root.tagName];
  const textLength: number[] = [0];
  const codePoints: number[] = [0];
  const words: number[] = [0];
  const parents: number[] = [-1];
  const depths: number[] = [0];
  // The path of open elements from the root: their index and the position of the next child to visit.
  const openIndex: number[] = [0];
  const nextChild: number[] = [0];
  while (openIndex.length > 0) {
    const top = openIndex.length - 1;
    const children = (nodes[openIndex[top]] as DomElement).childNodes;
    if (nextChild[top] === children.length) {
      openIndex.pop();
      nextChild.pop();
      continue;
    }
    const node = children[nextChild[top]++];
    let measures = NO_TEXT;
    if (isText(node)) {
      measures = measureText(node.value, unicodeWords);
      if (measures.length === 0) continue;
    } else if (!isElement(node) || skip(node)) {
      continue;
    }
    const index = nodes.length;
    nodes.push(node);
    tag.push(isElement(node) ? node.tagName : '#text');
    textLength.push(measures.length);
    codePoints.push(measures.codePoints);
    words.push(measures.words);
    parents.push(openIndex[top]);
    depths.push(top + 1);
    if (isElement(node)) {
      openIndex.push(index);
      nextChild.push(0);
    }
  }
  return link(
    nodes, tag, new Int32Array(textLength), new Int32Array(codePoints), new Int32Array(words),
    new Int32Array(parents), new Int32Array(depths),
  );
}

/**
 * `tree` without the subtrees of the elements (other than the root) for which `skip` is true: the same tree
 * flattenTree would build with that predicate added to the one `tree` was built with; `tree` itself when
 * nothing is dropped.
 */
export function pruneTree(tree: FlatTree, skip: (element: DomElement) => boolean): FlatTree {
  const n = tree.nodes.length;
  const skipped = (i: number): boolean => tree.tag[i] !== '#text' && skip(tree.nodes[i] as DomElement);
  // Nodes before the first skipped element are all kept; most trees have none to skip.
  let first = 1;
  while (first < n && !skipped(first)) first++;
  if (first === n) return tree;
  const kept = Array.from({ length: first }, (_, i) => i);
  for (let i = first; i < n; ) {
    if (skipped(i)) {
      i = tree.end[i];
      continue;
    }
    kept.push(i);
    i++;
  }
  const newIndex = new Int32Array(n);
  kept.forEach((i, k) => { newIndex[i] = k; });
  const pick = (values: Int32Array): Int32Array => {
    const picked = new Int32Array(kept.length);
    for (let k = 0; k < kept.length; k++) picked[k] = values[kept[k]];
    return picked;
  };
  const parent = pick(tree.parent);
  for (let k = 1; k < parent.length; k++) parent[k] = newIndex[parent[k]];
  return link(
    kept.map((i) => tree.nodes[i]), kept.map((i) => tree.tag[i]),
    pick(tree.textLength), pick(tree.codePoints), pick(tree.words), parent, pick(tree.depth),
  );
}

/** A tree of pre-order nodes with each one's parent and depth, linked: subtree ends, first children, siblings. */
export function link(
  nodes: DomNode[], tag: string[], textLength: Int32Array, codePoints: Int32Array, words: Int32Array,
  parent: Int32Array, depth: Int32Array,
): FlatTree {
  const n = nodes.length;
  // Children come after their parent in pre-order: a reverse scan sees every child before its parent, so it
  // can prepend each to its parent's child list and has its subtree end ready.
  const end = new Int32Array(n);
  const firstChild = new Int32Array(n).fill(-1);
  const nextSibling = new Int32Array(n).fill(-1);
  for (let i = n - 1; i >= 0; i--) {
    end[i] = Math.max(end[i], i + 1);
    const p = parent[i];
    if (p < 0) continue;
    end[p] = Math.max(end[p], end[i]);
    nextSibling[i] = firstChild[p];
    firstChild[p] = i;
  }
  return { nodes, tag, textLength, codePoints, words, parent, end, depth, firstChild, nextSibling };
}
