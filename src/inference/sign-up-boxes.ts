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
import { elementsInOrder, isElement } from '../dom/parse';
import type { DomElement, DomNode, Page } from '../dom/types';

export const SIGN_UP_BOX_MAX_WORDS = 60;
export const SIGN_UP_BOX_MAX_SHARE = 0.25;

/** An <input> a reader types an email address into: type email, or a text field named or labelled for one. */
function isEmailField(element: DomElement): boolean {
  if (element.tagName !== 'input') return false;
  const type = (attribute(element, 'type') ?? 'text').toLowerCase();
  if (type === 'email') return true;
  if (type !== 'text') return false;
  return ['name', 'id', 'placeholder', 'aria-label'].some((name) => /e-?mail/i.test(attribute(element, name) ?? ''));
}

/** Per block, whether it lies in a sign-up box (page words ≥ 1 only: an empty page has none). */
export const SIGN_UP_BOX_BLOCKS = pageField('sign-up box blocks', (page: Page): Uint8Array => {
  const inBox = new Uint8Array(page.blocks.length);
  if (!/<input[^>]*mail/i.test(page.source)) return inBox;
  const fields: DomElement[] = [];
  for (const element of elementsInOrder(page.document)) if (isEmailField(element)) fields.push(element);
  if (fields.length === 0) return inBox;
  // Words under each element that holds a block, summed up each block's chain of ancestors.
  const words = page.get(BLOCK_WORDS);
  const wordsUnder = new Map<DomNode, number>();
  let pageWords = 0;
  page.blocks.forEach((block, b) => {
    pageWords += words[b];
    for (let node = block.textNode.parentNode; node !== null && isElement(node); node = node.parentNode) {
      wordsUnder.set(node, (wordsUnder.get(node) ?? 0) + words[b]);
    }
  });
  const maxWords = Math.min(SIGN_UP_BOX_MAX_WORDS, SIGN_UP_BOX_MAX_SHARE * pageWords);
  const boxes = new Set<DomNode>();
  for (const field of fields) {
    let box: DomElement | undefined;
    for (let node = field.parentNode; node !== null && isElement(node); node = node.parentNode) {
      if ((wordsUnder.get(node) ?? 0) > maxWords) break;
      if (node.tagName === 'li') {
        box = undefined;
        break;
      }
      box = node;
    }
    if (box !== undefined && box.tagName !== 'body' && box.tagName !== 'html') boxes.add(box);
  }
  if (boxes.size === 0) return inBox;
  page.blocks.forEach((block, b) => {
    for (let node = block.textNode.parentNode; node !== null && isElement(node); node = node.parentNode) {
      if (boxes.has(node)) {
        inBox[b] = 1;
        break;
      }
    }
  });
  return inBox;
});

/** Each labelling (1 = content) with the blocks of sign-up boxes set to 0 (copies; one array given twice stays one). */
export function withoutSignUpBoxes(labelings: readonly Uint8Array[], inBox: Uint8Array): Uint8Array[] {
  const results: Uint8Array[] = [];
  return labelings.map((labels, k) => {
    const earlier = labelings.indexOf(labels);
    if (earlier < k) return results[earlier];
    results[k] = labels.map((label, b) => (inBox[b] === 1 ? 0 : label));
    return results[k];
  });
}
