// Articles and posts: what a page says about the discussion under it, so that a net can tell reader comments from
// the body they follow. Markup that names a comment (schema.org Comment / UserComments, itemprop comment,
// role="comment"); the reply form (a <form> with a <textarea>) and whether the block comes after it; and links
// marked as user-generated (rel="ugc": commenters' names and the links in their words) in the block or near it.
// No class names: which words a site's template uses is left to the nets' other inputs.
import { attribute } from '../../dom/attributes';
import { isElement } from '../../dom/parse';
import { pageField } from '../../dom/page';
import type { DomElement, DomNode, DomParent, Page } from '../../dom/types';
import { inheritedBits, parentElement, ELEMENT_TREE } from '../dom-ancestors';
import type { FeatureGroup } from '../group';

const NAMES = ['in_comment_markup', 'in_reply_form', 'after_reply_form', 'in_ugc_link', 'near_ugc_link'];

const COMMENT_TYPE = /schema\.org\/(Comment|UserComments)\b/i;
const COMMENT_PROP = /^(comments?|commentText)$/i;
/** Element levels above a block within which a user-generated link counts as near (the comment's own box). */
const UGC_LEVELS = 3;

const COMMENT_MARKUP = 1;
const REPLY_FORM = 2;
const UGC_LINK = 4;

/** The page's reply forms (forms holding a <textarea>), rel=ugc links and the blocks after the first reply form. */
interface DiscussionMarkup {
  replyForms: Set<DomElement>;
  ugcLinks: DomElement[];
  /** The first block inside or after the first reply form in document order, or −1 where none is. */
  firstBlockAfterReplyForm: number;
}

function isUgcLink(element: DomElement): boolean {
  if (element.tagName !== 'a') return false;
  const rel = attribute(element, 'rel');
  return rel !== undefined && /\bugc\b/i.test(rel);
}

/** The <form> a <textarea> is in, if any. */
function formOf(textarea: DomElement): DomElement | null {
  for (let up = parentElement(textarea); up !== null; up = parentElement(up)) if (up.tagName === 'form') return up;
  return null;
}

const DISCUSSION_MARKUP = pageField('reply forms and user-generated links', (page: Page): DiscussionMarkup => {
  const replyForms = new Set<DomElement>();
  const ugcLinks: DomElement[] = [];
  // The walk is in document order, as the blocks are: it counts the blocks' text nodes it has passed.
  const { blocks } = page;
  let blocksPassed = 0;
  let firstBlockAfterReplyForm = -1;
  // The open parents and the index of the next child of each (iterative: pages nest 100,000 deep); a cursor per
  // level rather than every child pushed on a stack.
  const parents: DomParent[] = [page.document];
  const next: number[] = [0];
  let depth = 0;
  while (depth >= 0) {
    const children: DomNode[] = parents[depth].childNodes;
    const index = next[depth]++;
    if (index >= children.length) {
      depth--;
      continue;
    }
    const node = children[index];
    // Node names rather than a test of each node's kind (an element's node name is its tag name): the many text
    // nodes are done with at once.
    if (node.nodeName === '#text') {
      if (blocksPassed < blocks.length && node === blocks[blocksPassed].textNode) blocksPassed++;
      continue;
    }
    if (node.nodeName === 'textarea') {
      const form = formOf(node as DomElement);
      if (form !== null) replyForms.add(form);
    } else if (node.nodeName === 'a' && isUgcLink(node as DomElement)) {
      ugcLinks.push(node as DomElement);
    } else if (node.nodeName === 'form' && firstBlockAfterReplyForm < 0 && hasTextarea(node as DomElement)) {
      firstBlockAfterReplyForm = blocksPassed;
    }
    const grandchildren = (node as Partial<DomParent>).childNodes;
    if (grandchildren !== undefined && grandchildren.length > 0) {
      depth++;
      parents[depth] = node as DomParent;
      next[depth] = 0;
    }
  }
  return { replyForms, ugcLinks, firstBlockAfterReplyForm: firstBlockAfterReplyForm < page.blocks.length ? firstBlockAfterReplyForm : -1 };
});

/** Whether a <textarea> is below the element (asked of the forms up to the first reply form). */
function hasTextarea(element: DomElement): boolean {
  const stack: DomNode[] = [...element.childNodes];
  while (stack.length > 0) {
    const node = stack.pop() as DomNode;
    if (isElement(node)) {
      if (node.tagName === 'textarea') return true;
      for (const child of node.childNodes) stack.push(child);
    }
  }
  return false;
}

const DISCUSSION_BITS = pageField('discussion markup above each block', (page) => {
  const { replyForms } = page.get(DISCUSSION_MARKUP);
  return inheritedBits(page, (element: DomElement) => {
    let bits = 0;
    if (isUgcLink(element)) bits |= UGC_LINK;
    if (replyForms.has(element)) bits |= REPLY_FORM;
    if (element.attrs.length === 0) return bits;
    const type = attribute(element, 'itemtype');
    const prop = attribute(element, 'itemprop');
    const role = attribute(element, 'role');
    if ((type !== undefined && COMMENT_TYPE.test(type)) || (prop !== undefined && COMMENT_PROP.test(prop)) || role?.toLowerCase() === 'comment') {
      bits |= COMMENT_MARKUP;
    }
    return bits;
  });
});

/** Per block, 1 − (level − 1) / UGC_LEVELS for the nearest of its UGC_LEVELS elements that holds a rel=ugc link, else 0. */
function nearUgcLink(page: Page): Float32Array {
  const { ugcLinks } = page.get(DISCUSSION_MARKUP);
  const near = new Float32Array(page.blocks.length);
  if (ugcLinks.length === 0) return near;
  const holding = new Set<DomElement>();
  for (const link of ugcLinks) {
    let up: DomElement | null = link;
    for (let level = 0; level < UGC_LEVELS && up !== null; level++, up = parentElement(up)) holding.add(up);
  }
  const { elements, parent, blockElement } = page.get(ELEMENT_TREE);
  for (let b = 0; b < near.length; b++) {
    let e = blockElement[b];
    for (let level = 1; level <= UGC_LEVELS && e >= 0; level++, e = parent[e]) {
      if (holding.has(elements[e])) {
        near[b] = 1 - (level - 1) / UGC_LEVELS;
        break;
      }
    }
  }
  return near;
}

export const DISCUSSION: FeatureGroup = {
  name: 'discussion',
  rows: 'block',
  names: NAMES,
  compute(page, { out, stride, offset }) {
    const bits = page.get(DISCUSSION_BITS);
    const { firstBlockAfterReplyForm } = page.get(DISCUSSION_MARKUP);
    const near = nearUgcLink(page);
    for (let b = 0, at = offset; b < page.blocks.length; b++, at += stride) {
      out[at] = bits[b] & COMMENT_MARKUP ? 1 : 0;
      out[at + 1] = bits[b] & REPLY_FORM ? 1 : 0;
      out[at + 2] = firstBlockAfterReplyForm >= 0 && b >= firstBlockAfterReplyForm ? 1 : 0;
      out[at + 3] = bits[b] & UGC_LINK ? 1 : 0;
      out[at + 4] = near[b];
    }
  },
};
