// The text of a DOM subtree (a W3C DOM such as jsdom's, not parse5's) split into paragraphs where web2text's own blocks
// break: at the block tags of the Collapsed DOM (docs/methods/web2text.md §2). Readability's article text goes through
// it, so its paragraphs read like every other method's text and words of two blocks are never glued together.
import { normalizeWhitespace } from '../dom/text';
import { BLOCK_TAGS } from '../dom/tag-sets';

/** The part of a W3C DOM node this walk reads. */
export interface DomNodeLike {
  nodeType: number;
  /** Element nodes: the lower-case tag name. */
  localName?: string | null;
  /** Text nodes: their text. */
  data?: string;
  childNodes: ArrayLike<DomNodeLike>;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** A mark on the walk's stack: the end of a block element, where its paragraph ends. */
const BLOCK_END = null;

/**
 * The text nodes under `root` in document order (its textContent), with a paragraph break before and after every
 * block element; each paragraph's whitespace collapsed, empty ones dropped, paragraphs separated by a blank line.
 * Walked with an explicit stack, since pages nest deeper than the call stack allows.
 */
export function paragraphText(root: DomNodeLike): string {
  const paragraphs: string[] = [];
  let paragraph = '';
  const endParagraph = () => {
    const tidied = normalizeWhitespace(paragraph);
    if (tidied !== '') paragraphs.push(tidied);
    paragraph = '';
  };
  const stack: (DomNodeLike | typeof BLOCK_END)[] = Array.from(root.childNodes).reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node === BLOCK_END) {
      endParagraph();
    } else if (node.nodeType === TEXT_NODE) {
      paragraph += node.data ?? '';
    } else if (node.nodeType === ELEMENT_NODE) {
      const isBlock = BLOCK_TAGS.has(node.localName ?? '');
      if (isBlock) {
        endParagraph();
        stack.push(BLOCK_END);
      }
      for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
    }
  }
  endParagraph();
  return paragraphs.join('\n\n');
}
