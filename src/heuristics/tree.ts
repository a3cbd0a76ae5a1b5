// The parse5 body subtree flattened into pre-order arrays, so every heuristic walks it without recursion:
// a node's subtree is the index range [i, end[i]), and a reverse scan visits children before parents.
import { findBody, isElement } from '../dom/parse';
import type { DomElement, DomNode, DomText, Page } from '../dom/types';
import { measureText, type TextMeasures } from './text';

/** Elements whose content is never rendered text (specs/cetd.md §2.1: script, style, comments + parse5 raw-text tags). */
export const NON_RENDERED_TAGS: ReadonlySet<string> = new Set([
  'script', 'style', 'noscript', 'template', 'iframe', 'noembed', 'noframes',
]);

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
}

export function isText(node: DomNode): node is DomText {
  return node.nodeName === '#text';
}

export function attribute(element: DomElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

const NO_TEXT: TextMeasures = { length: 0, codePoints: 0, words: 0 };

/**
 * Flattens `root`'s subtree: elements for which `skip` is true are dropped with their subtree, comments and
 * whitespace-only text are dropped. Iterative, so 100,000 nested elements are fine.
 */
export function flattenTree(root: DomElement, skip: (element: DomElement) => boolean): FlatTree {
  const nodes: DomNode[] = [];
  const tag: string[] = [];
  const textLength: number[] = [];
  const codePoints: number[] = [];
  const words: number[] = [];
  const parents: number[] = [];
  const depths: number[] = [];
  const stackNodes: DomNode[] = [root];
  const stackParents: number[] = [-1];
  const stackDepths: number[] = [0];
  while (stackNodes.length > 0) {
    const node = stackNodes.pop()!;
    const parent = stackParents.pop()!;
    const depth = stackDepths.pop()!;
    let measures = NO_TEXT;
    if (isText(node)) {
      measures = measureText(node.value);
      if (measures.length === 0) continue;
    } else if (!isElement(node) || (node !== root && skip(node))) {
      continue;
    }
    const index = nodes.length;
    nodes.push(node);
    tag.push(isElement(node) ? node.tagName : '#text');
    textLength.push(measures.length);
    codePoints.push(measures.codePoints);
    words.push(measures.words);
    parents.push(parent);
    depths.push(depth);
    if (isElement(node)) {
      for (let c = node.childNodes.length - 1; c >= 0; c--) {
        stackNodes.push(node.childNodes[c]);
        stackParents.push(index);
        stackDepths.push(depth + 1);
      }
    }
  }
  return link(
    nodes, tag, Int32Array.from(textLength), Int32Array.from(codePoints), Int32Array.from(words),
    Int32Array.from(parents), Int32Array.from(depths),
  );
}

/**
 * `tree` without the subtrees of the elements (other than the root) for which `skip` is true: the same tree
 * flattenTree would build with that predicate added to the one `tree` was built with.
 */
export function pruneTree(tree: FlatTree, skip: (element: DomElement) => boolean): FlatTree {
  const n = tree.nodes.length;
  const newIndex = new Int32Array(n);
  const kept: number[] = [];
  for (let i = 0; i < n; ) {
    if (i > 0 && tree.tag[i] !== '#text' && skip(tree.nodes[i] as DomElement)) {
      i = tree.end[i];
      continue;
    }
    newIndex[i] = kept.length;
    kept.push(i);
    i++;
  }
  if (kept.length === n) return tree;
  return link(
    kept.map((i) => tree.nodes[i]),
    kept.map((i) => tree.tag[i]),
    Int32Array.from(kept, (i) => tree.textLength[i]),
    Int32Array.from(kept, (i) => tree.codePoints[i]),
    Int32Array.from(kept, (i) => tree.words[i]),
    Int32Array.from(kept, (i) => (i === 0 ? -1 : newIndex[tree.parent[i]])),
    Int32Array.from(kept, (i) => tree.depth[i]),
  );
}

/** Subtrees every heuristic drops (their text is never rendered), so the shared body tree leaves them out. */
const SKIPPED_BY_EVERY_HEURISTIC: ReadonlySet<string> = new Set(['script', 'style', 'noscript']);

const bodyTrees = new WeakMap<DomElement, FlatTree>();

/**
 * The page's <body> flattened without script, style and noscript subtrees and without the elements `skip`
 * drops; null when there is no body. The body is flattened (and its text normalised and counted) once per page
 * and pruned per heuristic, since the four heuristics of 'web2text+heuristics' all read the same page.
 */
export function flattenBody(page: Page, skip: (element: DomElement) => boolean): FlatTree | null {
  const body = findBody(page.document);
  if (body === null) return null;
  let tree = bodyTrees.get(body);
  if (tree === undefined) {
    tree = flattenTree(body, (element) => SKIPPED_BY_EVERY_HEURISTIC.has(element.tagName));
    bodyTrees.set(body, tree);
  }
  return pruneTree(tree, skip);
}

function link(
  nodes: DomNode[], tag: string[], textLength: Int32Array, codePoints: Int32Array, words: Int32Array,
  parent: Int32Array, depth: Int32Array,
): FlatTree {
  const n = nodes.length;
  const end = new Int32Array(n);
  const firstChild = new Int32Array(n).fill(-1);
  const nextSibling = new Int32Array(n).fill(-1);
  const lastChild = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    end[i] = i + 1;
    const p = parent[i];
    if (p < 0) continue;
    if (lastChild[p] < 0) firstChild[p] = i;
    else nextSibling[lastChild[p]] = i;
    lastChild[p] = i;
  }
  for (let i = n - 1; i > 0; i--) end[parent[i]] = Math.max(end[parent[i]], end[i]);
  return { nodes, tag, textLength, codePoints, words, parent, end, depth, firstChild, nextSibling };
}

/** The kept children of node i, in document order. */
export function childIndices(tree: FlatTree, i: number): number[] {
  const children: number[] = [];
  for (let c = tree.firstChild[i]; c >= 0; c = tree.nextSibling[c]) children.push(c);
  return children;
}

/** The value of one property of the element's inline `style` attribute, lower-cased (no CSS cascade in parse5). */
export function inlineStyle(element: DomElement, property: string): string | undefined {
  const style = attribute(element, 'style');
  if (!style) return undefined;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0 && declaration.slice(0, colon).trim().toLowerCase() === property) {
      return declaration.slice(colon + 1).replace(/!important/i, '').trim().toLowerCase();
    }
  }
  return undefined;
}
