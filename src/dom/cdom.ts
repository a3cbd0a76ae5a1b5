// DOM <body> → Collapsed DOM (docs/methods/web2text.md §2, §3): prune blank/skipped nodes, merge single-child chains,
// compute node properties and propagate block breaks. Iterative (an explicit stack), so 100,000 nested elements are
// fine.
import { isIconLigature } from './icon-text';
import { isSvgDescription } from './svg-descriptions';
import { collapseWhitespace, isBlankText } from './java-text';
import { internalProps, leafProps, mergeProps } from './node-props';
import { pageArray } from './page-objects';
import { isElement, isText } from './parse';
import { BLOCK_TAGS, SKIP_TAGS } from './tag-sets';
import type { CdomNode, DomElement, DomNode, DomParent, DomText, NodeProps, TextGap } from './types';
import { elementGap, skippedGap, widerGap } from './word-seams';

/** The sibling's nodeName is a block tag (parse5 element nodeNames are the lowercase tag names of HTML). */
function siblingIsBlock(siblings: readonly DomNode[], index: number): boolean {
  const sibling = siblings[index];
  return sibling !== undefined && BLOCK_TAGS.has(sibling.nodeName);
}

/** Shared by every chain entry without classes (most of them) to keep allocations down; never mutated. */
const NO_CLASSES: string[] = [];
/** The children of every leaf, shared as NO_CLASSES is; never mutated (an element's node has an array of its own). */
const NO_CHILDREN: CdomNode[] = pageArray();

/** A class attribute that is one name: no HTML whitespace in it (the common case, kept without splitting). */
const SINGLE_CLASS = /^[^ \t\n\f\r]+$/;

function classNamesOf(el: DomElement): string[] {
  for (const attr of el.attrs) {
    if (attr.name !== 'class') continue;
    if (SINGLE_CLASS.test(attr.value)) return pageArray(attr.value);
    return Array.from(new Set(attr.value.split(/[ \t\n\f\r]+/).filter((c) => c.length > 0)));
  }
  return NO_CLASSES;
}

/** True when `el` has an <input> descendant (§3c `containsForm`), searched iteratively. */
function hasInputDescendant(el: DomParent): boolean {
  const stack: DomNode[] = [...el.childNodes];
  while (stack.length > 0) {
    const node = stack.pop() as DomNode;
    if (!isElement(node)) continue;
    if (node.tagName === 'input') return true;
    for (const child of node.childNodes) stack.push(child);
  }
  return false;
}

/** §3d: set bbB down the leftmost chain (bbA down the rightmost) until a node already has it. */
function propagateBlockBreaks(node: CdomNode): void {
  if (node.props.blockBreakBefore) {
    let c: CdomNode | undefined = node.children[0];
    while (c !== undefined && !c.props.blockBreakBefore) {
      c.props.blockBreakBefore = true;
      c = c.children[0];
    }
  }
  if (node.props.blockBreakAfter) {
    let c: CdomNode | undefined = node.children[node.children.length - 1];
    while (c !== undefined && !c.props.blockBreakAfter) {
      c.props.blockBreakAfter = true;
      c = c.children[c.children.length - 1];
    }
  }
}

/** A CDOM node (a class rather than an object literal, as every object a page keeps: page-objects.ts). */
class CollapsedNode implements CdomNode {
  parent: CdomNode | null = null;
  depth = 0;

  constructor(
    public tags: string[],
    public classNames: string[][],
    public text: string,
    public props: NodeProps,
    public children: CdomNode[],
    public dom: DomNode,
    public textNode: DomText | null,
    public gapBefore: TextGap,
  ) {}
}

/** The siblings of a frame not yet entered. */
const NO_NODES: readonly DomNode[] = [];

/**
 * An element being walked: one frame per depth, reused by every element at that depth (a page has thousands of
 * elements and seldom more than a few dozen levels).
 */
class Frame {
  el!: DomElement;
  siblings: readonly DomNode[] = NO_NODES;
  index = 0;
  next = 0;
  /** Its kept children so far: given to the element's node when it keeps two or more, emptied otherwise. */
  kept: CdomNode[] = pageArray();
  hasInput = false;

  enter(el: DomElement, siblings: readonly DomNode[], index: number): void {
    this.el = el;
    this.siblings = siblings;
    this.index = index;
    this.next = 0;
    this.hasInput = false;
  }
}

function makeLeaf(text: DomText, siblings: readonly DomNode[], index: number, unicodeWords: boolean, gapBefore: TextGap): CdomNode {
  const normalized = collapseWhitespace(text.value);
  const props = leafProps(
    normalized,
    text.sourceStart,
    text.sourceEnd,
    siblingIsBlock(siblings, index - 1),
    siblingIsBlock(siblings, index + 1),
    unicodeWords,
  );
  // Tags and classNames are built reversed (innermost first) so merging a chain is O(1); see finishTree.
  return new CollapsedNode(pageArray('#text'), pageArray(NO_CLASSES), normalized, props, NO_CHILDREN, text, text, gapBefore);
}

function finishElement(frame: Frame): CdomNode | null {
  const { el, kept, siblings, index } = frame;
  if (kept.length === 0) return null;
  const tag = el.tagName.toLowerCase();
  const isLink = tag === 'a';
  const bbB = BLOCK_TAGS.has(tag) || siblingIsBlock(siblings, index - 1);
  const bbA = BLOCK_TAGS.has(tag) || siblingIsBlock(siblings, index + 1);
  let node: CdomNode;
  if (kept.length === 1) {
    // The merged node takes the child's place: the child object is reused (it is discarded by the merge).
    node = kept[0];
    kept.pop();
    node.tags.push(tag);
    node.classNames.push(classNamesOf(el));
    node.props = mergeProps(node.props, isLink, bbB, bbA);
    node.dom = el;
  } else {
    const props = internalProps(kept, isLink, frame.hasInput, bbB, bbA);
    node = new CollapsedNode(pageArray(tag), pageArray(classNamesOf(el)), '', props, kept, el, null, 'apart');
    frame.kept = pageArray();
  }
  propagateBlockBreaks(node);
  return node;
}

/** Reverse the innermost-first tag chains, set parent pointers and depths (iterative DFS). */
function finishTree(root: CdomNode): void {
  const stack: CdomNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as CdomNode;
    node.tags.reverse();
    node.classNames.reverse();
    for (const child of node.children) {
      child.parent = node;
      child.depth = node.depth + 1;
      stack.push(child);
    }
  }
}

/**
 * Build the CDOM of `body` (§2); null when nothing in it is kept. The <noscript> elements it skips are
 * added to `noscripts` when given (dom/noscript.ts decides whether they hold the page). `unicodeWords`: see
 * Page.unicodeWords. `skipUndrawn`: skip text a browser does not draw as text — icon-font glyphs written as their
 * names (icon-text.ts), SVG descriptions (svg-descriptions.ts); the reference (CleanEval reading) keeps them.
 */
export function buildCdom(
  body: DomElement,
  noscripts?: DomElement[],
  { unicodeWords = true, skipUndrawn = true } = {},
): CdomNode | null {
  const bodySiblings = body.parentNode ? body.parentNode.childNodes : [body];
  const frames: Frame[] = [new Frame()];
  frames[0].enter(body, bodySiblings, bodySiblings.indexOf(body));
  // frames[0 … depth] are the open elements.
  let depth = 0;
  let root: CdomNode | null = null;
  // What the markup holds since the last kept text (word-seams.ts).
  let gap: TextGap = 'inline';
  while (depth >= 0) {
    const frame = frames[depth];
    const children = frame.el.childNodes;
    if (frame.next < children.length) {
      const index = frame.next++;
      const child = children[index];
      if (isText(child)) {
        if (isBlankText(child.value)) gap = 'space';
        else {
          frame.kept.push(makeLeaf(child, children, index, unicodeWords, gap));
          gap = 'inline';
        }
      } else if (isElement(child)) {
        const tag = child.tagName.toLowerCase();
        if (SKIP_TAGS.has(tag)) {
          if (tag === 'input' || hasInputDescendant(child)) frame.hasInput = true;
          if (tag === 'noscript') noscripts?.push(child);
          gap = widerGap(gap, skippedGap(tag));
        } else if (skipUndrawn && (isIconLigature(child) || isSvgDescription(child))) {
          gap = 'space';
        } else {
          depth++;
          if (depth === frames.length) frames.push(new Frame());
          frames[depth].enter(child, children, index);
          gap = widerGap(gap, elementGap(tag));
        }
      }
      continue;
    }
    depth--;
    gap = widerGap(gap, elementGap(frame.el.tagName.toLowerCase()));
    const node = finishElement(frame);
    const parent = depth >= 0 ? frames[depth] : undefined;
    if (parent === undefined) root = node;
    else {
      if (frame.hasInput) parent.hasInput = true;
      if (node !== null) parent.kept.push(node);
    }
  }
  if (root !== null) finishTree(root);
  return root;
}
