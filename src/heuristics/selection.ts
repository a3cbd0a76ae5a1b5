// The one bridge from a heuristic's DOM selection to per-block labels and scores: a block takes the value of
// the nearest marked ancestor-or-self of its DOM text node.
import type { BlockLabels } from '../extractor';
import type { DomNode, DomText, Page } from '../dom/types';
import { isElement } from '../dom/parse';

/** For each block, the value of the nearest ancestor-or-self of its text node in `marks` (undefined: none). */
export function nearestMarkPerBlock<V>(page: Page, marks: ReadonlyMap<DomNode, V>): Array<V | undefined> {
  const valueOfText = new Map<DomText, V>();
  const stack: Array<{ node: DomNode; inherited: V | undefined }> = [{ node: page.document as DomNode, inherited: undefined }];
  while (stack.length > 0) {
    const { node, inherited } = stack.pop()!;
    const value = marks.has(node) ? marks.get(node) : inherited;
    if (node.nodeName === '#text') {
      if (value !== undefined) valueOfText.set(node as DomText, value);
    } else if (isElement(node) || node.nodeName === '#document') {
      for (const child of (node as { childNodes: DomNode[] }).childNodes) stack.push({ node: child, inherited: value });
    }
  }
  return page.blocks.map((block) => valueOfText.get(block.textNode));
}

/** Content = the block's text node lies inside one of the selected subtrees (a text node selects itself). */
export function labelsFromSelection(page: Page, selectedRoots: Iterable<DomNode>): Uint8Array {
  const marks = new Map<DomNode, true>();
  for (const root of selectedRoots) marks.set(root, true);
  return Uint8Array.from(nearestMarkPerBlock(page, marks), (mark) => (mark ? 1 : 0));
}

/** Per-block score = the score of the nearest scored ancestor-or-self; 0 where none is scored. */
export function scoresFromNodes(page: Page, nodeScores: ReadonlyMap<DomNode, number>): Float32Array {
  return Float32Array.from(nearestMarkPerBlock(page, nodeScores), (score) => score ?? 0);
}

/** The labelling of a method that could not decide: every block gets `label`, with the reason recorded. */
export function blanketLabels(page: Page, label: 0 | 1, reason: string): BlockLabels {
  return { labels: new Uint8Array(page.blocks.length).fill(label), reason };
}
