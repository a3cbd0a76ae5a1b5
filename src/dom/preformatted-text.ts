// The text of the blocks inside a <pre> as a browser shows it: with the line breaks and indentation the page wrote
// (code, poetry, a table in plain text), where the block texts have every run of white space collapsed, and a line
// of its own for each line the page sets apart with a `<br>` or an element per line.
import { isElement, isText } from './parse';
import type { Block, CdomNode, DomElement, DomNode, DomText } from './types';

/** Elements whose white space a browser keeps as written (the UA stylesheet's `white-space: pre`). */
export const PREFORMATTED_TAGS: ReadonlySet<string> = new Set(['pre', 'listing', 'xmp', 'plaintext']);

/**
 * Whether any of the blocks' text sits in a preformatted element: whether one is among the elements of their
 * Collapsed DOM (every element above a block's text is in one of its nodes' tag chains). A walk of the CDOM, much
 * smaller than the DOM, spares most pages (which hold no <pre>) a walk up from each line.
 */
export function holdsPreformattedText(blocks: readonly Block[]): boolean {
  if (blocks.length === 0) return false;
  let root: CdomNode = blocks[0].node;
  while (root.parent !== null) root = root.parent;
  const stack: CdomNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const tag of node.tags) if (PREFORMATTED_TAGS.has(tag)) return true;
    for (const child of node.children) stack.push(child);
  }
  return false;
}

/**
 * A finder of the preformatted element a block's text sits in, if any, that remembers what it found for each element
 * it passed: the blocks of a page share their ancestors, which are then walked once, not once per block.
 */
export function preformattedAncestors(): (block: Block) => DomElement | undefined {
  const found = new Map<DomNode, DomElement | null>();
  return (block) => {
    const passed: DomNode[] = [];
    let result: DomElement | null | undefined;
    let node = block.textNode.parentNode;
    while (result === undefined) {
      if (node === null || !isElement(node)) {
        result = null;
      } else if (PREFORMATTED_TAGS.has(node.tagName)) {
        result = node;
      } else {
        result = found.get(node);
        passed.push(node);
        node = node.parentNode;
      }
    }
    for (const node of passed) found.set(node, result);
    return result ?? undefined;
  };
}

const BLANK_LINES_AT_START = /^(?:[^\S\n]*\n)+/;
const SPACES_AT_LINE_END = /[^\S\n]+$/gm;

/**
 * A preformatted element's text nodes and line breaks (`<br>`, as null) in document order, and where each text
 * node stands among them.
 */
interface PreformattedPieces {
  pieces: (DomText | null)[];
  at: Map<DomText, number>;
}

function piecesOf(pre: DomElement): PreformattedPieces {
  const pieces: (DomText | null)[] = [];
  const at = new Map<DomText, number>();
  const stack: DomNode[] = [...pre.childNodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isText(node)) {
      at.set(node, pieces.length);
      pieces.push(node);
    } else if (isElement(node)) {
      if (node.tagName === 'br') pieces.push(null);
      for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
    }
  }
  return { pieces, at };
}

/**
 * What goes before a kept block of a preformatted element at the least: nothing, a space that keeps two words apart
 * (text.ts spacesBefore), or a line break where a block element (a `<div>` per line of code) starts its line.
 */
type PreformattedSeam = '' | ' ' | '\n';

/**
 * Writes the kept blocks of preformatted elements, reading each element once (a <pre> written in many pieces
 * costs one walk, not one per piece). The kept blocks of one element come out as it lays them out: each block's
 * text as written, and between two of them the white space and `<br>`s the page writes there, or at the least
 * their seam (`seams[k]`, before kept block k). Blank lines at the start and end and spaces at the end of lines are
 * dropped; indentation stays.
 */
function preformattedTexts(): (pre: DomElement, kept: readonly Block[], seams: readonly PreformattedSeam[]) => string {
  const read = new Map<DomElement, PreformattedPieces>();
  return (pre, kept, seams) => {
    let pieces = read.get(pre);
    if (pieces === undefined) read.set(pre, (pieces = piecesOf(pre)));
    const keptAt = new Map(kept.map((block, k) => [pieces.at.get(block.textNode)!, seams[k]]));
    const first = pieces.at.get(kept[0].textNode)!;
    const last = pieces.at.get(kept[kept.length - 1].textNode)!;
    let text = '';
    /** White space after the last kept text, written when another kept text follows it. */
    let pending = '';
    for (let i = first; i <= last; i++) {
      const piece = pieces.pieces[i];
      const seam = keptAt.get(i);
      if (piece === null) {
        pending += '\n';
      } else if (seam !== undefined) {
        if (seam === '\n' && !pending.includes('\n')) pending += '\n';
        else if (seam === ' ' && pending === '') pending = ' ';
        text += pending + piece.value;
        pending = '';
      } else if (piece.value.trim() === '') {
        pending += piece.value;
      }
    }
    return text.replace(BLANK_LINES_AT_START, '').trimEnd().replace(SPACES_AT_LINE_END, '');
  };
}

/** A line's blocks gathered into the paragraph of the preformatted element they sit in. */
interface PreformattedRun {
  pre: DomElement;
  kept: Block[];
  seams: PreformattedSeam[];
}

/**
 * The paragraphs of the text output (text.ts blocksToText) that lie in preformatted elements: the kept blocks of
 * consecutive lines that all sit in one such element are gathered and written as one paragraph, as the element lays
 * them out; a line with none of its blocks kept does not end them.
 */
export class PreformattedParagraphs {
  private readonly ancestor = preformattedAncestors();
  private readonly text = preformattedTexts();
  private run: PreformattedRun | undefined;

  constructor(
    private readonly blocks: readonly Block[],
    private readonly keep: (index: number) => boolean,
    /** text.ts spacesBefore of the same blocks and selection. */
    private readonly spaced: Uint8Array,
  ) {}

  /**
   * Takes the line of blocks start..end − 1 when its kept blocks all sit in one preformatted element (or it keeps
   * none); otherwise writes the paragraph gathered so far to `paragraphs` and leaves the line to the caller.
   */
  take(start: number, end: number, paragraphs: string[]): boolean {
    let pre: DomElement | undefined;
    for (let i = start; i < end; i++) {
      if (!this.keep(i)) continue;
      const around = this.ancestor(this.blocks[i]);
      if (around === undefined || (pre !== undefined && around !== pre)) {
        this.end(paragraphs);
        return false;
      }
      pre = around;
    }
    if (pre === undefined) return true;
    if (this.run?.pre !== pre) this.end(paragraphs);
    const run = (this.run ??= { pre, kept: [], seams: [] });
    let first = true;
    for (let i = start; i < end; i++) {
      if (!this.keep(i)) continue;
      run.seams.push(first ? '\n' : this.spaced[i] === 1 ? ' ' : '');
      run.kept.push(this.blocks[i]);
      first = false;
    }
    return true;
  }

  /** Writes the paragraph gathered so far, if any, to `paragraphs`. */
  end(paragraphs: string[]): void {
    if (this.run === undefined) return;
    const text = this.text(this.run.pre, this.run.kept, this.run.seams);
    if (text !== '') paragraphs.push(text);
    this.run = undefined;
  }
}
