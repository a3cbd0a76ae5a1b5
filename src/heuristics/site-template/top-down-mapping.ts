// The equal top-down mapping of the key page onto one other page (specs/site-template.md §2.5, §2.6 "equivalent O(n)
// form", A14): the roots map when their tags are equal, and below two mapped nodes their children map where the
// sibling assignment pairs them as equal — so every mapped node's parent is mapped.
import type { MappingTree } from './mapping-tree';
import { assignSiblings, type TextMatching } from './node-equality';

/** 1 for each key-page node the mapping holds; all 0 when the roots differ (A14: <body> against <body>). */
export function mapTopDown(key: MappingTree, other: MappingTree, textMatching: TextMatching): Uint8Array {
  const mapped = new Uint8Array(key.size);
  if (key.size === 0 || other.size === 0 || key.tag[0] !== other.tag[0]) return mapped;
  mapped[0] = 1;
  const pending: [number, number][] = [[0, 0]];
  while (pending.length > 0) {
    const [x, y] = pending.pop()!;
    const keyChildren = key.childIndex.subarray(key.childStart[x], key.childStart[x + 1]);
    const otherChildren = other.childIndex.subarray(other.childStart[y], other.childStart[y + 1]);
    for (const pair of assignSiblings(key, keyChildren, other, otherChildren, textMatching)) {
      mapped[pair[0]] = 1;
      pending.push(pair);
    }
  }
  return mapped;
}
