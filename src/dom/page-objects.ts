// The objects a page keeps while it is extracted (its text nodes and elements here; its Collapsed-DOM nodes, their
// statistics and its blocks beside their code) are made by class constructors and `pageArray`, not by object or
// array literals. V8 watches each literal: when a young-generation collection finds ≥ 85% of its recent objects
// alive, as it does when it falls into the extraction of a large page, all its later objects are allocated in the
// old generation for the rest of the process. Those of the pages after are then freed only by full collections,
// and until then they keep the young objects they point to alive through every young collection, which copies and
// promotes them. Constructors and rest parameters are not watched. On the CleanEval test pages text-only extract's
// median time per page against parse5's fell 2–13% (docs/experiments.md, "Speed levers for the four-class default").
import type { DefaultTreeAdapterMap } from 'parse5';
import type { DomElement, DomParent, DomText } from './types';

/**
 * An array of the items, without a literal's allocation site: the rest parameter's own array. (`Array.of` is
 * unwatched too, but takes ≈ 0.1 µs for an empty array and ≈ 0.4 µs for one item, against ≈ 0.04 µs.)
 */
export function pageArray<T>(...items: T[]): T[] {
  return items;
}

/** A text node with its span in the page source (reference-parser.ts). */
export class SourceTextNode implements DomText {
  readonly nodeName = '#text';
  parentNode: DomParent | null;

  constructor(
    public value: string,
    public sourceStart: number,
    public sourceEnd: number,
    parentNode: DomParent | null = null,
  ) {
    this.parentNode = parentNode;
  }
}

/**
 * An element as parse5's default tree adapter makes it, with a `content` field on every element, not only on a
 * <template> (parse5 sets it there): all elements then have one map.
 */
export class ElementNode implements DomElement {
  readonly nodeName: string;
  childNodes: DefaultTreeAdapterMap['childNode'][] = pageArray();
  parentNode: DomParent | null = null;
  content: DefaultTreeAdapterMap['documentFragment'] | undefined = undefined;

  constructor(
    readonly tagName: string,
    readonly namespaceURI: DomElement['namespaceURI'],
    public attrs: DomElement['attrs'],
  ) {
    this.nodeName = tagName;
  }
}
