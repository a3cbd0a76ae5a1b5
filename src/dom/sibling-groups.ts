// Repeated sibling groups: the cards of a listing, the entries of a list, the posts of a thread, the reviews under a
// product. A group is at least MIN_ITEMS children of one Collapsed-DOM node that have one shape (the same tag and
// class names, digits aside: `post-17` and `post-18` are one class) and some words each, and that are built alike:
// on average at least MIN_SHARED_PLACES of an item's places (below) are places that half of the items have. A
// page's sections under one <div> often share a tag and a class but little else; the likeness test keeps them
// from being read as one group and lets the groups inside them be found instead. Only the outermost group counts:
// a list inside each card is part of the cards' group.
//
// A block's place in its item is the path of Collapsed-DOM nodes (their tags and class names, digits aside) from the
// item down to it: the titles of all cards share a place, their prices another. Blocks at one place of one group
// form a column, which the labeller can decide as a whole.
import { pageField } from './page';
import type { CdomNode, Page } from './types';

/** Fewest items of a group (cards, posts, entries): two of a kind are a pair, not a list. */
export const MIN_ITEMS = 3;
/** Fewest words of an item: an image-only card or an empty spacer is no item. */
const MIN_ITEM_WORDS = 1;
/** Least mean share of an item's places that at least half of the group's items have. */
const MIN_SHARED_PLACES = 0.5;

export interface SiblingGroup {
  /** The node whose children the items are. */
  parent: CdomNode;
  items: CdomNode[];
  /** First and last block (inclusive) of the group's items. */
  firstBlock: number;
  lastBlock: number;
}

export interface SiblingGroups {
  groups: SiblingGroup[];
  /** Per block, the index of its (outermost) group, −1 for a block in none. */
  groupOf: Int32Array;
  /** Per block, the index of its item in the group, −1 for a block in no group. */
  itemOf: Int32Array;
  /** Per block, its column: blocks at one place of one group share the id (dense from 0); −1 outside groups. */
  columnOf: Int32Array;
  columns: number;
}

const DIGITS = /\d+/g;

/** Symbols and shapes are taken modulo SPAN = 2^26 when paired (pairKey). */
const SPAN = 2 ** 26;
/** Pairs of numbers below SMALL are packed into a small integer (below 2^30), which V8 keeps unboxed as a Map key. */
const SMALL = 2 ** 15;

/**
 * One Map key per pair (a mod SPAN, b mod SPAN): a · SMALL + b when both are below SMALL, as nearly all are; else the
 * negative −(a · SPAN + b) − 1, a number of its own (boxed, so allocated at each look-up).
 */
function pairKey(a: number, b: number): number {
  const high = a % SPAN;
  const low = b % SPAN;
  return high < SMALL && low < SMALL ? high * SMALL + low : -(high * SPAN + low) - 1;
}

/**
 * Shapes of a page's nodes as dense ids: a shape is the sequence of a chain's tags, each followed by its class
 * names (digits replaced: 'post-17' and 'post-18' are one class), numbered by a trie over the tags' and classes'
 * own ids (symbols), so that no string is built per node. (A page of more than SPAN symbols or shapes would have
 * some of them share an id: two shapes read as one.)
 */
class Shapes {
  /** Tag → even symbol, class name (digits replaced) → odd symbol. */
  private readonly tags = new Map<string, number>();
  private readonly classes = new Map<string, number>();
  /** Class name as written → its symbol. */
  private readonly written = new Map<string, number>();
  /** pairKey(shape, symbol) → the shape one symbol longer; shape 0 is the empty sequence. */
  private readonly next = new Map<number, number>();

  /** The shape of a node's first tag with its classes (an item's shape). */
  outer(node: CdomNode): number {
    return this.tagShape(0, node.tags[0], node.classNames[0]);
  }

  /** The shape of a node's whole chain (a step of a place). */
  chain(node: CdomNode): number {
    let shape = 0;
    for (let i = 0; i < node.tags.length; i++) shape = this.tagShape(shape, node.tags[i], node.classNames[i]);
    return shape;
  }

  private tagShape(from: number, tag: string, classes: readonly string[]): number {
    let symbol = this.tags.get(tag);
    if (symbol === undefined) this.tags.set(tag, (symbol = 2 * this.tags.size));
    let shape = this.step(from, symbol);
    for (let i = 0; i < classes.length; i++) shape = this.step(shape, this.classSymbol(classes[i]));
    return shape;
  }

  private classSymbol(name: string): number {
    let symbol = this.written.get(name);
    if (symbol === undefined) {
      const normalised = name.replace(DIGITS, '#');
      symbol = this.classes.get(normalised);
      if (symbol === undefined) this.classes.set(normalised, (symbol = 2 * this.classes.size + 1));
      this.written.set(name, symbol);
    }
    return symbol;
  }

  private step(from: number, symbol: number): number {
    const key = pairKey(from, symbol);
    let shape = this.next.get(key);
    if (shape === undefined) this.next.set(key, (shape = this.next.size + 1));
    return shape;
  }
}

/**
 * The Collapsed DOM as arrays in document order (pre-order): a node's subtree is the index range [i, i + size[i]),
 * its first child is i + 1 and its next sibling i + size[i], so the walks below need no map from node to index.
 */
interface FlatTree {
  nodes: CdomNode[];
  parent: Int32Array;
  size: Int32Array;
  /** The block a leaf is, −1 for other nodes. */
  block: Int32Array;
}

function flatten(root: CdomNode): FlatTree {
  const nodes: CdomNode[] = [];
  const parents: number[] = [];
  const stack: CdomNode[] = [root];
  const stackParents: number[] = [-1];
  while (stack.length > 0) {
    const node = stack.pop() as CdomNode;
    parents.push(stackParents.pop() as number);
    const i = nodes.length;
    nodes.push(node);
    for (let c = node.children.length - 1; c >= 0; c--) {
      stack.push(node.children[c]);
      stackParents.push(i);
    }
  }
  const count = nodes.length;
  const parent = Int32Array.from(parents);
  const size = new Int32Array(count).fill(1);
  for (let i = count - 1; i > 0; i--) size[parent[i]] += size[i];
  // Blocks are the leaves with a text node, in document order (blocks.ts).
  const block = new Int32Array(count).fill(-1);
  let blocks = 0;
  for (let i = 0; i < count; i++) if (nodes[i].children.length === 0 && nodes[i].textNode !== null) block[i] = blocks++;
  return { nodes, parent, size, block };
}

/**
 * The groups of a page and each block's group, item and column: one walk of the Collapsed DOM from the root, where
 * the places of a candidate group's items are read once per candidate (O(nodes · depth) at worst; on WCXB pages
 * the nodes read for candidates number about 1.5 × the page's nodes).
 */
export function findSiblingGroups(page: Page): SiblingGroups {
  const n = page.blocks.length;
  const result: SiblingGroups = {
    groups: [],
    groupOf: new Int32Array(n).fill(-1),
    itemOf: new Int32Array(n).fill(-1),
    columnOf: new Int32Array(n).fill(-1),
    columns: 0,
  };
  if (page.root === null || n === 0) return result;
  const tree = flatten(page.root);
  const { nodes, parent, size, block } = tree;
  const shapes = new Shapes();
  // A place is the pair (parent place, chain shape), numbered densely (keyed by pairKey(shape, parent place + 1)).
  const placeIds = new Map<number, number>();
  const placeAt = new Int32Array(nodes.length);
  /** The blocks of item `item` (a node index) and their places, as [block, place, block, place, …]. */
  const placesIn = (item: number): number[] => {
    const out: number[] = [];
    for (let j = item, end = item + size[item]; j < end; j++) {
      const shape = shapes.chain(nodes[j]);
      const key = pairKey(shape, j === item ? 0 : placeAt[parent[j]] + 1);
      let place = placeIds.get(key);
      if (place === undefined) placeIds.set(key, (place = placeIds.size));
      placeAt[j] = place;
      if (block[j] >= 0) out.push(block[j], place);
    }
    return out;
  };
  const columnIds = new Map<number, number>();
  // The walk goes on in document order, over the items of the groups found: a group holds no group of its own.
  const grouped = new Uint8Array(nodes.length);
  for (let i = 0; i < nodes.length; ) {
    if (grouped[i] === 1) {
      i += size[i];
      continue;
    }
    if (nodes[i].children.length >= MIN_ITEMS) {
      for (const items of sameShapeChildren(tree, i, shapes)) {
        const places = items.map(placesIn);
        if (!alike(places)) continue;
        const g = result.groups.length;
        const last = places[places.length - 1];
        result.groups.push({ parent: nodes[i], items: items.map((item) => nodes[item]), firstBlock: places[0][0], lastBlock: last[last.length - 2] });
        columnIds.clear();
        places.forEach((itemPlaces, item) => {
          for (let k = 0; k < itemPlaces.length; k += 2) {
            const b = itemPlaces[k];
            let column = columnIds.get(itemPlaces[k + 1]);
            if (column === undefined) columnIds.set(itemPlaces[k + 1], (column = result.columns++));
            result.groupOf[b] = g;
            result.itemOf[b] = item;
            result.columnOf[b] = column;
          }
        });
        for (const item of items) grouped[item] = 1;
      }
    }
    i++;
  }
  return result;
}

/** The children of node `i` with words, by outer shape, in the buckets of at least MIN_ITEMS. */
function sameShapeChildren({ nodes, size }: FlatTree, i: number, shapes: Shapes): number[][] {
  // Most children differ in their tag already: the tags are compared first, the class names only where it matters.
  const byTag = new Map<string, number[]>();
  for (let c = i + 1, end = i + size[i]; c < end; c += size[c]) {
    if (nodes[c].props.nWords < MIN_ITEM_WORDS) continue;
    const tag = nodes[c].tags[0];
    const bucket = byTag.get(tag);
    if (bucket === undefined) byTag.set(tag, [c]);
    else bucket.push(c);
  }
  const out: number[][] = [];
  for (const sameTag of byTag.values()) {
    if (sameTag.length < MIN_ITEMS) continue;
    const byShape = new Map<number, number[]>();
    for (const c of sameTag) {
      const shape = shapes.outer(nodes[c]);
      const bucket = byShape.get(shape);
      if (bucket === undefined) byShape.set(shape, [c]);
      else bucket.push(c);
    }
    for (const items of byShape.values()) if (items.length >= MIN_ITEMS) out.push(items);
  }
  return out;
}

/** Whether items (each its [block, place, …]) are built alike: see MIN_SHARED_PLACES. */
function alike(places: readonly number[][]): boolean {
  // Per place: how many items have it, and the last item counted (an item has a place once however many blocks).
  const itemsWith = new Map<number, number>();
  const lastItem = new Map<number, number>();
  places.forEach((itemPlaces, i) => {
    for (let k = 1; k < itemPlaces.length; k += 2) {
      const place = itemPlaces[k];
      if (lastItem.get(place) === i) continue;
      lastItem.set(place, i);
      itemsWith.set(place, (itemsWith.get(place) ?? 0) + 1);
    }
  });
  let shared = 0;
  lastItem.clear();
  places.forEach((itemPlaces, i) => {
    let own = 0;
    let common = 0;
    for (let k = 1; k < itemPlaces.length; k += 2) {
      const place = itemPlaces[k];
      if (lastItem.get(place) === i) continue;
      lastItem.set(place, i);
      own++;
      if (2 * (itemsWith.get(place) as number) >= places.length) common++;
    }
    if (own > 0) shared += common / own;
  });
  return shared / places.length >= MIN_SHARED_PLACES;
}

/** The page's repeated sibling groups, found once per page. */
export const SIBLING_GROUPS = pageField('repeated sibling groups', findSiblingGroups);
