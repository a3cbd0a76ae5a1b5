// Blocks = CDOM leaves in document order (docs/methods/web2text.md §2 `leaves`), with their text, span, tags and break
// flags.
import { pageArray } from './page-objects';
import type { Block, CdomNode, DomText, TextGap } from './types';

/** A block (a class rather than an object literal, as every object a page keeps: page-objects.ts). */
class TextBlock implements Block {
  text: string;
  start: number;
  end: number;
  tags: string[];
  classNames: string[][];
  blockBreakBefore: boolean;
  blockBreakAfter: boolean;
  gapBefore: TextGap;

  constructor(
    public index: number,
    public node: CdomNode,
    public textNode: DomText,
  ) {
    this.text = node.text;
    this.start = node.props.start;
    this.end = node.props.end;
    this.tags = node.tags;
    this.classNames = node.classNames;
    this.blockBreakBefore = node.props.blockBreakBefore;
    this.blockBreakAfter = node.props.blockBreakAfter;
    this.gapBefore = node.gapBefore;
  }
}

export function collectBlocks(root: CdomNode | null): Block[] {
  const blocks: Block[] = pageArray();
  if (root === null) return blocks;
  const stack: CdomNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as CdomNode;
    if (node.children.length === 0) {
      if (node.textNode === null) continue;
      blocks.push(new TextBlock(blocks.length, node, node.textNode));
      continue;
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return blocks;
}
