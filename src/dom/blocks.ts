// Blocks = CDOM leaves in document order (docs/methods/web2text.md §2 `leaves`), with their text, span, tags and break
// flags.
import type { Block, CdomNode } from './types';

export function collectBlocks(root: CdomNode | null): Block[] {
  const blocks: Block[] = [];
  if (root === null) return blocks;
  const stack: CdomNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as CdomNode;
    if (node.children.length === 0) {
      if (node.textNode === null) continue;
      blocks.push({
        index: blocks.length,
        text: node.text,
        start: node.props.start,
        end: node.props.end,
        tags: node.tags,
        classNames: node.classNames,
        blockBreakBefore: node.props.blockBreakBefore,
        blockBreakAfter: node.props.blockBreakAfter,
        node,
        textNode: node.textNode,
        gapBefore: node.gapBefore,
      });
      continue;
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return blocks;
}
