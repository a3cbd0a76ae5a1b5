// The text of the blocks inside a <pre> as a browser shows it: with the line breaks and indentation the page wrote
// (code, poetry, a table in plain text), where the block texts have every run of white space collapsed, and a line
// of its own for each line the page sets apart with a `<br>` or an element per line.
import { isElement, isText } from './parse';
import type { Block, DomElement, DomNode, DomText } from './types';

/** Elements whose white space a browser keeps as written (the UA stylesheet's `white-space: pre`). */
export const PREFORMATTED_TAGS: ReadonlySet<string> = new Set(['pre', 'listing', 'xmp', 'plaintext']);

/** The preformatted element a block's text sits in, if any. */
export function preformattedAncestor(block: Block): DomElement | undefined {
  for (let node = block.textNode.parentNode; node !== null && isElement(node); node = node.parentNode) {
    if (PREFORMATTED_TAGS.has(node.tagName)) return node;
  }
  return undefined;
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
export type PreformattedSeam = '' | ' ' | '\n';

/**
 * Writes the kept blocks of preformatted elements, reading each element once (a <pre> written in many pieces
 * costs one walk, not one per piece). The kept blocks of one element come out as it lays them out: each block's
 * text as written, and between two of them the white space and `<br>`s the page writes there, or at the least
 * their seam (`seams[k]`, before kept block k). Blank lines at the start and end and spaces at the end of lines are
 * dropped; indentation stays.
 */
export function preformattedTexts(): (pre: DomElement, kept: readonly Block[], seams: readonly PreformattedSeam[]) => string {
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
