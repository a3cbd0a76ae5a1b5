// The tree adapter of reference-parser.ts: parse5's default adapter, except that text continues the previous text
// node only within one run of character tokens and carries the span from the first to the last of those tokens,
// that elements and text nodes are made by constructors (page-objects.ts), and that open and closed elements are
// counted for the block limit (block-count.ts).
//
// One class, with parse5's default methods on its prototype: every parser's adapter then has the same map and the
// same methods, so parse5's calls through `this.treeAdapter` stay monomorphic from page to page. An object spread
// of the default adapter with methods of its own got a map of its own for nearly every page, and every one of
// those calls in optimised code was deoptimised again on the next page (docs/experiments.md, "Speed levers,
// seventeenth session").
import { defaultTreeAdapter, type DefaultTreeAdapterMap, type TreeAdapter } from 'parse5';
import type { BlockCount } from './block-count';
import { ElementNode, SourceTextNode } from './page-objects';
import type { DomElement, DomText } from './types';

type Node = DefaultTreeAdapterMap['node'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];
type ChildNode = DefaultTreeAdapterMap['childNode'];

export interface TextInsertion {
  /** A non-character token was seen since the last text insertion. */
  pending: boolean;
  /** Span of the character token being inserted (its location holds offsets only; see reference-parser.ts). */
  start: number;
  end: number;
}

/** Every text node of this adapter's trees is a DomText (SourceTextNode). */
function isTextNode(node: Node | undefined): node is DomText {
  return node !== undefined && node.nodeName === '#text';
}

// The default adapter's methods, which the class below inherits where it has none of its own.
export interface ReferenceTreeAdapter extends TreeAdapter<DefaultTreeAdapterMap> {}

export class ReferenceTreeAdapter {
  constructor(
    private readonly insertion: TextInsertion,
    private readonly blocks: BlockCount,
  ) {}

  createElement(tagName: string, namespaceURI: DomElement['namespaceURI'], attrs: DomElement['attrs']): DomElement {
    return new ElementNode(tagName, namespaceURI, attrs);
  }

  insertText(parent: ParentNode, text: string): void {
    if (!this.appendOrExtend(text, parent.childNodes[parent.childNodes.length - 1])) {
      defaultTreeAdapter.appendChild(parent, this.newTextNode(text));
    }
  }

  insertTextBefore(parent: ParentNode, text: string, reference: ChildNode): void {
    if (!this.appendOrExtend(text, parent.childNodes[parent.childNodes.indexOf(reference) - 1])) {
      defaultTreeAdapter.insertBefore(parent, this.newTextNode(text), reference);
    }
  }

  onItemPush(element: DomElement): void {
    this.blocks.onOpen(element);
  }

  onItemPop(element: DomElement): void {
    this.blocks.onClose(element);
  }

  private newTextNode(text: string): DomText {
    return new SourceTextNode(text, this.insertion.start, this.insertion.end);
  }

  /** Extends `previous` with `text` when it is a text node of the same run of character tokens. */
  private appendOrExtend(text: string, previous: Node | undefined): boolean {
    const extend = isTextNode(previous) && !this.insertion.pending;
    this.insertion.pending = false;
    if (extend) {
      previous.value += text;
      previous.sourceEnd = this.insertion.end;
    }
    this.blocks.onText(text, extend);
    return extend;
  }
}

for (const [name, method] of Object.entries(defaultTreeAdapter)) {
  if (!Object.hasOwn(ReferenceTreeAdapter.prototype, name)) {
    Object.defineProperty(ReferenceTreeAdapter.prototype, name, { value: method, writable: true, configurable: true });
  }
}
