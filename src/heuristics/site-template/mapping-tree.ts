// A page's body as the template mapping reads it (docs/methods/site-template.md §2.7, A12): the nodes of the shared
// body tree without non-rendered elements (script, style, iframe, noscript, template …), comments and whitespace-only
// text, each with what node equality compares. It holds no DOM node, so a compared page's parse tree can go.
import { pageField } from '../../dom/page';
import { normalizeWhitespace } from '../../dom/text';
import type { DomElement, PageField } from '../../dom/types';
import { RENDERED_BODY_TREE } from '../body-tree';
import type { FlatTree } from '../flat-tree';

export interface MappingTree {
  /** Nodes in pre-order; node 0 is <body>. Indices are those of the FlatTree the tree was built from. */
  size: number;
  /** Element tag name, or '#text'. */
  tag: readonly string[];
  /** The id attribute, '' where none. */
  id: readonly string[];
  /** Class tokens, sorted and unique. */
  classes: readonly (readonly string[])[];
  /** The other attributes as `name=value`, sorted. */
  attributes: readonly (readonly string[])[];
  /** A text node's whitespace-normalised text; '' for elements. */
  text: readonly string[];
  /** Number of children of each node (kept in a truncated tree, whose deepest nodes list none). */
  childCount: Int32Array;
  /** Children of node i: childIndex[childStart[i]] … childIndex[childStart[i + 1] − 1], in document order. */
  childStart: Int32Array;
  childIndex: Int32Array;
  parent: Int32Array;
  depth: Int32Array;
  /** 1 where the node's subtree holds a text node. */
  holdsText: Uint8Array;
  /** A hash of the texts of the node's subtree in document order (0 without text): equal texts, equal hashes. */
  textHash: Int32Array;
}

/** The one empty list of class tokens or attributes (most nodes have none). */
const NONE: readonly string[] = [];

function classTokens(value: string | undefined): readonly string[] {
  if (value === undefined) return NONE;
  const tokens = [...new Set(value.split(/\s+/).filter((token) => token !== ''))];
  return tokens.length === 0 ? NONE : tokens.sort();
}

/** Builds the mapping tree of a flat body tree (its node indices are kept). */
export function mappingTree(flat: FlatTree): MappingTree {
  const size = flat.nodes.length;
  const id: string[] = new Array(size);
  const classes: (readonly string[])[] = new Array(size);
  const attributes: (readonly string[])[] = new Array(size);
  const text: string[] = new Array(size);
  for (let i = 0; i < size; i++) {
    if (flat.tag[i] === '#text') {
      id[i] = '';
      classes[i] = NONE;
      attributes[i] = NONE;
      text[i] = normalizeWhitespace((flat.nodes[i] as { value: string }).value);
      continue;
    }
    const element = flat.nodes[i] as DomElement;
    let idValue = '';
    let classValue: string | undefined;
    const others: string[] = [];
    for (const { name, value } of element.attrs) {
      if (name === 'id') idValue = value.trim();
      else if (name === 'class') classValue = value;
      else others.push(`${name}=${value}`);
    }
    id[i] = idValue;
    classes[i] = classTokens(classValue);
    attributes[i] = others.length === 0 ? NONE : others.sort();
    text[i] = '';
  }
  const holdsText = new Uint8Array(size);
  for (let i = size - 1; i >= 0; i--) {
    if (flat.tag[i] === '#text') holdsText[i] = 1;
    if (i > 0 && holdsText[i]) holdsText[flat.parent[i]] = 1;
  }
  const fields = { size, tag: flat.tag, id, classes, attributes, text, parent: flat.parent, depth: flat.depth, holdsText };
  return withChildLists({ ...fields, textHash: subtreeTextHashes(flat, text) }, null);
}

/** 32-bit FNV-1a of the UTF-16 code units; never 0 (0 stands for "no text"). */
function stringHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash || 1;
}

/** Per node, the texts below it folded into one hash, children in order (a reverse pre-order scan sees them first). */
function subtreeTextHashes(flat: FlatTree, text: readonly string[]): Int32Array {
  const hash = new Int32Array(flat.nodes.length);
  for (let i = flat.nodes.length - 1; i >= 0; i--) {
    if (flat.tag[i] === '#text') {
      hash[i] = stringHash(text[i]);
      continue;
    }
    for (let c = flat.firstChild[i]; c >= 0; c = flat.nextSibling[c]) {
      if (hash[c] !== 0) hash[i] = Math.imul(hash[i] ^ hash[c], 0x01000193) || 1;
    }
  }
  return hash;
}

type NodeFields = Omit<MappingTree, 'childCount' | 'childStart' | 'childIndex'>;

/** Adds the child lists (pre-order: a parent's children come in document order); `childCount` when given is kept. */
function withChildLists(fields: NodeFields, childCount: Int32Array | null): MappingTree {
  const { size, parent } = fields;
  const listed = new Int32Array(size);
  for (let i = 1; i < size; i++) listed[parent[i]]++;
  const childStart = new Int32Array(size + 1);
  for (let i = 0; i < size; i++) childStart[i + 1] = childStart[i] + listed[i];
  const childIndex = new Int32Array(Math.max(0, size - 1));
  const filled = childStart.slice(0, size);
  for (let i = 1; i < size; i++) childIndex[filled[parent[i]]++] = i;
  return { ...fields, childCount: childCount ?? listed, childStart, childIndex };
}

/** Depth of the "top levels" compared to find pages like the key page (§3 step 4 (b) [S]). */
const TOP_LEVEL_DEPTH = 3;

/**
 * The top levels of a tree (depth ≤ TOP_LEVEL_DEPTH), renumbered, each node keeping its full child count: what the
 * fallback choice of similar pages compares (§3 step 4 (b)), small enough to keep for every page of a site.
 */
export function topLevels(tree: MappingTree): MappingTree {
  return truncateTree(tree, TOP_LEVEL_DEPTH);
}

/** The nodes of depth ≤ maxDepth, renumbered, each with its full child count. */
export function truncateTree(tree: MappingTree, maxDepth: number): MappingTree {
  const kept: number[] = [];
  for (let i = 0; i < tree.size; i++) if (tree.depth[i] <= maxDepth) kept.push(i);
  if (kept.length === tree.size) return tree;
  const renumbered = new Int32Array(tree.size).fill(-1);
  kept.forEach((i, k) => { renumbered[i] = k; });
  const pick = <T>(values: readonly T[]): T[] => kept.map((i) => values[i]);
  const pickInts = (values: Int32Array): Int32Array => Int32Array.from(kept, (i) => values[i]);
  const parent = pickInts(tree.parent).map((p) => (p < 0 ? -1 : renumbered[p]));
  return withChildLists(
    {
      size: kept.length, tag: pick(tree.tag), id: pick(tree.id), classes: pick(tree.classes), attributes: pick(tree.attributes),
      text: pick(tree.text), parent, depth: pickInts(tree.depth), holdsText: Uint8Array.from(kept, (i) => tree.holdsText[i]),
      textHash: pickInts(tree.textHash),
    },
    pickInts(tree.childCount),
  );
}

/** The mapping tree of a page's body without non-rendered elements; null when the page has no body. */
export const MAPPING_TREE: PageField<MappingTree | null> = pageField('template mapping tree', (page) => {
  const flat = page.get(RENDERED_BODY_TREE);
  return flat === null ? null : mappingTree(flat);
});
