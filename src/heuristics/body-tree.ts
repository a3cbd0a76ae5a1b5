// The page's <body> as the heuristics read it: flattened once per page (its text measured once) into a page
// field, and pruned once per skip rule into a field of its own, since the four heuristics of
// 'web2text+heuristics' all read the same page and mostly drop the same subtrees (CETD and BTE the same ones).
import { pageField } from '../dom/page';
import { findBody } from '../dom/parse';
import type { DomElement, PageField } from '../dom/types';
import { flattenTree, pruneTree, type FlatTree } from './flat-tree';

/** Subtrees every heuristic drops (their text is never rendered), so the shared body tree leaves them out. */
const SKIPPED_BY_EVERY_HEURISTIC: ReadonlySet<string> = new Set(['script', 'style', 'noscript']);

/** The page's <body> flattened without script, style and noscript subtrees; null when there is no body. */
export const BODY_TREE: PageField<FlatTree | null> = pageField('body tree', (page) => {
  const body = findBody(page.document);
  return body === null ? null : flattenTree(body, (element) => SKIPPED_BY_EVERY_HEURISTIC.has(element.tagName), page.unicodeWords);
});

/**
 * A field holding BODY_TREE without the subtrees of the elements `skip` drops (the same tree object when it
 * drops none). Define each once, as a module constant: a field is computed once per page.
 */
export function prunedBodyTree(name: string, skip: (element: DomElement) => boolean): PageField<FlatTree | null> {
  return pageField(name, (page) => {
    const tree = page.get(BODY_TREE);
    return tree === null ? null : pruneTree(tree, skip);
  });
}

/**
 * Elements whose content is never rendered text (docs/methods/cetd.md §2.1: script, style, comments + parse5 raw-text
 * tags).
 */
const NON_RENDERED_TAGS: ReadonlySet<string> = new Set([
  'script', 'style', 'noscript', 'template', 'iframe', 'noembed', 'noframes',
]);

export function isNonRendered(element: DomElement): boolean {
  return NON_RENDERED_TAGS.has(element.tagName);
}

/** The body without non-rendered elements: the tree CETD and BTE read. */
export const RENDERED_BODY_TREE = prunedBodyTree('body tree without non-rendered elements', isNonRendered);
