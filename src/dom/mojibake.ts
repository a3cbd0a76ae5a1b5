// Mojibake: UTF-8 text that was once read as windows-1252 (or Latin-1) and stored again, so that a page shows
// "isnâ€™t" for "isn’t" and "LastenrÃ¤der" for "Lastenräder" — in its bytes or in entities
// (`&acirc;&euro;&trade;`), as a CMS with a mismatched database encoding writes it. A browser shows what the page
// says; readers of the extracted text want the words (WCXB's gold has them repaired). fix-latin1-to-utf8 replaces
// the windows-1252 readings of the UTF-8 of Latin-1's and windows-1252's characters; text stored wrongly twice
// ("Ã¢â‚¬â„¢") takes two passes.
import fixLatin1ToUtf8 from 'fix-latin1-to-utf8';
import type { CdomNode } from './types';

/** Passes over a text: one per time it was stored wrongly. */
const MAX_PASSES = 3;
/** The first characters of every replacement fix-latin1-to-utf8 makes: a text without them has nothing to repair. */
const MAY_HOLD_MOJIBAKE = /[ÃÂâÅÆË]/;

export function withoutMojibake(text: string): string {
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const repaired = fixLatin1ToUtf8(text);
    if (repaired === text) break;
    text = repaired;
  }
  return text;
}

/**
 * Repairs the DOM text nodes of a Collapsed DOM's leaves (the page's shown text, which every output reads) and says
 * whether it changed any: the CDOM, made of their old text, is then to be built again.
 */
export function repairShownMojibake(root: CdomNode): boolean {
  let changed = false;
  const stack: CdomNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as CdomNode;
    for (const child of node.children) stack.push(child);
    if (node.textNode === null || !MAY_HOLD_MOJIBAKE.test(node.text)) continue;
    const repaired = withoutMojibake(node.textNode.value);
    if (repaired !== node.textNode.value) {
      node.textNode.value = repaired;
      changed = true;
    }
  }
  return changed;
}
