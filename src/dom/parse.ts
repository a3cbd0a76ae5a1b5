// Page source → parse5 document with source offsets (spec §0–1); the CDOM is built from its <body>.
import { defaultTreeAdapter, type DefaultTreeAdapterMap, type TreeAdapter } from 'parse5';
import { DeepNestingParser } from './deep-nesting-parser';
import type { DomDocument, DomElement, DomNode } from './types';

/**
 * parse5's default adapter copies a text node's whole location object for every character token appended to it
 * (a large share of parse time); here the first location is copied once and later end positions update it.
 */
const locationTreeAdapter: TreeAdapter<DefaultTreeAdapterMap> = {
  ...defaultTreeAdapter,
  setNodeSourceCodeLocation(node, location) {
    node.sourceCodeLocation = location ? { ...location } : location;
  },
  updateNodeSourceCodeLocation(node, endLocation) {
    // parse5 only updates nodes that already have a location.
    if (node.sourceCodeLocation) Object.assign(node.sourceCodeLocation, endLocation);
  },
};

export function parseHtml(source: string): DomDocument {
  return DeepNestingParser.parse(source, { sourceCodeLocationInfo: true, treeAdapter: locationTreeAdapter });
}

export function isElement(node: DomNode): node is DomElement {
  return 'tagName' in node;
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
