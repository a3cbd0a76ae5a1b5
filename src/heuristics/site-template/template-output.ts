// The template of a key page for people (the `template` command): its nodes as paths with their text, and the page
// itself with its template marked.
import { defaultTreeAdapter, html as parse5Html, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { checkArgument, checkPage } from '../../arguments';
import { isElement, isText } from '../../dom/parse';
import type { DomElement, DomParent, Page } from '../../dom/types';
import { RENDERED_BODY_TREE } from '../body-tree';
import type { PageChoice } from './compared-pages';
import type { TemplateResult } from './key-template';

export interface TemplateNode {
  /** XPath of the node in the key page, e.g. `/html/body/div[2]/ul/li[3]/a/text()`. */
  path: string;
  /** A text node's whitespace-normalised text. */
  text?: string;
}

export interface TemplateReport {
  key: string | null;
  found: boolean;
  /** Why there is no template. */
  reason?: string;
  /** Pages compared (that voted), how they were chosen, and the votes a node needed. */
  compared?: string[];
  choice?: PageChoice;
  votesNeeded?: number;
  /** Linked pages read looking for the complete subdigraph (the paper's loads, less the key page). */
  linkedPagesRead?: number;
  /**
   * Nodes of the key page's body as compared (elements and non-blank text, without script, style, …;
   * docs/methods/site-template.md A13).
   */
  bodyNodes?: number;
  templateNodes?: number;
  notes: string[];
  nodes?: TemplateNode[];
}

type ChildNode = DefaultTreeAdapterMap['childNode'];

/** One step of an XPath: the tag (or text()), with its index among same-named siblings when it has any. */
function pathStep(node: ChildNode): string {
  const name = isElement(node) ? node.tagName : 'text()';
  const siblings = (node.parentNode?.childNodes ?? []).filter((sibling) =>
    isElement(node) ? isElement(sibling) && sibling.tagName === node.tagName : isText(sibling),
  );
  return siblings.length > 1 ? `${name}[${siblings.indexOf(node) + 1}]` : name;
}

/** The XPath of an element from the document. */
function pathOf(node: ChildNode): string {
  const steps: string[] = [];
  for (let at: ChildNode | null = node; at !== null; at = at.parentNode !== null && at.parentNode.nodeName !== '#document' ? (at.parentNode as ChildNode) : null) {
    steps.push(pathStep(at));
  }
  return `/${steps.reverse().join('/')}`;
}

/** The result as JSON for its reader: the template's nodes in document order, each with its path (and text). */
/** The arguments of templateReport and markedTemplateHtml: keyPageTemplate's result and page. */
function checkTemplateResult(result: unknown, page: unknown, call: string): void {
  checkArgument(typeof (result as Partial<TemplateResult> | null)?.found === 'boolean', result, `${call} takes the result of keyPageTemplate(site, url) first`);
  checkPage(page, call);
}

export function templateReport(result: TemplateResult, page: Page): TemplateReport {
  checkTemplateResult(result, page, 'templateReport');
  if (!result.found) return { key: result.keyUrl, found: false, reason: result.reason, notes: result.notes };
  const flat = page.get(RENDERED_BODY_TREE)!;
  const paths: string[] = new Array(flat.nodes.length);
  const nodes: TemplateNode[] = [];
  for (let i = 0; i < flat.nodes.length; i++) {
    // A parent's path is known before its children's (pre-order).
    const node = flat.nodes[i] as ChildNode;
    paths[i] = i === 0 ? pathOf(node) : `${paths[flat.parent[i]]}/${pathStep(node)}`;
    if (!result.template[i]) continue;
    nodes.push(flat.tag[i] === '#text' ? { path: paths[i], text: result.tree.text[i] } : { path: paths[i] });
  }
  return {
    key: result.keyUrl,
    found: true,
    compared: result.compared,
    choice: result.choice,
    votesNeeded: result.votesNeeded,
    linkedPagesRead: result.linkedPagesRead,
    bodyNodes: result.tree.size,
    templateNodes: nodes.length,
    notes: result.notes,
    nodes,
  };
}

/** The attribute that marks template elements (and the <mark> elements around template text) in the HTML output. */
export const TEMPLATE_MARK = 'data-web2text-template';
const MARK_STYLE = `[${TEMPLATE_MARK}]{outline:1px dashed #c00;background-color:rgba(255,0,0,.08)}mark[${TEMPLATE_MARK}]{color:inherit}`;

function element(tagName: string, attrs: { name: string; value: string }[]): DomElement {
  return defaultTreeAdapter.createElement(tagName, parse5Html.NS.HTML, attrs) as DomElement;
}

/**
 * The key page as HTML with its template marked: template elements carry TEMPLATE_MARK, template text is wrapped in a
 * <mark> that carries it, and a style shows them; a <base href> to the page's URL keeps its links and images working.
 * Changes `page`'s document: give it a page parsed for this.
 */
export function markedTemplateHtml(result: TemplateResult, page: Page): string {
  checkTemplateResult(result, page, 'markedTemplateHtml');
  const flat = page.get(RENDERED_BODY_TREE);
  if (result.found && flat !== null) {
    for (let i = 0; i < flat.nodes.length; i++) {
      if (!result.template[i]) continue;
      const node = flat.nodes[i] as ChildNode;
      if (isElement(node)) {
        node.attrs.push({ name: TEMPLATE_MARK, value: '' });
        continue;
      }
      const mark = element('mark', [{ name: TEMPLATE_MARK, value: '' }]);
      defaultTreeAdapter.insertBefore(node.parentNode as DomParent, mark, node);
      defaultTreeAdapter.detachNode(node);
      defaultTreeAdapter.appendChild(mark, node);
    }
  }
  const childElement = (parent: DomParent | undefined, tagName: string) =>
    parent?.childNodes.find((n): n is DomElement => isElement(n) && n.tagName === tagName);
  const head = childElement(childElement(page.document, 'html'), 'head');
  if (head !== undefined) {
    const style = element('style', []);
    defaultTreeAdapter.insertText(style, MARK_STYLE);
    defaultTreeAdapter.appendChild(head, style);
    if (result.keyUrl !== null && !head.childNodes.some((n) => isElement(n) && n.tagName === 'base')) {
      const base = element('base', [{ name: 'href', value: result.keyUrl }]);
      if (head.childNodes.length === 0) defaultTreeAdapter.appendChild(head, base);
      else defaultTreeAdapter.insertBefore(head, base, head.childNodes[0]);
    }
  }
  return serialize(page.document);
}
