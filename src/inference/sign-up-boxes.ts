// Sign-up boxes are not the article: a newsletter box inside an article's body ("Sign up for the newsletter", a
// line on what it sends, an email field, a privacy note) is written as prose, in the body's own container, so a
// labeller that judges a block by its words and neighbours keeps it. What gives it away is the email field. The box
// is the largest element around an email field that holds at most SIGN_UP_BOX_MAX_WORDS words and at most a
// SIGN_UP_BOX_MAX_SHARE of the page's: a form wrapped around a whole page (ASP.NET's) or a page that is itself a
// contact form is not a box, nor is a field in a list item (a product card's "join the waitlist"). Chosen on the
// validation parts of WCXB and L3S-GN1 (docs/experiments.md, "Sign-up boxes").
import { BLOCK_WORDS } from '../features/block-ancestry';
import { attribute } from '../dom/attributes';
import { pageField } from '../dom/page';
import { isElement } from '../dom/parse';
import type { DomDocument, DomElement, DomNode, Page } from '../dom/types';
import { eachLabelling } from './labelings';

export const SIGN_UP_BOX_MAX_WORDS = 60;
export const SIGN_UP_BOX_MAX_SHARE = 0.25;

/** An <input> a reader types an email address into: type email, or a text field named or labelled for one. */
function isEmailField(element: DomElement): boolean {
  const type = (attribute(element, 'type') ?? 'text').toLowerCase();
  if (type === 'email') return true;
  if (type !== 'text') return false;
  return ['name', 'id', 'placeholder', 'aria-label'].some((name) => /e-?mail/i.test(attribute(element, name) ?? ''));
}

/** The document's email fields (a loop over a stack: a generator's steps cost twice as much on large pages). */
function emailFields(document: DomDocument): DomElement[] {
  const fields: DomElement[] = [];
  const stack: DomNode[] = [document];
  while (stack.length > 0) {
    const node = stack.pop() as DomNode;
    if (isElement(node) && node.tagName === 'input') {
      if (isEmailField(node)) fields.push(node);
    } else if ('childNodes' in node) {
      for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
    }
  }
  return fields;
}

/** Per block, 1 where it lies in a sign-up box. */
export const SIGN_UP_BOX_BLOCKS = pageField('sign-up box blocks', (page: Page): Uint8Array => {
  const inBox = new Uint8Array(page.blocks.length);
  if (!/<input[^>]*mail/i.test(page.source)) return inBox;
  const fields = emailFields(page.document);
  if (fields.length === 0) return inBox;
  const words = page.get(BLOCK_WORDS);
  const blockOf = new Map<DomNode, number>();
  let pageWords = 0;
  page.blocks.forEach((block, b) => {
    blockOf.set(block.textNode, b);
    pageWords += words[b];
  });
  const maxWords = Math.min(SIGN_UP_BOX_MAX_WORDS, SIGN_UP_BOX_MAX_SHARE * pageWords);
  /** The blocks under `element`, or undefined once they hold more than maxWords words. */
  const blocksUnder = (element: DomElement): number[] | undefined => {
    const under: number[] = [];
    let sum = 0;
    const stack: DomNode[] = [element];
    while (stack.length > 0) {
      const node = stack.pop() as DomNode;
      const b = blockOf.get(node);
      if (b !== undefined) {
        under.push(b);
        if ((sum += words[b]) > maxWords) return undefined;
      } else if ('childNodes' in node) {
        for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
      }
    }
    return under;
  };
  for (const field of fields) {
    let box: number[] | undefined;
    for (let node = field.parentNode; node !== null && isElement(node) && node.tagName !== 'body'; node = node.parentNode) {
      const under = blocksUnder(node);
      if (under === undefined) break;
      if (node.tagName === 'li') {
        box = undefined;
        break;
      }
      box = under;
    }
    for (const b of box ?? []) inBox[b] = 1;
  }
  return inBox;
});

/** Each labelling (1 = content) with the blocks of sign-up boxes set to 0 (copies; eachLabelling). */
export function withoutSignUpBoxes(labelings: readonly Uint8Array[], inBox: Uint8Array): Uint8Array[] {
  return eachLabelling(labelings, (labels) => labels.map((label, b) => (inBox[b] === 1 ? 0 : label)));
}
