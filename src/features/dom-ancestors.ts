// What a block inherits from the DOM elements above its text node (up to, not including, <body>): the modern-page
// groups read semantic elements, ARIA roles, hidden content and class/id tokens there. The Collapsed DOM keeps
// only tags and classes, so these groups go back to the parse5 elements.
import { pageField } from '../dom/page';
import { isElement } from '../dom/parse';
import type { Block, DomElement, DomNode, Page } from '../dom/types';

/** <body> and <html> belong to the page, not to a block's container (the page's own tokens are read apart). */
function isPageRoot(element: DomElement): boolean {
  return element.tagName === 'body' || element.tagName === 'html';
}

function containerOf(node: DomElement | Block['textNode']): DomElement | null {
  const parent = node.parentNode as DomNode | null;
  return parent !== null && isElement(parent) && !isPageRoot(parent) ? parent : null;
}

/** The element holding the block's text, or null for text directly under <body>. */
export function innermostElement(block: Block): DomElement | null {
  return containerOf(block.textNode);
}

export function parentElement(element: DomElement): DomElement | null {
  return containerOf(element);
}

/**
 * The elements above the page's blocks, each once, every parent before its children, so a property inherited
 * from above is one pass over flat arrays.
 */
export interface ElementTree {
  elements: DomElement[];
  /** Index of each element's parent element in `elements`, −1 below <body>. */
  parent: Int32Array;
  /** Per block, the index of its innermost element, −1 for text directly under <body>. */
  blockElement: Int32Array;
}

export const ELEMENT_TREE = pageField('elements above the blocks', (page): ElementTree => {
  const index = new Map<DomElement, number>();
  const elements: DomElement[] = [];
  const parents: number[] = [];
  const path: DomElement[] = [];
  const indexOf = (element: DomElement): number => {
    // Climb to the nearest indexed element (iteratively: pages nest 100,000 deep), then index the path downwards.
    let top: DomElement | null = element;
    while (top !== null && !index.has(top)) {
      path.push(top);
      top = parentElement(top);
    }
    let parent = top === null ? -1 : (index.get(top) as number);
    while (path.length > 0) {
      const next = path.pop() as DomElement;
      index.set(next, elements.length);
      elements.push(next);
      parents.push(parent);
      parent = elements.length - 1;
    }
    return index.get(element) as number;
  };
  // A loop: Int32Array.from with a map function takes ≈ 10× as long.
  const blockElement = new Int32Array(page.blocks.length);
  page.blocks.forEach((block, b) => {
    const element = innermostElement(block);
    blockElement[b] = element === null ? -1 : indexOf(element);
  });
  return { elements, parent: Int32Array.from(parents), blockElement };
});

/** Per block, the OR of `own(element)` over every element above its text node (bit masks of up to 31 flags). */
export function inheritedBits(page: Page, own: (element: DomElement) => number): Int32Array {
  const { elements, parent, blockElement } = page.get(ELEMENT_TREE);
  const masks = new Int32Array(elements.length);
  for (let i = 0; i < elements.length; i++) masks[i] = own(elements[i]) | (parent[i] < 0 ? 0 : masks[parent[i]]);
  return blockElement.map((e) => (e < 0 ? 0 : masks[e]));
}

/** Writes bit i of each block's mask as column i (1 set, 0 clear) of `count` columns. */
export function writeBits(masks: Int32Array, count: number, out: Float32Array, stride: number, offset: number): void {
  for (let b = 0, at = offset; b < masks.length; b++, at += stride) {
    const mask = masks[b];
    for (let i = 0; i < count; i++) out[at + i] = (mask >>> i) & 1;
  }
}

/** A lookup of names → bit: each name (or `a|b` alias group) gets the bit of its position in the list. */
export function bitsByName(groups: readonly string[]): ReadonlyMap<string, number> {
  if (groups.length > 31) throw new Error('at most 31 flags fit a bit mask');
  const bits = new Map<string, number>();
  groups.forEach((group, i) => {
    for (const name of group.split('|')) bits.set(name, 1 << i);
  });
  return bits;
}
