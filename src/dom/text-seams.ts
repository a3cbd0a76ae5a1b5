// What separates two texts of the content in the text output, read from the elements between them as a browser's
// innerText reads them: a paragraph is set apart by a blank line, a `<br>` ends a line, the cells of a table row
// share a line, a tab apart, and its rows are lines, as a list's items are; a form control stands inline, as a
// space. The blocks and their breaks (what the model reads) stay as they are: this only lays out the output.
import type { DefaultTreeAdapterMap } from 'parse5';
import { isElement } from './parse';
import { BLOCK_TAGS } from './tag-sets';
import type { Block, DomNode, DomParent, DomText } from './types';

type ChildNode = DefaultTreeAdapterMap['childNode'];

/** 'none': nothing but inline elements between the two texts. */
export type TextSeam = 'paragraph' | 'line' | 'cell' | 'space' | 'none';

export interface Seam {
  kind: TextSeam;
  /** Of a 'cell' seam, the cell boundaries it crosses: 1 between neighbours, 2 across an empty cell, as innerText tabs them. */
  cellsApart: number;
}

const ROW_TAGS: ReadonlySet<string> = new Set(['tr', 'tbody', 'thead', 'tfoot', 'caption']);
const CELL_TAGS: ReadonlySet<string> = new Set(['td', 'th']);
/** Lists and their items: each item a line of its own, a list inside an item too; the text around a list sets it apart. */
const LIST_TAGS: ReadonlySet<string> = new Set(['ul', 'ol', 'dl', 'li', 'dt', 'dd']);
/** Block tags of the Collapsed DOM that a browser draws inline, in the line of the text around them. */
const INLINE_CONTROL_TAGS: ReadonlySet<string> = new Set(['input', 'select', 'textarea', 'checkbox', 'radio']);

function isParagraphTag(tag: string): boolean {
  return BLOCK_TAGS.has(tag) && tag !== 'br' && !ROW_TAGS.has(tag) && !CELL_TAGS.has(tag) && !LIST_TAGS.has(tag) && !INLINE_CONTROL_TAGS.has(tag);
}

/** The tags met between two texts, tallied by what they do to the layout. */
class SeamTally {
  paragraph = false;
  breaks = 0;
  row = false;
  cells = 0;
  control = false;

  add(tag: string): void {
    if (isParagraphTag(tag)) this.paragraph = true;
    else if (tag === 'br') this.breaks++;
    else if (ROW_TAGS.has(tag) || LIST_TAGS.has(tag)) this.row = true;
    else if (CELL_TAGS.has(tag)) this.cells++;
    else if (INLINE_CONTROL_TAGS.has(tag)) this.control = true;
  }

  /** Every element of the subtree of `node`, until one sets a paragraph apart. */
  addSubtree(node: DomNode): void {
    const stack: DomNode[] = [node];
    while (stack.length > 0 && !this.paragraph) {
      const next = stack.pop()!;
      if (!isElement(next)) continue;
      this.add(next.tagName);
      for (const child of next.childNodes) stack.push(child);
    }
  }

  /** `parent`, an element the text ends, and what follows its child `child` in it. */
  addSiblingsAfter(parent: DomParent, child: ChildNode): void {
    if (isElement(parent)) this.add(parent.tagName);
    const children = parent.childNodes;
    for (let i = children.indexOf(child) + 1; i < children.length; i++) this.addSubtree(children[i]);
  }

  /** `parent`, an element the text starts, and what precedes its child `child` in it. */
  addSiblingsBefore(parent: DomParent, child: ChildNode): void {
    if (isElement(parent)) this.add(parent.tagName);
    const children = parent.childNodes;
    for (let i = children.indexOf(child) - 1; i >= 0; i--) this.addSubtree(children[i]);
  }

  /** What lies in `parent` between its children `first` and `last`. */
  addBetween(parent: DomParent, first: ChildNode, last: ChildNode): void {
    const children = parent.childNodes;
    for (let i = children.indexOf(first) + 1, end = children.indexOf(last); i < end; i++) this.addSubtree(children[i]);
  }

  seam(): Seam {
    // The cell the first text ends and the one the second starts are one boundary; each cell between is one more.
    return { kind: this.kind(), cellsApart: Math.max(1, this.cells - 1) };
  }

  private kind(): TextSeam {
    if (this.paragraph || this.breaks >= 2) return 'paragraph';
    if (this.row || this.breaks === 1) return 'line';
    if (this.cells > 0) return 'cell';
    return this.control ? 'space' : 'none';
  }
}

const NO_SEAM: Seam = { kind: 'none', cellsApart: 1 };

/**
 * Reads what lies between the texts of two blocks: the elements the first text ends, those the second starts,
 * and those wholly between them (blocks left out of the text among them). Texts of different trees (a shadow
 * tree's) are a paragraph apart. It keeps the elements above the last block it read, which are those above the
 * first block of the next pair when the pairs follow each other.
 */
export class TextSeams {
  private last: { text: DomText; path: DomParent[] } | undefined;

  between(before: Block, after: Block): Seam {
    if (before.textNode === after.textNode) return NO_SEAM;
    const above = this.pathTo(before.textNode);
    const below = this.pathTo(after.textNode);
    let depth = 0;
    while (depth < above.length && depth < below.length && above[depth] === below[depth]) depth++;
    if (depth === 0) return { kind: 'paragraph', cellsApart: 1 };
    // Below the root every element of a path is a child of the one before it, and the text a child of the last.
    const childOf = (path: DomParent[], level: number, text: DomText) => (path[level + 1] as ChildNode | undefined) ?? text;
    const tally = new SeamTally();
    for (let level = depth; level < above.length; level++) tally.addSiblingsAfter(above[level], childOf(above, level, before.textNode));
    for (let level = depth; level < below.length; level++) tally.addSiblingsBefore(below[level], childOf(below, level, after.textNode));
    tally.addBetween(above[depth - 1], childOf(above, depth - 1, before.textNode), childOf(below, depth - 1, after.textNode));
    return tally.seam();
  }

  /** The elements above a text, the root first. */
  private pathTo(text: DomText): DomParent[] {
    if (this.last?.text !== text) {
      const path: DomParent[] = [];
      for (let node: DomParent | null = text.parentNode; node !== null; node = 'parentNode' in node ? node.parentNode : null) path.push(node);
      this.last = { text, path: path.reverse() };
    }
    return this.last.path;
  }
}
