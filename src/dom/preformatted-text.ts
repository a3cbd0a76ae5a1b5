// The text of a line of blocks inside a <pre> as a browser shows it: with the line breaks and indentation the page
// wrote (code, poetry, a table in plain text), where the block texts have every run of white space collapsed.
import { isElement, isText } from './parse';
import type { Block, DomElement, DomNode, DomText } from './types';

/** Elements whose white space a browser keeps as written (the UA stylesheet's `white-space: pre`). */
const PREFORMATTED_TAGS: ReadonlySet<string> = new Set(['pre', 'listing', 'xmp', 'plaintext']);

/** The preformatted element a block's text sits in, if any. */
export function preformattedAncestor(block: Block): DomElement | undefined {
  for (let node = block.textNode.parentNode; node !== null && isElement(node); node = node.parentNode) {
    if (PREFORMATTED_TAGS.has(node.tagName)) return node;
  }
  return undefined;
}

const BLANK_LINES_AT_START = /^(?:[^\S\n]*\n)+/;
const SPACES_AT_LINE_END = /[^\S\n]+$/gm;

/** A preformatted element's text nodes in document order, and where each stands among them. */
interface PreformattedNodes {
  nodes: DomText[];
  at: Map<DomText, number>;
}

function textNodesOf(pre: DomElement): PreformattedNodes {
  const nodes: DomText[] = [];
  const stack: DomNode[] = [...pre.childNodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isText(node)) nodes.push(node);
    else if (isElement(node)) for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
  }
  return { nodes, at: new Map(nodes.map((node, i) => [node, i])) };
}

/**
 * Writes lines of kept blocks inside preformatted elements, reading each element's text nodes once (a <pre> of
 * many lines costs one walk, not one per line). A line (of the text output: its blocks all inside `pre`) comes out as
 * `pre` lays it out: each block's text as written and the white space between two of them as the page writes it
 * (the text nodes of white space between their elements). `spaced[k]`: whether kept block k needs a space before
 * it to keep two words apart (text.ts spacesBefore), written where no white space lies between them already.
 * Blank lines at the start and end and spaces at the end of lines are dropped; indentation stays.
 */
export function preformattedLines(): (pre: DomElement, kept: readonly Block[], spaced: readonly boolean[]) => string {
  const read = new Map<DomElement, PreformattedNodes>();
  return (pre, kept, spaced) => {
    let nodes = read.get(pre);
    if (nodes === undefined) read.set(pre, (nodes = textNodesOf(pre)));
    const keptAt = new Map(kept.map((block, k) => [nodes.at.get(block.textNode)!, spaced[k]]));
    const first = nodes.at.get(kept[0].textNode)!;
    const last = nodes.at.get(kept[kept.length - 1].textNode)!;
    let text = '';
    /** White space after the last kept text, written when another kept text follows it. */
    let pending = '';
    for (let i = first; i <= last; i++) {
      const { value } = nodes.nodes[i];
      const spacedBefore = keptAt.get(i);
      if (spacedBefore !== undefined) {
        if (spacedBefore && pending === '' && text !== '') pending = ' ';
        text += pending + value;
        pending = '';
      } else if (value.trim() === '') {
        pending += value;
      }
    }
    return text.replace(BLANK_LINES_AT_START, '').trimEnd().replace(SPACES_AT_LINE_END, '');
  };
}
