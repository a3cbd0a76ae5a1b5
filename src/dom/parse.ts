// Page source → parse5 document with source offsets (docs/methods/web2text.md §0–1); the CDOM is built from its <body>.
// The tree follows the reference's jsoup where they differ (see reference-parser.ts).
import type { DefaultTreeAdapterMap } from 'parse5';
import { ReferenceParser, type ReferenceParserOptions } from './reference-parser';
import type { DomDocument, DomElement, DomNode, DomParent, DomText } from './types';

/**
 * `maxBlocks`: a page with more text blocks is refused while it is parsed (a PageLimitError, block-count.ts), the
 * text of its declarative shadow roots counted with `shadowRoots` (the page is read with them shown);
 * `noscriptAsText`: <noscript> in <body> read as raw text (reference-parser.ts).
 */
export function parseHtml(
  source: string,
  { maxBlocks, shadowRoots, noscriptAsText }: { maxBlocks?: number; shadowRoots?: boolean; noscriptAsText?: boolean } = {},
): DomDocument {
  return ReferenceParser.parse<DefaultTreeAdapterMap>(source, { sourceCodeLocationInfo: true, maxBlocks, shadowRoots, noscriptAsText } as ReferenceParserOptions);
}

export function isElement(node: DomNode): node is DomElement {
  return 'tagName' in node;
}

export function isText(node: DomNode): node is DomText {
  return node.nodeName === '#text';
}

/**
 * A <template>'s content, which parse5 keeps apart from the element's children; undefined for any other node (every
 * element of this parser's trees has the field, page-objects.ts).
 */
export function templateContent(node: DomNode): DomParent | undefined {
  return (node as { content?: DomParent }).content;
}

/** Every element of a document in document order (iterative: pages nest deep). */
export function* elementsInOrder(document: DomDocument): Generator<DomElement> {
  const stack: DomNode[] = [...document.childNodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as DomNode;
    if (!isElement(node)) continue;
    yield node;
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
  }
}

/** The <body> element of a parse5 document (parse5 always creates html/head/body unless the page is a frameset). */
export function findBody(document: DomDocument): DomElement | null {
  for (const html of document.childNodes) {
    if (!isElement(html) || html.tagName !== 'html') continue;
    for (const child of html.childNodes) {
      if (isElement(child) && child.tagName === 'body') return child;
    }
  }
  return null;
}
