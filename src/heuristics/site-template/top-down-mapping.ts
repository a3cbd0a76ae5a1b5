// The equal top-down mapping of the key page onto one other page (docs/methods/site-template.md §2.5, §2.6 "equivalent
// O(n) form", A14): the roots map when their tags are equal, and below two mapped nodes their children map where the
// sibling assignment pairs them as equal — so every mapped node's parent is mapped.
import type { MappingTree } from './mapping-tree';
import { assignChildren, type TextMatching } from './node-equality';

/** 1 for each key-page node the mapping holds; all 0 when the roots differ (A14: <body> against <body>). */
export function mapTopDown(key: MappingTree, other: MappingTree, textMatching: TextMatching): Uint8Array {
  const mapped = new Uint8Array(key.size);
  if (key.size === 0 || other.size === 0 || key.tag[0] !== other.tag[0]) return mapped;
  mapped[0] = 1;
  // Mapped pairs whose children are still to map, as two stacks.
  const keyPending = [0];
  const otherPending = [0];
  while (keyPending.length > 0) {
    const x = keyPending.pop()!;
    const y = otherPending.pop()!;
    assignChildren(key, x, other, y, textMatching, (keyChild, otherChild) => {
      mapped[keyChild] = 1;
      keyPending.push(keyChild);
      otherPending.push(otherChild);
    });
  }
  return mapped;
}
