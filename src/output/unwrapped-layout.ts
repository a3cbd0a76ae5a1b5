// The sanitised fragment without the page's layout wrappers. Pages nest their content in runs of <div>s (and
// sectioning elements, which sanitized-html.ts turns into <div>s) with indentation between them, so the fragment
// opened with a staircase of <div>s and blank lines. A <div> that holds only blocks and white space carries
// nothing a reader sees: it is replaced by its blocks, and one without content is dropped. A <div> that holds
// text or inline elements of its own stays: it is the page's paragraph. Top-level blocks are written one a line.
import { parseFragment, serialize, serializeOuter, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** Elements that are blocks of their own: white space between them is layout, not text. */
const BLOCK_ELEMENTS = new Set([
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'hr', 'blockquote', 'pre', 'ul', 'ol', 'dl', 'table', 'figure', 'address',
]);

function isWhiteSpace(node: Node): boolean {
  return node.nodeName === '#text' && (node as DefaultTreeAdapterMap['textNode']).value.trim() === '';
}

function isBlock(node: Node): boolean {
  return 'tagName' in node && BLOCK_ELEMENTS.has(node.tagName);
}

/** Whether a container holds only blocks and white space. */
function holdsOnlyBlocks(parent: ParentNode): boolean {
  return parent.childNodes.every((child) => isBlock(child) || isWhiteSpace(child));
}

/** `parent`'s children with their layout <div>s unwrapped (deepest first) and white space between blocks dropped. */
function unwrapChildren(parent: ParentNode): Node[] {
  const children: Node[] = [];
  for (const child of parent.childNodes) {
    if (!('tagName' in child)) {
      children.push(child);
      continue;
    }
    setChildren(child, unwrapChildren(child));
    if (child.tagName === 'div' && holdsOnlyBlocks(child)) for (const block of child.childNodes.filter(isBlock)) children.push(block);
    else children.push(child);
  }
  return children;
}

function setChildren(parent: ParentNode, children: Node[]): void {
  parent.childNodes = children;
  for (const child of children) child.parentNode = parent;
}

export function withoutLayoutWrappers(html: string): string {
  const fragment = parseFragment(html);
  setChildren(fragment, unwrapChildren(fragment));
  if (!holdsOnlyBlocks(fragment)) return serialize(fragment);
  return fragment.childNodes.filter(isBlock).map((block) => serializeOuter(block as DefaultTreeAdapterMap['element'])).join('\n');
}
