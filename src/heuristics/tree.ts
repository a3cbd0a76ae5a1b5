// The parse5 body subtree flattened into pre-order arrays, so every heuristic walks it without recursion:
// a node's subtree is the index range [i, end[i]), and a reverse scan visits children before parents.
import { isElement } from '../dom/parse';
import type { DomElement, DomNode, DomText } from '../dom/types';
import { normalizeWhitespace } from './text';

/** Elements whose content is never rendered text (specs/cetd.md §2.1: script, style, comments + parse5 raw-text tags). */
export const NON_RENDERED_TAGS: ReadonlySet<string> = new Set([
  'script', 'style', 'noscript', 'template', 'iframe', 'noembed', 'noframes',
]);

export interface FlatTree {
  /** Kept nodes in pre-order; index 0 is the root element. */
  nodes: DomNode[];
  /** Tag name (parse5 lower-cases HTML names), or '#text'. */
  tag: string[];
  /** Whitespace-normalised text of text nodes; '' for elements. */
  text: string[];
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

/**
 * Flattens `root`'s subtree: elements for which `skip` is true are dropped with their subtree, comments and
 * whitespace-only text are dropped. Iterative, so 100,000 nested elements are fine.
 */
export function flattenTree(root: DomElement, skip: (element: DomElement) => boolean): FlatTree {
  const nodes: DomNode[] = [];
  const tag: string[] = [];
  const text: string[] = [];
  const parents: number[] = [];
  const depths: number[] = [];
  const stackNodes: DomNode[] = [root];
  const stackParents: number[] = [-1];
  const stackDepths: number[] = [0];
  while (stackNodes.length > 0) {
    const node = stackNodes.pop()!;
    const parent = stackParents.pop()!;
    const depth = stackDepths.pop()!;
    let normalized = '';
    if (isText(node)) {
      normalized = normalizeWhitespace(node.value);
      if (normalized === '') continue;
    } else if (!isElement(node) || (node !== root && skip(node))) {
      continue;
    }
    const index = nodes.length;
    nodes.push(node);
    tag.push(isElement(node) ? node.tagName : '#text');
    text.push(normalized);
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
  return link(nodes, tag, text, Int32Array.from(parents), Int32Array.from(depths));
}

function link(nodes: DomNode[], tag: string[], text: string[], parent: Int32Array, depth: Int32Array): FlatTree {
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
  return { nodes, tag, text, parent, end, depth, firstChild, nextSibling };
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
