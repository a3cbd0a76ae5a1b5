// The page's collapsed DOM (dom/cdom.ts) as a flat tree (flat-tree.ts), for a heuristic read where the page's own
// parse already did the work: each CDOM node's tag chain unfolded into nested nodes, each block a text leaf measured
// as the block is (its words and characters, dom/node-props.ts), so no text is walked or measured again, and each
// block's leaf known as the tree is built. It holds what the CDOM keeps: no element without kept text (images, empty
// links), none of dom/tag-sets.ts' SKIP_TAGS. Its code points are the blocks' UTF-16 characters (nothing that reads
// it counts code points).
import { pageField } from '../dom/page';
import type { CdomNode, DomNode, PageField } from '../dom/types';
import { link, type FlatTree } from './flat-tree';
import { Int32Column } from './int32-column';

/** The page's CDOM as a flat tree rooted at its <body>; null when the page has no CDOM. */
export const CDOM_TREE: PageField<FlatTree | null> = pageField('collapsed DOM as a flat tree', (page) => {
  if (page.root === null) return null;
  const nodes: DomNode[] = [];
  const tag: string[] = [];
  // Columns sized for a few tree nodes per block, grown when a page has more.
  const capacity = 4 * page.blocks.length + 16;
  const characters = new Int32Column(capacity);
  const words = new Int32Column(capacity);
  const parents = new Int32Column(capacity);
  const depths = new Int32Column(capacity);
  // Blocks are the CDOM's leaves in document order (dom/blocks.ts): the text leaves in the order this walk meets them.
  const blockLeaves = new Int32Array(page.blocks.length);
  let block = 0;
  // CDOM nodes still to visit, in document order from the end, with the tree index of their parent.
  const stack: CdomNode[] = [page.root];
  const above: number[] = [-1];
  while (stack.length > 0) {
    const node = stack.pop()!;
    let parent = above.pop()!;
    let depth = parent < 0 ? 0 : depths.at(parent) + 1;
    const { tags } = node;
    for (let t = 0; t < tags.length; t++, depth++) {
      const name = tags[t];
      const index = nodes.length;
      // A chain's elements are one CDOM node: each stands for the DOM node the chain keeps.
      if (name === '#text') {
        blockLeaves[block++] = index;
        nodes.push(node.textNode!);
        characters.push(node.props.nCharacters);
        words.push(node.props.nWords);
      } else {
        nodes.push(node.dom);
        characters.push(0);
        words.push(0);
      }
      tag.push(name);
      parents.push(parent);
      depths.push(depth);
      parent = index;
    }
    const { children } = node;
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push(children[i]);
      above.push(parent);
    }
  }
  const length = characters.values();
  return { ...link(nodes, tag, length, length, words.values(), parents.values(), depths.values()), blockLeaves };
});
