// Declarative shadow DOM: a server-rendered web component ships its shadow tree as `<template
// shadowrootmode="open">` inside the host element, and a browser shows that tree in place of the host's children,
// each <slot> showing the host's children assigned to it (or its own fallback children when none is). parse5
// leaves the tree in the template's `content` fragment, which no reading of the page visits, so its text was lost.
// Here each such host gets the children a browser lays out (its flat tree, by the DOM standard's slot assignment): the
// shadow tree with every slot replaced by what it shows. The host's children that no slot takes are not shown, as
// in a browser. A <template> without shadowrootmode, or one on an element that cannot be a shadow host, stays inert.
import { attribute } from './attributes';
import { canHostShadowRoot, declaresShadowRoot, HTML_NAMESPACE } from './shadow-hosts';
import { isElement, isText, templateContent } from './parse';
import type { DefaultTreeAdapterMap } from 'parse5';
import type { DomDocument, DomElement, DomNode, DomParent, DomText } from './types';

type ChildNode = DefaultTreeAdapterMap['childNode'];

/** Whether a page's source may hold a declarative shadow root (a cheap test before any walk of its tree). */
export function mayHoldShadowRoots(source: string): boolean {
  return /shadowrootmode/i.test(source);
}

/** Gives every declarative shadow host of the document the children a browser shows in it, in place. */
export function attachShadowRoots(document: DomDocument): void {
  const stack: DomNode[] = [...document.childNodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as DomNode;
    if (!isElement(node)) continue;
    const template = shadowRootTemplate(node);
    if (template !== undefined) showShadowTree(node, template);
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
  }
}

/** The template a browser attaches as the element's shadow root: its first child template with a valid mode. */
function shadowRootTemplate(host: DomElement): DomElement | undefined {
  if (!canHostShadowRoot(host)) return undefined;
  for (const child of host.childNodes) if (isElement(child) && declaresShadowRoot(child)) return child;
  return undefined;
}

/** Makes the host's children its shadow tree, each of its slots replaced by the nodes it shows. */
function showShadowTree(host: DomElement, template: DomElement): void {
  // A template parse5 made holds its content: the host's shadow tree.
  const content = templateContent(template) as DomParent;
  const assigned = assignedNodes(host.childNodes.filter((child) => child !== template), slotsOf(content.childNodes));
  host.childNodes = content.childNodes;
  content.childNodes = [];
  replaceSlots(host, assigned);
}

/**
 * Replaces each slot below `root` by the nodes assigned to it, or else by its own children (whose slots are
 * replaced in turn), rebuilding each element's children once: a shadow tree of many slots takes linear time.
 */
function replaceSlots(root: DomParent, assigned: ReadonlyMap<DomElement, readonly ChildNode[]>): void {
  const parents: DomParent[] = [root];
  while (parents.length > 0) {
    const parent = parents.pop() as DomParent;
    const children: ChildNode[] = [];
    const pending: ChildNode[] = [...parent.childNodes].reverse();
    // The text before a slot that shows nothing runs on into the text after it, one line as a browser shows it.
    let textRunsOn = false;
    while (pending.length > 0) {
      const node = pending.pop() as ChildNode;
      if (isSlot(node)) {
        const shown = assigned.get(node);
        if (shown === undefined) for (let i = node.childNodes.length - 1; i >= 0; i--) pending.push(node.childNodes[i]);
        else for (const light of shown) children.push(adopted(light, parent));
        textRunsOn = shown === undefined && node.childNodes.length === 0 && lastText(children) !== undefined;
        continue;
      }
      const last = lastText(children);
      if (textRunsOn && last !== undefined && isText(node)) {
        last.value += node.value;
        last.sourceEnd = node.sourceEnd;
        textRunsOn = false;
        continue;
      }
      textRunsOn = false;
      children.push(adopted(node, parent));
      if (isElement(node)) parents.push(node);
    }
    parent.childNodes = children;
  }
}

function lastText(nodes: readonly ChildNode[]): DomText | undefined {
  const last = nodes[nodes.length - 1];
  return last !== undefined && isText(last) ? last : undefined;
}

function adopted(node: ChildNode, parent: DomParent): ChildNode {
  node.parentNode = parent as DomElement;
  return node;
}

function isSlot(node: DomNode): node is DomElement {
  return isElement(node) && node.tagName === 'slot' && node.namespaceURI === HTML_NAMESPACE;
}

/** The <slot> elements of a shadow tree in tree order. */
function slotsOf(nodes: readonly DomNode[]): DomElement[] {
  const slots: DomElement[] = [];
  const stack: DomNode[] = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as DomNode;
    if (!isElement(node)) continue;
    if (isSlot(node)) slots.push(node);
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
  }
  return slots;
}

/**
 * The host's children each slot shows: an element with a `slot` attribute goes to the first slot of that name,
 * every other element and text to the first slot without a name; comments and nodes without a slot go nowhere.
 */
function assignedNodes(lightChildren: readonly ChildNode[], slots: readonly DomElement[]): Map<DomElement, ChildNode[]> {
  const slotByName = new Map<string, DomElement>();
  for (const slot of slots) {
    const name = attribute(slot, 'name') ?? '';
    if (!slotByName.has(name)) slotByName.set(name, slot);
  }
  const assigned = new Map<DomElement, ChildNode[]>();
  for (const node of lightChildren) {
    const name = isElement(node) ? (attribute(node, 'slot') ?? '') : isText(node) ? '' : undefined;
    const slot = name === undefined ? undefined : slotByName.get(name);
    if (slot === undefined) continue;
    const nodes = assigned.get(slot);
    if (nodes === undefined) assigned.set(slot, [node]);
    else nodes.push(node);
  }
  return assigned;
}
